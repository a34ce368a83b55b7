import type { Tour } from '@tourview/schema';
import type { TourSummary } from '@tourview/storage';
import { TourError } from '../errors.js';
import type { StorageLocation } from '../import/import-tour.js';
import { removeTourMedia } from '../import/builds.js';
import { withStorage } from './storage-session.js';

/** Every published tour, newest first. */
export function listTours(location: StorageLocation): Promise<TourSummary[]> {
  return withStorage(location, (storage) => storage.listTours());
}

/** The record of one tour; throws `tour_not_found` when there is none. */
export function showTour(location: StorageLocation, code: string): Promise<Tour> {
  return withStorage(location, async (storage) => {
    const stored = await storage.getTour(code);
    if (!stored) throw notFound(code);
    return stored.tour;
  });
}

/**
 * The record of one tour with its unbranded code, the second code listing services get: its
 * page and API show no agent or branding. Throws `tour_not_found` when there is no such tour.
 */
export function showTourWithUnbrandedCode(
  location: StorageLocation,
  code: string,
): Promise<{ tour: Tour; unbrandedCode: string | null }> {
  return withStorage(location, async (storage) => {
    const [stored, unbrandedCode] = await Promise.all([
      storage.getTour(code),
      storage.getUnbrandedCode(code),
    ]);
    if (!stored) throw notFound(code);
    return { tour: stored.tour, unbrandedCode };
  });
}

/**
 * Removes a tour: first the record (from then on nothing serves it), then its media. A kill in
 * between leaves only unreferenced files, which the next import of that code clears.
 */
export async function removeTour(location: StorageLocation, code: string): Promise<void> {
  await withStorage(location, async (storage) => {
    if (!(await storage.removeTour(code))) throw notFound(code);
  });
  await removeTourMedia(location, code);
}

function notFound(code: string): TourError {
  return new TourError('tour_not_found', `No tour has code "${code}".`);
}
