import { useEffect, useId, useRef, useState } from 'react';
import { EMBED_DEFAULT_SIZE, embedIframeHtml, embedUrlOf } from '@tourview/schema';
import { useMessages } from '../../lib/i18n/index.js';
import { CopyField } from './copy-field.js';
import { messages } from './messages.js';
import { ShareTabs } from './share-tabs.js';
import styles from './share-link.module.css';

/**
 * The share dialog: the link of the current view, and the `<iframe>` snippet that embeds it in
 * another page. `url` is the view's absolute address when the dialog opened.
 */
export function ShareDialog({ url, title, onClose }: { url: string; title: string; onClose: () => void }) {
  const t = useMessages(messages);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [tab, setTab] = useState('link');
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const snippet = embedIframeHtml({ src: embedUrlOf(url), title, ...EMBED_DEFAULT_SIZE });
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="share-dialog"
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.heading}>
          {t('share')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <ShareTabs
        label={t('share')}
        selected={tab}
        onSelect={setTab}
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
            panel: <CopyField label={t('embedLabel')} value={snippet} multiline />,
          },
        ]}
      />
    </dialog>
  );
}
