import type { RefObject } from 'react';
import type { Viewer } from '@tourview/viewer';
import { useMessages } from '../../lib/i18n/index.js';
import { LookAroundHint } from './look-around-hint.js';
import { messages } from './messages.js';
import { roomSeconds } from './pace.js';
import { useDoorDirection } from './use-door-direction.js';
import type { GuidedTour } from './use-guided-tour.js';
import { useSharpening } from './use-sharpening.js';
import styles from './guided-tour.module.css';

/** What the guide over the view needs from the screen. */
export interface TourGuideProps {
  viewer: Viewer | null;
  sceneId: string;
  /** The current room's doors (their yaw). */
  doors: readonly { yaw: number }[];
  guided: GuidedTour;
  /** The page's own UI over the view (the details panel, the floor plan), which the hint stays off. */
  covers: readonly RefObject<HTMLElement | null>[];
}

/**
 * Short words over the view that keep a visitor going: the first visit's hint, how to
 * resume a paused guided tour, which way the doors are, and that a blurry room is still
 * loading. Each line is a live status, so screen readers hear it too.
 */
export function TourGuide({ viewer, sceneId, doors, guided, covers }: TourGuideProps) {
  const t = useMessages(messages);
  const direction = useDoorDirection(viewer, doors);
  const sharpening = useSharpening(viewer, sceneId);
  const tourLine =
    guided.state === 'paused'
      ? t('paused')
      : guided.running && guided.still
        ? t('still', { seconds: roomSeconds() })
        : '';
  // While the tour walks on by itself, where the doors are is its business.
  const doorLine = guided.running || !direction ? '' : t(direction === 'left' ? 'doorsLeft' : 'doorsRight');
  return (
    <>
      <LookAroundHint viewer={viewer} onPlay={guided.toggle} covers={covers} />
      <div className={styles.lines}>
        <Line testId="guided-tour-status" text={tourLine} />
        <Line testId="door-hint" text={doorLine} arrow={guided.running ? null : direction} />
        <Line testId="sharpening-status" text={sharpening ? t('sharpening') : ''} />
      </div>
    </>
  );
}

function Line({
  testId,
  text,
  arrow = null,
}: {
  testId: string;
  text: string;
  arrow?: 'left' | 'right' | null;
}) {
  return (
    // Always there, empty when quiet: a live region must exist before its words change.
    <p role="status" className={styles.line} data-testid={testId} data-empty={!text}>
      {arrow === 'left' ? <span aria-hidden="true">← </span> : null}
      {text}
      {arrow === 'right' ? <span aria-hidden="true"> →</span> : null}
    </p>
  );
}
