import type { Insets } from '@tourview/viewer';

/** A box in CSS pixels, as `getBoundingClientRect` gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Rounding of layout boxes: an edge this close to the view's edge is on it. */
const SLACK = 1;

/**
 * How much of the view a panel docked along one of its edges covers: a side panel as tall as
 * the view covers its left or right side, a bottom sheet as wide as the view its bottom. A
 * panel docked nowhere, hidden, or covering the whole view leaves no side to centre in, so it
 * sets no inset.
 */
export function coveredInsets(view: Box, panel: Box): Partial<Insets> {
  const near = (a: number, b: number): boolean => Math.abs(a - b) <= SLACK;
  const fullHeight = panel.top <= view.top + SLACK && panel.bottom >= view.bottom - SLACK;
  const fullWidth = panel.left <= view.left + SLACK && panel.right >= view.right - SLACK;
  if (fullHeight && fullWidth) return {};
  if (fullHeight && near(panel.right, view.right)) return { right: view.right - panel.left };
  if (fullHeight && near(panel.left, view.left)) return { left: panel.right - view.left };
  if (fullWidth && near(panel.bottom, view.bottom)) return { bottom: view.bottom - panel.top };
  if (fullWidth && near(panel.top, view.top)) return { top: panel.bottom - view.top };
  return {};
}
