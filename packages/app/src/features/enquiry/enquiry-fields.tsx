import { CONTACT_TIMES } from '@tourview/schema';
import type { InputHTMLAttributes } from 'react';
import { describedBy, Field, FieldError } from './field.js';
import styles from './enquiry.module.css';

type ContactTime = (typeof CONTACT_TIMES)[number];

type TextProps = {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  /** A hint shared with other fields, read with this one. */
  hint?: string;
  multiline?: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'maxLength'>;

/** A labelled text input (or text area) with its error. */
export function TextField({ id, label, error, value, onChange, hint, multiline, ...input }: TextProps) {
  const common = {
    id,
    className: styles.input,
    value,
    maxLength: input.maxLength,
    ...describedBy(id, error, hint),
  };
  return (
    <Field id={id} label={label} error={error}>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={input.type}
          autoComplete={input.autoComplete}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** When the visitor would like to be contacted. */
export function ContactTimeField({
  id,
  label,
  value,
  onChange,
  nameOf,
}: {
  id: string;
  label: string;
  value: ContactTime | undefined;
  onChange: (value: ContactTime | undefined) => void;
  nameOf: (time: ContactTime) => string;
}) {
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className={styles.input}
        value={value ?? 'any'}
        onChange={(e) => onChange(CONTACT_TIMES.find((c) => c === e.target.value))}
      >
        {CONTACT_TIMES.map((time) => (
          <option key={time} value={time}>
            {nameOf(time)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The consent the enquiry needs, with its error. */
export function ConsentField({
  id,
  label,
  error,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  error: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={styles.consent} data-invalid={error ? 'true' : undefined}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        {...describedBy(id, error)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={id} error={error} />
    </div>
  );
}
