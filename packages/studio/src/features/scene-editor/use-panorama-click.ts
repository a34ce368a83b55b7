import type { Viewer } from '@tourview/viewer';
import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { tidyDirection, type Direction } from './scene-edits.js';

/** A click that moved further than this, in CSS pixels, was a drag to look around. */
const CLICK_SLOP = 5;

/**
 * The panorama's pointer handlers that turn a click (not a drag, not on a marker) into the
 * direction under it, while `active`.
 */
export function usePanoramaClick(viewer: Viewer | null, active: boolean, onPick: (at: Direction) => void) {
  const pressedAt = useRef({ x: 0, y: 0 });
  const onPointerDown = (event: PointerEvent) => {
    pressedAt.current = { x: event.clientX, y: event.clientY };
  };
  const onClick = (event: MouseEvent) => {
    if (!active || !viewer || !(event.target instanceof HTMLCanvasElement)) return;
    const { x, y } = pressedAt.current;
    if (Math.hypot(event.clientX - x, event.clientY - y) > CLICK_SLOP) return;
    const at = viewer.pick(event.clientX, event.clientY);
    if (at) onPick(tidyDirection(at));
  };
  return { onPointerDown, onClick };
}
