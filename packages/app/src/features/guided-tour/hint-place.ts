/** A box in CSS px, from the top-left corner of the view. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the card's top-left corner goes, in CSS px from the view's top-left corner. */
export interface Place {
  left: number;
  top: number;
}

/** What lies along the view's edges (the top bar, two rows on a narrow desktop; the room strip). */
const EDGE = { top: 112, bottom: 88, side: 12 };
/** Between the card and the middle of the view, where the drag starts. */
const GAP = 8;

function overlaps(a: Rect, b: Rect): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  );
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(Math.max(min, max), value));
}

/**
 * Where the first visit's card covers none of `avoid` (the hotspots on screen): just above the
 * middle of the view if it is free, else below it, beside it, or near the top or the bottom,
 * always clear of the view's edges. Where every place covers one, just above the middle.
 */
export function hintPlace(
  view: { width: number; height: number },
  card: { width: number; height: number },
  avoid: readonly Rect[],
): Place {
  const { width: w, height: h } = card;
  const middle = { left: (view.width - w) / 2, top: (view.height - h) / 2 };
  const candidates: Place[] = [
    { left: middle.left, top: view.height / 2 - GAP - h },
    { left: middle.left, top: view.height / 2 + GAP },
    { left: EDGE.side, top: middle.top },
    { left: view.width - EDGE.side - w, top: middle.top },
    { left: middle.left, top: EDGE.top },
    { left: middle.left, top: view.height - EDGE.bottom - h },
  ].map((place) => ({
    left: clamp(place.left, EDGE.side, view.width - EDGE.side - w),
    top: clamp(place.top, EDGE.top, view.height - EDGE.bottom - h),
  }));
  const free = candidates.find(
    (place) => !avoid.some((rect) => overlaps({ ...place, width: w, height: h }, rect)),
  );
  return free ?? candidates[0] ?? middle;
}
