import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';

/**
 * Why a beacon is dropped without being counted, or `null` to count it: a bot (by its user
 * agent; none at all counts as one), or a browser asking not to be tracked (Do-Not-Track or
 * Global Privacy Control). The app sends nothing in the second case; this catches other senders.
 */
export function trackingRefused(headers: IncomingHttpHeaders): 'bot' | 'do_not_track' | null {
  const agent = headers['user-agent'];
  if (!agent || isbot(agent)) return 'bot';
  if (headers.dnt === '1' || headers['sec-gpc'] === '1') return 'do_not_track';
  return null;
}
