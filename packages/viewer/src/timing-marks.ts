import type { Viewer } from './viewer.js';

/** The engine's events worth a User Timing mark: the first pixels and the view's sharpness. */
export type TimedEvent = 'first-render' | 'view-half-sharp' | 'view-sharp';

/**
 * Sets a User Timing mark the first time each event fires in the page (later scenes and views
 * do not move it), for benchmarks and real-user timing; returns the function that stops.
 */
export function markTimings(
  viewer: Pick<Viewer, 'on'>,
  marks: Partial<Record<TimedEvent, string>>,
): () => void {
  const stops = Object.entries(marks).map(([type, mark]) =>
    viewer.on(type as TimedEvent, () => {
      if (performance.getEntriesByName(mark).length === 0) performance.mark(mark);
    }),
  );
  return () => stops.forEach((stop) => stop());
}
