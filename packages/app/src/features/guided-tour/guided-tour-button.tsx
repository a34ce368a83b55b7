import { useMessages } from '../../lib/i18n/index.js';
import { messages } from './messages.js';
import styles from './guided-tour.module.css';

/** The guided tour's play/pause control (WCAG 2.2.2), named on screens wide enough. */
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
      className={`${className} ${styles.toggle ?? ''}`}
      onClick={onToggle}
      data-running={running}
      title={running ? t('pause') : t('play')}
      data-testid="guided-tour-button"
    >
      <PlayIcon running={running} />
      {/* The visible words are part of the spoken name, which says what a press does. */}
      <span className={styles.label} aria-hidden="true">
        {t('label')}
      </span>
      <span className="visually-hidden">{running ? t('pause') : t('play')}</span>
    </button>
  );
}

/** Two bars while it plays, a triangle while it does not. */
export function PlayIcon({ running }: { running: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
      {running ? <path d="M8 5v14M16 5v14" /> : <path d="M7 4.5v15l12-7.5z" />}
    </svg>
  );
}
