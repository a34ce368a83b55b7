import { tourPagePath } from './page-contract.js';

/** The address fragment that carries a guest link's token (`/demo#live=…`): never sent to a server. */
export const LIVE_GUEST_FRAGMENT = 'live';
/** The address fragment that carries a host key (`/demo#live-host=…`). */
export const LIVE_HOST_FRAGMENT = 'live-host';

/**
 * A viewing's page: the tour page with the secret in the fragment, which browsers never send
 * to a server, so it stays out of access logs and `Referer` headers.
 */
export function liveViewingUrl(
  origin: string,
  tourCode: string,
  role: 'host' | 'guest',
  secret: string,
): string {
  const fragment = role === 'host' ? LIVE_HOST_FRAGMENT : LIVE_GUEST_FRAGMENT;
  return `${origin}${tourPagePath(tourCode, 'tour')}#${fragment}=${secret}`;
}

/** The role and secret of a viewing's page from its address fragment (`#live=…`), if it has one. */
export function liveSecretOfFragment(hash: string): { role: 'host' | 'guest'; secret: string } | null {
  const pairs = hash
    .replace(/^#/, '')
    .split('&')
    .map((pair) => pair.split('='));
  const value = (name: string) => pairs.find(([key, v]) => key === name && v)?.[1];
  const host = value(LIVE_HOST_FRAGMENT);
  if (host) return { role: 'host', secret: host };
  const guest = value(LIVE_GUEST_FRAGMENT);
  return guest ? { role: 'guest', secret: guest } : null;
}
