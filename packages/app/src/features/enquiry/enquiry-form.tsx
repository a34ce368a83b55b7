import { useId, useRef, useState, type FormEvent } from 'react';
import { ENQUIRY_LIMITS, type EnquiryFields, type Tour } from '@tourview/schema';
import { buttonClass } from '../../components/button-styles.js';
import { useMessages } from '../../lib/i18n/index.js';
import { ConsentField, ContactTimeField, TextField } from './enquiry-fields.js';
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

  const text = (name: 'name' | 'email' | 'phone' | 'message') => ({
    id: fid(name),
    label: t(name),
    error: errorOf(name),
    value: draft[name],
    onChange: (value: string) => set(name, value),
    maxLength: ENQUIRY_LIMITS[name],
  });

  return (
    <form ref={form} className={styles.form} noValidate onSubmit={submit} aria-busy={sending}>
      <TextField {...text('name')} autoComplete="name" />
      <p id={contactHint} className={styles.hint}>
        {t('emailOrPhone')}
      </p>
      <div className={styles.row}>
        <TextField {...text('email')} type="email" autoComplete="email" hint={contactHint} />
        <TextField {...text('phone')} type="tel" autoComplete="tel" hint={contactHint} />
      </div>
      <TextField {...text('message')} multiline />
      <ContactTimeField
        id={fid('preferredContactTime')}
        label={t('time')}
        value={draft.preferredContactTime}
        onChange={(time) => set('preferredContactTime', time)}
        nameOf={(time) => t(`time_${time}`)}
      />
      <ConsentField
        id={fid('consent')}
        label={t('consent')}
        error={errorOf('consent')}
        checked={draft.consent}
        onChange={(checked) => set('consent', checked)}
      />
      <SubmitAlert tour={tour} state={state} draft={draft} formInvalid={Object.keys(errors).length > 0} />
      <button type="submit" className={buttonClass()} aria-disabled={sending} data-testid="enquiry-submit">
        {sending ? t('sending') : t('send')}
      </button>
      <p className={styles.note}>{t('recaptchaNote')}</p>
    </form>
  );
}
