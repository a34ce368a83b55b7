import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './confirm-panel.module.css';

/**
 * A question before a change that takes things away: its title, what goes with it in a list of
 * sentences, and a confirming and a cancelling button. It takes focus on its cancel button, so
 * Enter never confirms by accident, and Escape cancels. Undo takes the change back afterwards.
 */
export function ConfirmPanel({
  title,
  intro,
  lines,
  children,
  confirm,
  cancel = 'Cancel',
  danger = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  /** The sentence before the list, or in its place when nothing goes with the change. */
  intro: string;
  lines: readonly string[];
  /** What stays, after the list. */
  children?: ReactNode;
  confirm: string;
  cancel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-what`}
      className={`${styles.panel} ${danger ? styles.danger : ''}`}
      data-testid="confirm-panel"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onCancel();
      }}
    >
      <p id={`${id}-title`} className={styles.title}>
        {title}
      </p>
      <div id={`${id}-what`}>
        <p>{intro}</p>
        {lines.length > 0 ? (
          <ul className={styles.lines}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {children}
      </div>
      <div className="actions">
        <button type="button" className={danger ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" ref={keep} onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </div>
  );
}
