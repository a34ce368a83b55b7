import { useEffect, useState, type RefObject } from 'react';
import type { Viewer } from '@tourview/viewer';
import { hintPlace, type Place, type Rect } from './hint-place.js';

/** The boxes of the hotspots on screen, from the view's top-left corner. */
function hotspotsIn(view: HTMLElement, origin: DOMRect): Rect[] {
  return [...view.querySelectorAll('[data-hotspot]')]
    .map((el) => el.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0)
    .map((box) => ({
      left: box.left - origin.left,
      top: box.top - origin.top,
      width: box.width,
      height: box.height,
    }));
}

/**
 * The part of the view the card may use and what it must not cover besides the hotspots: a
 * cover as tall as the view along its right side (the details panel) takes that side away;
 * any other (the floor plan) is one more box to stay off.
 */
function roomBeside(covers: readonly RefObject<HTMLElement | null>[], origin: DOMRect) {
  let width = origin.width;
  const avoid: Rect[] = [];
  for (const cover of covers) {
    const box = cover.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) continue;
    const fullHeight = box.top <= origin.top + 1 && box.bottom >= origin.bottom - 1;
    if (fullHeight && box.right >= origin.right - 1) width = Math.min(width, box.left - origin.left);
    else
      avoid.push({
        left: box.left - origin.left,
        top: box.top - origin.top,
        width: box.width,
        height: box.height,
      });
  }
  return { view: { width, height: origin.height }, avoid };
}

/**
 * Where the first visit's card goes so that it covers no door or info point and stays off
 * the page's own `covers` (the details panel, the floor plan): measured when it shows, and
 * again once the engine has drawn a changed view (the hotspots move with it) or the view or a
 * cover changes size. Null until measured: the card's own style places it meanwhile.
 */
export function useHintPlace(
  viewer: Viewer | null,
  card: RefObject<HTMLElement | null>,
  covers: readonly RefObject<HTMLElement | null>[],
): Place | null {
  const [place, setPlace] = useState<Place | null>(null);
  useEffect(() => {
    const el = card.current;
    const view = el?.offsetParent;
    if (!viewer || !el || !(view instanceof HTMLElement)) return;
    let frame = 0;
    // The engine moves the hotspots when it draws, so they are measured in the frame after.
    const measure = (): void => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const origin = view.getBoundingClientRect();
        const size = { width: el.offsetWidth, height: el.offsetHeight };
        const room = roomBeside(covers, origin);
        setPlace(hintPlace(room.view, size, [...hotspotsIn(view, origin), ...room.avoid]));
      });
    };
    measure();
    const stop = viewer.on('view-change', measure);
    const observer = new ResizeObserver(measure);
    observer.observe(view);
    for (const cover of covers) if (cover.current) observer.observe(cover.current);
    return () => {
      cancelAnimationFrame(frame);
      stop();
      observer.disconnect();
    };
  }, [viewer, card, covers]);
  return place;
}
