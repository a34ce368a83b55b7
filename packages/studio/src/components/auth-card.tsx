import type { ReactNode } from 'react';
import { PageHeading } from './page-heading.js';
import styles from './auth-card.module.css';

/** The centred card of the screens before sign-in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <p className="brand">Tourview studio</p>
        <PageHeading>{title}</PageHeading>
        {children}
      </div>
    </main>
  );
}
