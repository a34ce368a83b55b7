import { useId, type InputHTMLAttributes } from 'react';

/** The attributes that tie an input to its hint and its error, and mark it invalid. */
export function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { ...(ids ? { 'aria-describedby': ids } : {}), ...(error ? { 'aria-invalid': true } : {}) };
}

/** A field's hint and its error, in the order they are read. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      ) : null}
    </>
  );
}

/** A labelled text input; the hint and the error, when given, are read with it. */
export function Field({
  label,
  hint,
  error,
  ...input
}: { label: string; hint?: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const id = input.id ?? generated;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input {...input} id={id} {...describedBy(id, hint, error)} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
