import { createBeaconSender, type SendBeacon } from './beacon-sender.js';
import type { Engagement } from './engagement.js';
import { allowedBeacon } from './tracking-allowed.js';

/**
 * Ends the visit and sends what waits in the front, for a page that hides (or a tour that is
 * left) before the full sender has started: a visitor who leaves within the first seconds (a
 * bounce), or whose sender failed to load, still made a visit.
 */
export function sendWaiting(front: Engagement, send?: SendBeacon): void {
  const beacon = allowedBeacon(send);
  if (!beacon) return front.disable();
  front.end();
  const sender = createBeaconSender(beacon);
  front.drain(sender.push);
  sender.flush();
}
