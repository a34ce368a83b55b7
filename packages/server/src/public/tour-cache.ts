import type { StoredTourJson } from '@tourview/storage';
import { tourResponse, type TourResponse } from './tour-response.js';
import { metrics } from '../metrics/metrics-sink.js';

/** How long a found tour is served from memory before storage is asked again. */
export const TOUR_CACHE_TTL_MS = 1_000;

/** Most tours kept; beyond this the oldest entry goes, so memory stays bounded. */
const MAX_ENTRIES = 500;

/**
 * A one-second memory cache in front of tour lookups, with concurrent lookups of one code
 * sharing a single query. Measured reason (bench/api.ts): a lookup costs about 40-70 µs of
 * this process's CPU on SQLite and 120-150 µs on PostgreSQL, as much as or more than the
 * whole cached answer (about 70 µs), so even a version-only query per request would roughly
 * halve throughput.
 * Tours are replaced by the operators' tool from another process, which nothing here hears
 * about: a re-imported or removed tour therefore shows within a second (the time-to-live).
 * Unknown codes are never cached, so a new tour is visible at once. A reload that finds the
 * same version keeps the prepared answer, so its compressed forms are made once per version.
 */
export function createTourCache(
  load: (code: string) => Promise<StoredTourJson | null>,
  ttlMs = TOUR_CACHE_TTL_MS,
  now: () => number = Date.now,
): (code: string) => Promise<TourResponse | null> {
  const entries = new Map<string, { tour: TourResponse; until: number }>();
  const pending = new Map<string, Promise<TourResponse | null>>();

  async function fetchAndKeep(code: string): Promise<TourResponse | null> {
    try {
      const stored = await load(code);
      const previous = entries.get(code)?.tour;
      entries.delete(code);
      if (!stored) return null;
      const tour = previous?.version === stored.version ? previous : tourResponse(stored);
      entries.set(code, { tour, until: now() + ttlMs });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
      return tour;
    } finally {
      pending.delete(code);
    }
  }

  return (code) => {
    const hit = entries.get(code);
    const fresh = hit !== undefined && hit.until > now();
    metrics().cacheLookup('tour', fresh);
    if (fresh) return Promise.resolve(hit.tour);
    const inFlight = pending.get(code);
    if (inFlight) return inFlight;
    const lookup = fetchAndKeep(code);
    pending.set(code, lookup);
    return lookup;
  };
}
