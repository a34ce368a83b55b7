import { createBeaconSender, type SendBeacon } from './beacon-sender.js';
import type { Engagement } from './engagement.js';
import { allowedBeacon } from './tracking-allowed.js';

/**
 * Sends what waits in the front before the full sender has started: a visitor who leaves
 * within the first seconds (a bounce), or whose sender failed to load, still made a visit.
 * With `end`, the page goes (or the tour is left) and the visit ends first; without, the page
 * is only hidden, which on a phone may be the last the page hears before it is discarded.
 */
export function sendWaiting(
  front: Engagement,
  { end = true, send }: { end?: boolean; send?: SendBeacon } = {},
): void {
  const beacon = allowedBeacon(send);
  if (!beacon) return front.disable();
  if (end) front.end();
  const sender = createBeaconSender(beacon);
  front.drain(sender.push);
  sender.flush();
}
