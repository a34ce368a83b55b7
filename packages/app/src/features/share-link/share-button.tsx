import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useConfig } from '../../config/config-context.js';
import { useMessages } from '../../lib/i18n/index.js';
import { engagement } from '../../lib/engagement/index.js';
import { messages } from './messages.js';
import { ShareDialog } from './share-dialog.js';
import { shareUrlOf } from './share-url.js';
import styles from './share-link.module.css';

/**
 * Opens the share dialog for the current view: the page's address, which always holds the scene
 * and view, on the public origin.
 * `className` styles the button like the screen's other tools; `asMenuItem` makes it an item of
 * a menu, its name shown. The dialog lives in the body, so it outlives a menu that closes.
 */
export function ShareButton({
  title,
  className,
  asMenuItem = false,
}: {
  title: string;
  className: string;
  asMenuItem?: boolean;
}) {
  const t = useMessages(messages);
  const { publicOrigin, embedOrigins } = useConfig();
  const [url, setUrl] = useState<string | null>(null);
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={className}
        onClick={() => {
          engagement.record({ kind: 'share_opened' });
          setUrl(shareUrlOf(publicOrigin, window.location));
        }}
        data-testid="share-button"
        {...(asMenuItem && { role: 'menuitem', tabIndex: -1 })}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        <span className={asMenuItem ? undefined : 'visually-hidden'}>{t('share')}</span>
      </button>
      {url === null
        ? null
        : createPortal(
            <ShareDialog url={url} title={title} embedOrigins={embedOrigins} onClose={() => setUrl(null)} />,
            document.body,
          )}
    </div>
  );
}
