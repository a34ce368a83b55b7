import { useEffect, useId, useRef } from 'react';
import { resolveMediaUrl, type InfoHotspot } from '@tourview/schema';
import { useMessages, type TourText } from '../../lib/i18n/index.js';
import { messages } from './messages.js';
import styles from './tour-viewer.module.css';

/**
 * An info point's title, text and photo in a small non-modal dialog. It takes focus when it
 * opens; Escape or the close button closes it and focus returns to the hotspot.
 */
export function InfoPopover({
  info,
  text,
  cdnBaseUrl,
  onClose,
}: {
  info: InfoHotspot;
  text: TourText;
  cdnBaseUrl: string;
  onClose: () => void;
}) {
  const t = useMessages(messages);
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), [info]);
  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      className={styles.popover}
      data-testid="info-popover"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onClose();
      }}
    >
      <div className={styles.popoverHeader}>
        <h2 id={titleId} className={styles.popoverTitle}>
          {text(info.title)}
        </h2>
        <button
          ref={close}
          type="button"
          className={styles.iconButton}
          onClick={onClose}
          aria-label={t('close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {info.image ? (
        <img
          className={styles.popoverImage}
          src={resolveMediaUrl(cdnBaseUrl, info.image)}
          alt=""
          loading="lazy"
        />
      ) : null}
      <p className={styles.popoverText}>{text(info.text)}</p>
    </div>
  );
}
