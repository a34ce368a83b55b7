import { useEffect, useId, useRef } from 'react';
import type { Tour } from '@tourview/schema';
import { buttonClass } from '../../components/button-styles.js';
import dialogStyles from '../../components/dialog.module.css';
import { useMessages, useTourText } from '../../lib/i18n/index.js';
import { EnquiryForm } from './enquiry-form.js';
import { messages } from './messages.js';
import { useEnquirySubmit } from './use-enquiry-submit.js';
import { useRecaptchaToken } from './use-recaptcha-token.js';
import { EMPTY_DRAFT } from './validate.js';
import styles from './enquiry.module.css';

/** What the enquiry dialog needs. */
export interface EnquiryDialogProps {
  tour: Tour;
  /** The dialog was closed (Escape, the close button, or "Back to the tour"). */
  onClose: () => void;
  /** The server accepted the enquiry (for analytics). */
  onSent?: () => void;
}

/**
 * A modal dialog with the enquiry form. The native `<dialog>` traps focus, closes on Escape
 * and hands focus back to the button that opened it.
 */
export default function EnquiryDialog({ tour, onClose, onSent }: EnquiryDialogProps) {
  const t = useMessages(messages);
  const text = useTourText(tour);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const getToken = useRecaptchaToken();
  const { state, submit } = useEnquirySubmit(tour.code, getToken);
  const agent = tour.property.agent.name;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`${dialogStyles.dialog} ${styles.dialog}`}
      aria-labelledby={titleId}
      data-testid="enquiry-dialog"
      onClose={onClose}
    >
      <div className={`${dialogStyles.header} ${styles.header}`}>
        <h2 id={titleId} className={`${dialogStyles.title} ${styles.title}`}>
          {state.status === 'sent' ? t('sentTitle') : t('heading', { agent })}
        </h2>
        <button type="button" className={dialogStyles.close} onClick={onClose} aria-label={t('close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {state.status === 'sent' ? (
        <div role="status" className={styles.sent} data-testid="enquiry-sent">
          <p>{t('sentBody', { agent })}</p>
          <button type="button" className={buttonClass()} onClick={onClose} autoFocus>
            {t('done')}
          </button>
        </div>
      ) : (
        <>
          <p className={styles.lead}>{t('lead', { title: text(tour.title) })}</p>
          <EnquiryForm
            tour={tour}
            initial={{ ...EMPTY_DRAFT, message: t('defaultMessage') }}
            state={state}
            onSubmit={(fields) => void submit(fields).then((ok) => ok && onSent?.())}
          />
        </>
      )}
    </dialog>
  );
}
