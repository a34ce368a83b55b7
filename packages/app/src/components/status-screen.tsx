import type { ReactNode } from 'react';
import styles from './status-screen.module.css';

/** A full-page message (not found, malformed code, errors) with its ways forward. */
export function StatusScreen({
  title,
  children,
  actions,
  tone = 'neutral',
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'error';
}) {
  return (
    <main className={styles.screen} data-tone={tone}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={styles.body}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </main>
  );
}
