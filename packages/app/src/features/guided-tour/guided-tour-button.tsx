import { useMessages } from '../../lib/i18n/index.js';
import { messages } from './messages.js';
import styles from './guided-tour.module.css';

/** The visible pause/play control of the moving view (WCAG 2.2.2). */
export function GuidedTourButton({
  running,
  onToggle,
  className,
}: {
  running: boolean;
  onToggle: () => void;
  className: string;
}) {
  const t = useMessages(messages);
  return (
    <button
      type="button"
      className={className}
      onClick={onToggle}
      data-running={running}
      title={running ? t('pause') : t('play')}
      data-testid="guided-tour-button"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        {running ? <path d="M8 5v14M16 5v14" /> : <path d="M7 4.5v15l12-7.5z" />}
      </svg>
      <span className="visually-hidden">{running ? t('pause') : t('play')}</span>
    </button>
  );
}
