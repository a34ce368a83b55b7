import type { SendBeacon } from './beacon-sender.js';

/** What the browser says of the visitor's wishes (Global Privacy Control is not in every DOM typing yet). */
interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** False where the visitor asked not to be tracked: Do-Not-Track or Global Privacy Control. */
export function trackingAllowed(navigator: PrivacySignals, win: object = {}): boolean {
  // Older Safari and Edge put the flag on window.
  const dnt = navigator.doNotTrack ?? (win as PrivacySignals).doNotTrack;
  return dnt !== '1' && dnt !== 'yes' && navigator.globalPrivacyControl !== true;
}

/** The page's beacon, or `null` where the visitor asked not to be tracked or the browser has none. */
export function allowedBeacon(send?: SendBeacon): SendBeacon | null {
  if (!trackingAllowed(navigator, window) || typeof navigator.sendBeacon !== 'function') return null;
  return send ?? ((url, body) => navigator.sendBeacon(url, body));
}
