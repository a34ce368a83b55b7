import { useId, type InputHTMLAttributes } from 'react';

/** A labelled text input; the hint, when given, is read with it. */
export function Field({
  label,
  hint,
  ...input
}: { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} {...(hint ? { 'aria-describedby': `${id}-hint` } : {})} />
      {hint ? (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      ) : null}
    </div>
  );
}
