import { markTimings, type Viewer } from '@tourview/viewer';

/** The User Timing marks of the first room, each set once per page (see {@link markViewTimings}). */
export const VIEW_MARKS = {
  'first-render': 'tourview:first-render',
  'view-half-sharp': 'tourview:view-half-sharp',
  'view-sharp': 'tourview:view-sharp',
} as const;

/** A viewer the tour page started before the app loaded (see boot/tour-boot.ts). */
export interface EarlyViewer {
  viewer: Viewer;
  /** The element the viewer draws into; the app moves it into its own layout. */
  host: HTMLElement;
  tourCode: string;
}

/**
 * The one viewer on offer. Module state on purpose: the boot script and the app are separate
 * entries of one page that share this module and nothing else (the app's React tree does not
 * exist yet when the boot script offers), and the offer lives at most as long as the page.
 */
let offered: EarlyViewer | null = null;

/**
 * Marks, once per page, the first panorama pixels and the first view at half and at full
 * sharpness, for the benchmark and real-user timing; returns the function that stops.
 */
export function markViewTimings(viewer: Viewer): () => void {
  return markTimings(viewer, VIEW_MARKS);
}

/**
 * Hands a running viewer to the app. The app takes it over by asking it for the same scene
 * without a fade (`Viewer.loadScene` joins the load already under way or on screen).
 */
export function offerEarlyViewer(early: EarlyViewer): void {
  releaseEarlyViewer();
  offered = early;
}

/** True while a viewer the tour page started waits for the app (its panorama is on screen). */
export function hasEarlyViewer(): boolean {
  return offered !== null;
}

/** Takes the early viewer when it shows this tour; any other is released. */
export function takeEarlyViewer(tourCode: string): EarlyViewer | null {
  const early = offered;
  offered = null;
  if (early?.tourCode === tourCode) return early;
  if (early) destroyEarlyViewer(early);
  return null;
}

/** Frees an early viewer nobody took (the visitor went elsewhere before the app started). */
export function releaseEarlyViewer(): void {
  if (offered) destroyEarlyViewer(offered);
  offered = null;
}

function destroyEarlyViewer(early: EarlyViewer): void {
  early.viewer.destroy();
  early.host.remove();
}
