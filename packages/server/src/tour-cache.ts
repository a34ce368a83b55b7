import type { StoredTourJson } from '@tourview/storage';

/** How long a found tour is served from memory before storage is asked again. */
export const TOUR_CACHE_TTL_MS = 1_000;

/** Most tours kept; beyond this the oldest entry goes, so memory stays bounded. */
const MAX_ENTRIES = 500;

/**
 * A one-second memory cache in front of tour lookups, with concurrent lookups of one code
 * sharing a single query. Measured reason: at 100 connections every GET otherwise waits for its
 * own database round trip (bench/api.ts). A re-imported or removed tour shows within a second;
 * unknown codes are never cached, so a new tour is visible at once.
 */
export function createTourCache(
  load: (code: string) => Promise<StoredTourJson | null>,
  ttlMs = TOUR_CACHE_TTL_MS,
  now: () => number = Date.now,
): (code: string) => Promise<StoredTourJson | null> {
  const entries = new Map<string, { tour: StoredTourJson; until: number }>();
  const pending = new Map<string, Promise<StoredTourJson | null>>();

  async function fetchAndKeep(code: string): Promise<StoredTourJson | null> {
    try {
      const tour = await load(code);
      entries.delete(code);
      if (tour) entries.set(code, { tour, until: now() + ttlMs });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
      return tour;
    } finally {
      pending.delete(code);
    }
  }

  return (code) => {
    const hit = entries.get(code);
    if (hit && hit.until > now()) return Promise.resolve(hit.tour);
    const inFlight = pending.get(code);
    if (inFlight) return inFlight;
    const lookup = fetchAndKeep(code);
    pending.set(code, lookup);
    return lookup;
  };
}
