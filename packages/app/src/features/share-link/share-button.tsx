import { useEffect, useState } from 'react';
import { useMessages } from '../../lib/i18n/index.js';
import { messages } from './messages.js';
import styles from './share-link.module.css';

type Outcome = { kind: 'copied' } | { kind: 'manual'; url: string } | null;

/**
 * Shares the current address, which always holds the scene and view: the Web Share sheet
 * where the browser has one, else the clipboard, else the link shown to copy by hand.
 * `className` styles the button like the screen's other tools.
 */
export function ShareButton({ title, className }: { title: string; className: string }) {
  const t = useMessages(messages);
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), 6000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      // A dismissed share sheet rejects; there is nothing to report then.
      return navigator.share({ title: t('shareTitle', { title }), url }).catch(() => undefined);
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ kind: 'copied' });
    } catch {
      setOutcome({ kind: 'manual', url });
    }
  };

  return (
    <div className={styles.wrap}>
      <button type="button" className={className} onClick={() => void share()} data-testid="share-button">
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        <span className="visually-hidden">{t('share')}</span>
      </button>
      <div role="status" className={styles.toastHost}>
        {outcome ? (
          <p className={styles.toast} data-testid="share-status">
            {outcome.kind === 'copied' ? t('copied') : t('copyFailed', { url: outcome.url })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
