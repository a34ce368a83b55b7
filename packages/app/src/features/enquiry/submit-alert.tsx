import type { Tour } from '@tourview/schema';
import { buttonClass } from '../../components/button-styles.js';
import { mailtoHref, telHref } from '../../lib/contact-links.js';
import { useMessages, useTourText } from '../../lib/i18n/index.js';
import { fallbackMailto } from './fallback-mail.js';
import { messages } from './messages.js';
import { cannotSend } from './submit-error.js';
import type { SubmitState } from './use-enquiry-submit.js';
import type { EnquiryDraft } from './validate.js';
import styles from './enquiry.module.css';

/**
 * The form's alert: what to fix, or why sending failed. When the visitor cannot fix it
 * (offline, reCAPTCHA blocked, server down), the agent's phone and email and a ready email
 * with the typed enquiry are offered right there, so the way to the agent is never lost.
 */
export function SubmitAlert({
  tour,
  state,
  draft,
  formInvalid,
}: {
  tour: Tour;
  state: SubmitState;
  draft: EnquiryDraft;
  formInvalid: boolean;
}) {
  const t = useMessages(messages);
  const failed = state.status === 'failed';
  return (
    <div role="alert" className={styles.alert} data-testid="enquiry-alert">
      {failed && cannotSend(state.error) ? (
        <>
          <p className={styles.alertTitle}>{t('cannotSend')}</p>
          <p>{t(`error_${state.error}`)}</p>
          <Contact tour={tour} draft={draft} />
        </>
      ) : null}
      {failed && !cannotSend(state.error) ? t(`error_${state.error}`) : null}
      {!failed && formInvalid ? t('fixFields') : null}
    </div>
  );
}

function Contact({ tour, draft }: { tour: Tour; draft: EnquiryDraft }) {
  const t = useMessages(messages);
  const { name, phone, email } = tour.property.agent;
  const text = useTourText(tour);
  const mail = fallbackMailto(tour, draft, t, text);
  if (!phone && !email) return <p data-testid="enquiry-fallback">{t('noContact', { agent: name })}</p>;
  return (
    <div className={styles.fallback} data-testid="enquiry-fallback">
      <p>{t('reachDirectly', { agent: name })}</p>
      <ul className={styles.contacts}>
        {phone ? (
          <li>
            <a href={telHref(phone)} aria-label={t('callAgent', { phone })}>
              {phone}
            </a>
          </li>
        ) : null}
        {email ? (
          <li>
            <a href={mailtoHref(email)} aria-label={t('emailAgent', { email })}>
              {email}
            </a>
          </li>
        ) : null}
      </ul>
      {mail ? (
        <a className={buttonClass('secondary')} href={mail} data-testid="enquiry-mailto">
          {t('sendByEmail')}
        </a>
      ) : null}
    </div>
  );
}
