import type { ReactNode } from 'react';
import styles from './enquiry.module.css';

/** A labelled form control with its error, wired for screen readers. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A control's error in words, which `describedBy` ties to the control. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/** The ARIA attributes that tie a control to its error and any shared hint. */
export function describedBy(id: string, error: string | undefined, hintId?: string) {
  const ids = [hintId ?? '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}
