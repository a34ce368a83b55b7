/**
 * How much the engine fetches, from what the browser says of the network:
 * - `economy` (Save-Data, or 3g and slower): only the tiles of the level the view needs;
 * - `normal`: those, after the next lower level's few tiles, so the picture sharpens in steps;
 * - `generous` (4g and at least {@link FAST_DOWNLINK_MBPS}): also, once the view is sharp, the
 *   tiles just beyond its edges, so a small turn finds them ready.
 */
export type FetchMode = 'economy' | 'normal' | 'generous';

/** The Network Information API's part the engine reads (Chromium only; absent elsewhere). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
  /** Estimated bandwidth in Mbit/s. */
  downlink?: number;
}

/** A downlink this fast fetches a 512 px tile in about a tenth of a second. */
const FAST_DOWNLINK_MBPS = 5;
const SLOW_TYPES = new Set(['slow-2g', '2g', '3g']);

/** The fetch mode for a connection; an unknown network is `normal`, never `generous`. */
export function fetchModeOf(connection: ConnectionInfo | undefined): FetchMode {
  if (!connection) return 'normal';
  if (connection.saveData === true || SLOW_TYPES.has(connection.effectiveType ?? '')) return 'economy';
  const fast = connection.effectiveType === '4g' && (connection.downlink ?? 0) >= FAST_DOWNLINK_MBPS;
  return fast ? 'generous' : 'normal';
}

/** The fetch mode for this browser's network now. */
export function currentFetchMode(): FetchMode {
  return fetchModeOf((navigator as Navigator & { connection?: ConnectionInfo }).connection);
}
