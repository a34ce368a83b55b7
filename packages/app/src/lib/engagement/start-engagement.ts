import { lookCell } from '@tourview/schema';
import { BEACON_INTERVAL_MS, createBeaconSender, type SendBeacon } from './beacon-sender.js';
import type { Engagement } from './engagement.js';
import { allowedBeacon } from './tracking-allowed.js';

/** How often the view's direction is sampled while a room is shown. */
export const LOOK_SAMPLE_MS = 1000;

/**
 * Connects the front to a beacon sender, samples where the visitor looks once a second while the
 * page is visible, and sends what is left when the page hides. Where the visitor asked not to be
 * tracked it disables the front instead: nothing is sent, nothing is stored, no timer runs.
 * Returns the function that stops it all.
 */
export function startEngagement(front: Engagement, send?: SendBeacon): () => void {
  const beacon = allowedBeacon(send);
  if (!beacon) {
    front.disable();
    return () => undefined;
  }
  const sender = createBeaconSender(beacon);
  front.connect(sender.push);
  const sample = () => {
    const view = front.room && document.visibilityState === 'visible' ? front.view() : null;
    if (view && front.room)
      front.record({ kind: 'look', room: front.room, ...lookCell(view.yaw, view.pitch) });
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') sender.flush();
  };
  const onPageHide = () => {
    front.end();
    sender.flush();
  };
  const timers = [
    window.setInterval(sample, LOOK_SAMPLE_MS),
    window.setInterval(sender.flush, BEACON_INTERVAL_MS),
  ];
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    for (const timer of timers) window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
    front.end();
    sender.flush();
    front.disconnect();
  };
}
