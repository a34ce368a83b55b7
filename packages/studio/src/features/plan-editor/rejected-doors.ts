/**
 * The door proposals an operator rejected, per tour, kept in this browser. A rejection is the
 * operator's judgement of a suggestion, not part of the tour, so it stays out of the draft
 * (and its publish summary); kept here, a reload or another visit does not propose the same
 * door again. A pair of scenes is named in both orders, as a proposal may come either way.
 */
const storageKey = (code: string) => `tourview-studio:rejected-doors:${code}`;

/** The key of the door between two scenes, the same whichever way round. */
export function doorPairKey(a: string, b: string): string {
  return [a, b].sort().join(' ');
}

/** The pair keys rejected for a tour in this browser (none when storage is unreadable). */
export function readRejectedDoors(code: string): Set<string> {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(storageKey(code)) ?? '[]');
    return new Set(Array.isArray(kept) ? kept.filter((k): k is string => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Adds a rejection to the tour's and returns the whole set. */
export function rejectDoor(code: string, rejected: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set([...rejected, key]);
  try {
    localStorage.setItem(storageKey(code), JSON.stringify([...next]));
  } catch {
    // A full or blocked storage only forgets the rejection at the next visit.
  }
  return next;
}
