import { useId, useRef, useState, type FormEvent } from 'react';
import { CONTACT_TIMES, ENQUIRY_LIMITS, type EnquiryFields, type Tour } from '@tourview/schema';
import { buttonClass } from '../../components/button-styles.js';
import { useMessages } from '../../lib/i18n/index.js';
import { describedBy, Field } from './field.js';
import { messages } from './messages.js';
import { SubmitAlert } from './submit-alert.js';
import type { SubmitState } from './use-enquiry-submit.js';
import { firstInvalidField, validateEnquiry, type EnquiryDraft, type FieldErrors } from './validate.js';
import styles from './enquiry.module.css';

/**
 * The enquiry fields. Validates on submit with the shared schema, moves focus to the first
 * invalid field, and never clears what the visitor typed when sending fails.
 */
export function EnquiryForm({
  tour,
  initial,
  state,
  onSubmit,
}: {
  tour: Tour;
  initial: EnquiryDraft;
  state: SubmitState;
  onSubmit: (fields: EnquiryFields) => void;
}) {
  const t = useMessages(messages);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const sending = state.status === 'sending';
  const shown: FieldErrors = { ...(state.status === 'failed' ? state.fieldErrors : {}), ...errors };
  const set = <K extends keyof EnquiryDraft>(key: K, value: EnquiryDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const errorOf = (key: keyof FieldErrors) => (shown[key] ? t(shown[key]) : undefined);
  const fid = (name: string) => `${id}-${name}`;
  const contactHint = fid('contact-hint');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const result = validateEnquiry(draft);
    if (result.ok) return onSubmit(result.fields);
    setErrors(result.errors);
    const first = firstInvalidField(result.errors);
    if (first) form.current?.querySelector<HTMLElement>(`#${CSS.escape(fid(first))}`)?.focus();
  };

  return (
    <form ref={form} className={styles.form} noValidate onSubmit={submit} aria-busy={sending}>
      <Field id={fid('name')} label={t('name')} error={errorOf('name')}>
        <input
          id={fid('name')}
          className={styles.input}
          autoComplete="name"
          maxLength={ENQUIRY_LIMITS.name}
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
          {...describedBy(fid('name'), errorOf('name'))}
        />
      </Field>
      <p id={contactHint} className={styles.hint}>
        {t('emailOrPhone')}
      </p>
      <div className={styles.row}>
        <Field id={fid('email')} label={t('email')} error={errorOf('email')}>
          <input
            id={fid('email')}
            className={styles.input}
            type="email"
            autoComplete="email"
            maxLength={ENQUIRY_LIMITS.email}
            value={draft.email}
            onChange={(e) => set('email', e.target.value)}
            {...describedBy(fid('email'), errorOf('email'), contactHint)}
          />
        </Field>
        <Field id={fid('phone')} label={t('phone')} error={errorOf('phone')}>
          <input
            id={fid('phone')}
            className={styles.input}
            type="tel"
            autoComplete="tel"
            maxLength={ENQUIRY_LIMITS.phone}
            value={draft.phone}
            onChange={(e) => set('phone', e.target.value)}
            {...describedBy(fid('phone'), errorOf('phone'), contactHint)}
          />
        </Field>
      </div>
      <Field id={fid('message')} label={t('message')} error={errorOf('message')}>
        <textarea
          id={fid('message')}
          className={styles.input}
          rows={4}
          maxLength={ENQUIRY_LIMITS.message}
          value={draft.message}
          onChange={(e) => set('message', e.target.value)}
          {...describedBy(fid('message'), errorOf('message'))}
        />
      </Field>
      <Field id={fid('preferredContactTime')} label={t('time')}>
        <select
          id={fid('preferredContactTime')}
          className={styles.input}
          value={draft.preferredContactTime ?? 'any'}
          onChange={(e) =>
            set(
              'preferredContactTime',
              CONTACT_TIMES.find((c) => c === e.target.value),
            )
          }
        >
          {CONTACT_TIMES.map((time) => (
            <option key={time} value={time}>
              {t(`time_${time}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className={styles.consent} data-invalid={shown.consent ? 'true' : undefined}>
        <input
          id={fid('consent')}
          type="checkbox"
          checked={draft.consent}
          onChange={(e) => set('consent', e.target.checked)}
          {...describedBy(fid('consent'), errorOf('consent'))}
        />
        <label htmlFor={fid('consent')}>{t('consent')}</label>
        {shown.consent ? (
          <p id={`${fid('consent')}-error`} className={styles.error}>
            {t(shown.consent)}
          </p>
        ) : null}
      </div>
      <SubmitAlert tour={tour} state={state} draft={draft} formInvalid={Object.keys(errors).length > 0} />
      <button type="submit" className={buttonClass()} aria-disabled={sending} data-testid="enquiry-submit">
        {sending ? t('sending') : t('send')}
      </button>
      <p className={styles.note}>{t('recaptchaNote')}</p>
    </form>
  );
}
