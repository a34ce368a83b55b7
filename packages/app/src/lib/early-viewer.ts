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
 * Where the one viewer on offer waits: a slot of the page's global object, under a key both
 * copies of this module find. The tour page's first script is built on its own and inlined in
 * the page (boot/tour-boot.ts), so it and the app each have their own copy of this module and
 * of the engine; the offer lives at most as long as the page.
 */
const SLOT = Symbol.for('tourview.early-viewer');

type Slot = { [SLOT]?: EarlyViewer | null };

function offered(): EarlyViewer | null {
  return (globalThis as Slot)[SLOT] ?? null;
}

function setOffered(early: EarlyViewer | null): void {
  (globalThis as Slot)[SLOT] = early;
}

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
  setOffered(early);
}

/** True while a viewer the tour page started waits for the app (its panorama is on screen). */
export function hasEarlyViewer(): boolean {
  return offered() !== null;
}

/** Takes the early viewer when it shows this tour; any other is released. */
export function takeEarlyViewer(tourCode: string): EarlyViewer | null {
  const early = offered();
  setOffered(null);
  if (early?.tourCode === tourCode) return early;
  if (early) destroyEarlyViewer(early);
  return null;
}

/** Frees an early viewer nobody took (the visitor went elsewhere before the app started). */
export function releaseEarlyViewer(): void {
  const early = offered();
  if (early) destroyEarlyViewer(early);
  setOffered(null);
}

function destroyEarlyViewer(early: EarlyViewer): void {
  early.viewer.destroy();
  early.host.remove();
}
