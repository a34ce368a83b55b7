import { isEmbedSearch } from '@tourview/schema';
import type { Insets } from '@tourview/viewer';

/** Phones held upright. */
const PHONE_QUERY = '(max-width: 600px)';

/** Phones held sideways: a compact room strip and the plan behind a button. */
const LANDSCAPE_PHONE_QUERY = '(max-height: 500px) and (orientation: landscape)';

/** Phones either way up: the top bar keeps its rarer tools in a menu, so it stays one row. */
export const COMPACT_TOOLS_QUERY = `${PHONE_QUERY}, ${LANDSCAPE_PHONE_QUERY}`;

/** Screens wide enough for the details panel beside the view, open from the start. */
export const WIDE_QUERY = '(min-width: 1024px)';

/** The details panel's width beside the view, in CSS px (the tour screen's `--panel-width`). */
export const PANEL_WIDTH_PX = 384;

function matches(query: string): boolean {
  return window.matchMedia?.(query).matches ?? false;
}

/** Whether the details panel is open when the tour screen first shows: beside a wide view, never embedded. */
export function panelOpenAtStart(search: string): boolean {
  return !isEmbedSearch(search) && matches(WIDE_QUERY);
}

/**
 * What the details panel will cover of the view when the screen first shows. The page's first
 * script gives the engine these before its first frame, so the view does not move aside once
 * the app's panel appears.
 */
export function startInsets(search: string): Partial<Insets> {
  return panelOpenAtStart(search) ? { right: PANEL_WIDTH_PX } : {};
}

/** Whether a small screen starts with the floor plan folded away. */
export function planFoldedAtStart(): boolean {
  return matches(COMPACT_TOOLS_QUERY);
}
