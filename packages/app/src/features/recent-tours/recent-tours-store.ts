import { readItem, removeItem, writeItem } from '../../lib/safe-storage.js';

/** A tour the visitor opened on this device. */
export interface RecentTour {
  code: string;
  title?: string;
  openedAt: string;
}

const KEY = 'tourview.recent';
const LIMIT = 8;

function isRecentTour(value: unknown): value is RecentTour {
  const v = value as Partial<RecentTour> | null;
  return typeof v?.code === 'string' && typeof v.openedAt === 'string';
}

/** The remembered tours, newest first; unreadable or refused storage reads as none. */
export function readRecentTours(): RecentTour[] {
  try {
    const parsed: unknown = JSON.parse(readItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentTour).slice(0, LIMIT) : [];
  } catch {
    return [];
  }
}

/**
 * Moves a tour to the front of the list, keeping at most eight. Where storage is full or
 * refused (private mode, a cross-site frame) the list lasts only for this page's life.
 */
export function rememberTour(tour: { code: string; title?: string }, now = new Date()): RecentTour[] {
  const rest = readRecentTours().filter((t) => t.code !== tour.code);
  const next = [{ ...tour, openedAt: now.toISOString() }, ...rest].slice(0, LIMIT);
  writeItem(KEY, JSON.stringify(next));
  return next;
}

/** Forgets every remembered tour. */
export function clearRecentTours(): void {
  removeItem(KEY);
}
