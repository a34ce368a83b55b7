import { buttonClass } from '../../components/button-styles.js';
import { useMessages } from '../../lib/i18n/index.js';
import { messages } from './messages.js';
import type { SceneLoad } from './use-scene-loader.js';
import styles from './tour-viewer.module.css';

/**
 * What the visitor sees while a room loads: a notice until its preview is on screen, then
 * a thin bar while sharper tiles arrive; on failure, a message with a retry.
 */
export function LoadStatus({
  load,
  sceneTitle,
  onRetry,
}: {
  load: SceneLoad;
  sceneTitle: string;
  onRetry: () => void;
}) {
  const t = useMessages(messages);
  if (load.status === 'failed') {
    return (
      <div role="alert" className={styles.notice} data-testid="scene-load-failed">
        <p className={styles.noticeTitle}>{t('loadFailedTitle')}</p>
        <p>{t('loadFailedBody')}</p>
        <button type="button" className={buttonClass()} onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (load.status === 'loading') {
    return (
      <div role="status" className={styles.loading} data-testid="scene-loading">
        <span className={styles.spinner} aria-hidden="true" />
        {t('loading', { scene: sceneTitle })}
      </div>
    );
  }
  if (load.tiles >= 1) return null;
  const percent = Math.round(load.tiles * 100);
  return (
    <div
      role="progressbar"
      aria-label={t('loadingProgress', { scene: sceneTitle, percent })}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      className={styles.progress}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}
