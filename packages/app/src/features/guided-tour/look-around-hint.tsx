import { useRef, type RefObject } from 'react';
import type { Viewer } from '@tourview/viewer';
import { useMessages } from '../../lib/i18n/index.js';
import { PlayIcon } from './guided-tour-button.js';
import { messages } from './messages.js';
import { useFirstVisit } from './use-first-visit.js';
import { useHintPlace } from './use-hint-place.js';
import styles from './guided-tour.module.css';

/**
 * The first visit's card: drag to look around, or let the guided tour show the home. A drag
 * goes through it to the view; touching the view, or either button, puts it away for good.
 * It takes a place where it covers no door or info point.
 */
export function LookAroundHint({
  viewer,
  onPlay,
  covers,
}: {
  viewer: Viewer | null;
  onPlay: () => void;
  /** The page's own UI over the view (the details panel, the floor plan), to stay off. */
  covers: readonly RefObject<HTMLElement | null>[];
}) {
  const t = useMessages(messages);
  const { shown, dismiss } = useFirstVisit(viewer);
  const card = useRef<HTMLDivElement>(null);
  const place = useHintPlace(shown ? viewer : null, card, covers);
  if (!shown) return null;
  return (
    <div
      ref={card}
      className={styles.hint}
      style={place ? { left: place.left, top: place.top, transform: 'none' } : undefined}
      data-testid="look-around-hint"
    >
      <p className={styles.hintText}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
          <path d="M4 12h16M4 12l4-4M4 12l4 4M20 12l-4-4M20 12l-4 4" />
        </svg>
        {t('hint')}
      </p>
      <div className={styles.hintActions}>
        <button
          type="button"
          className={styles.play}
          onClick={() => {
            dismiss();
            onPlay();
          }}
        >
          <PlayIcon running={false} />
          {t('play')}
        </button>
        <button type="button" className={styles.dismiss} onClick={dismiss}>
          {t('gotIt')}
        </button>
      </div>
    </div>
  );
}
