import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles.js';
import { paths } from '../../config/paths.js';
import { useMessages } from '../../lib/i18n/index.js';
import { messages } from './messages.js';
import { PlayIcon } from './icons.js';
import styles from './video-player.module.css';

/** What covers the picture: a play hint before the start, a spinner, or a failure. */
export type OverlayState = 'idle' | 'start' | 'buffering' | 'failed' | 'unsupported';

/** The layer over the video; only the failure states hold controls (the status line speaks for the rest). */
export function PlayerOverlay({
  state,
  tourCode,
  onRetry,
}: {
  state: OverlayState;
  tourCode: string;
  onRetry: () => void;
}) {
  const t = useMessages(messages);
  if (state === 'start') {
    // A pointer hint only: the named Play button in the control bar is the accessible one.
    return (
      <div className={styles.startHint} aria-hidden="true">
        <PlayIcon />
      </div>
    );
  }
  if (state === 'buffering') {
    return (
      <div className={styles.buffering} aria-hidden="true">
        <span className={styles.spinner} />
      </div>
    );
  }
  if (state === 'failed' || state === 'unsupported') {
    return (
      <div className={styles.failure} role="alert">
        <p className={styles.failureTitle}>{state === 'failed' ? t('errorTitle') : t('unsupportedTitle')}</p>
        <p className={styles.failureBody}>{state === 'failed' ? t('errorBody') : t('unsupportedBody')}</p>
        {state === 'failed' ? (
          <button type="button" className={buttonClass()} onClick={onRetry}>
            {t('retry')}
          </button>
        ) : (
          <Link to={paths.tour.href(tourCode)} className={buttonClass('secondary')}>
            {t('openTour')}
          </Link>
        )}
      </div>
    );
  }
  return null;
}
