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

/** The remembered tours, newest first; unreadable storage reads as none. */
export function readRecentTours(storage: Pick<Storage, 'getItem'>): RecentTour[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentTour).slice(0, LIMIT) : [];
  } catch {
    return [];
  }
}

/** Moves a tour to the front of the list, keeping at most eight. */
export function rememberTour(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  tour: { code: string; title?: string },
  now = new Date(),
): RecentTour[] {
  const rest = readRecentTours(storage).filter((t) => t.code !== tour.code);
  const next = [{ ...tour, openedAt: now.toISOString() }, ...rest].slice(0, LIMIT);
  try {
    storage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused (private mode): the list is a convenience, not data to keep.
  }
  return next;
}

/** Forgets every remembered tour. */
export function clearRecentTours(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing to clear when storage is refused.
  }
}
