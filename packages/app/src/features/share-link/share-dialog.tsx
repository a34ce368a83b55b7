import { useEffect, useId, useRef, useState } from 'react';
import { engagement } from '../../lib/engagement/index.js';
import dialogStyles from '../../components/dialog.module.css';
import { useMessages } from '../../lib/i18n/index.js';
import { CopyField } from './copy-field.js';
import { EmbedPanel } from './embed-panel.js';
import { messages } from './messages.js';
import { ShareTabs } from './share-tabs.js';
import styles from './share-link.module.css';

/** What the share dialog shows: the view's public address when it opened, and who may embed it. */
export interface ShareDialogProps {
  url: string;
  title: string;
  /** The sites that may frame embed pages (`['*']`: every site). */
  embedOrigins: readonly string[];
  onClose: () => void;
}

/**
 * The share dialog: the link of the current view, and the `<iframe>` snippet that embeds it in
 * another page.
 */
export function ShareDialog({ url, title, embedOrigins, onClose }: ShareDialogProps) {
  const t = useMessages(messages);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [tab, setTab] = useState('link');
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
      onClose={onClose}
      data-testid="share-dialog"
    >
      <div className={`${dialogStyles.header} ${styles.header}`}>
        <h2 id={titleId} className={dialogStyles.title}>
          {t('share')}
        </h2>
        {/* Closed as Escape closes it, so the browser gives focus back to what opened it before
            the dialog leaves the page; removed while open, it would leave focus nowhere. */}
        <button
          type="button"
          className={dialogStyles.close}
          onClick={() => dialog.current?.close()}
          aria-label={t('close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <ShareTabs
        label={t('share')}
        selected={tab}
        onSelect={(key) => {
          if (key === 'embed' && tab !== 'embed') engagement.record({ kind: 'embed_opened' });
          setTab(key);
        }}
        tabs={[
          {
            key: 'link',
            label: t('linkTab'),
            panel: (
              <>
                <CopyField label={t('linkLabel')} value={url} />
                {typeof navigator.share === 'function' ? (
                  <button
                    type="button"
                    className={styles.copy}
                    // A dismissed share sheet rejects; there is nothing to report then.
                    onClick={() =>
                      void navigator.share({ title: t('shareTitle', { title }), url }).catch(() => undefined)
                    }
                  >
                    {t('shareSheet')}
                  </button>
                ) : null}
              </>
            ),
          },
          {
            key: 'embed',
            label: t('embedTab'),
            panel: <EmbedPanel url={url} title={title} embedOrigins={embedOrigins} />,
          },
        ]}
      />
    </dialog>
  );
}
