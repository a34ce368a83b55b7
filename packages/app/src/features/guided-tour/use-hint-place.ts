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
 * Where the first visit's card goes so that it covers no door or info point: measured when it
 * shows, and again once the engine has drawn a changed view (the hotspots move with it) or
 * the view changes size. Null until measured: the card's own style places it meanwhile.
 */
export function useHintPlace(viewer: Viewer | null, card: RefObject<HTMLElement | null>): Place | null {
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
        setPlace(hintPlace(origin, size, hotspotsIn(view, origin)));
      });
    };
    measure();
    const stop = viewer.on('view-change', measure);
    const observer = new ResizeObserver(measure);
    observer.observe(view);
    return () => {
      cancelAnimationFrame(frame);
      stop();
      observer.disconnect();
    };
  }, [viewer, card]);
  return place;
}
