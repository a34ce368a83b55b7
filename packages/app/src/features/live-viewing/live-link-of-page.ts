import { liveSecretOfFragment } from '@tourview/schema';
import { readItem, removeItem, writeItem } from '../../lib/safe-storage.js';

/** A viewing's role and secret, as the page was opened with them. */
export type LiveLink = { role: 'host' | 'guest'; secret: string };

const keyOf = (tourCode: string) => `tourview:live:${tourCode}`;

/**
 * The viewing this page takes part in: from the address fragment, which is then removed from
 * the address (a shared view's link must not carry the secret along), or from this tab's
 * session, so that reloading the page rejoins.
 */
export function liveLinkOfPage(tourCode: string): LiveLink | null {
  const fromAddress = liveSecretOfFragment(window.location.hash);
  if (fromAddress) {
    writeItem(keyOf(tourCode), JSON.stringify(fromAddress), 'session');
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    return fromAddress;
  }
  const kept = readItem(keyOf(tourCode), 'session');
  return kept ? (JSON.parse(kept) as LiveLink) : null;
}

/** Forgets the tab's viewing once it ended or its link was refused. */
export function forgetLiveLink(tourCode: string): void {
  removeItem(keyOf(tourCode), 'session');
}
