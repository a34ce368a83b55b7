import type { ReactNode } from 'react';
import { PageHeading } from './page-heading.js';

/** The centred card of the screens before sign-in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth">
      <div className="auth-card">
        <p className="brand">Tourview studio</p>
        <PageHeading>{title}</PageHeading>
        {children}
      </div>
    </main>
  );
}
