import type { CDPSession, Page } from 'playwright-core';

/** Chrome DevTools' "Fast 4G" profile as the issues define it: 150 ms, 1.6 Mbit/s down. */
export const FAST_4G = {
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};

/** One finished response, as the network saw it. */
export interface Transfer {
  url: string;
  type: string;
  mimeType: string;
  bytes: number;
  /** CDP monotonic clock, seconds. */
  finishedAt: number;
}

/**
 * Throttles the page's network and records every finished response with its encoded size.
 * A cold visit is a page in a fresh browser context, whose cache starts empty. DevTools'
 * switch that disables the cache is not used for it: it also stops the browser reusing what
 * the page itself preloaded, so the tour page fetched its first preview twice.
 */
export async function recordTransfers(
  page: Page,
): Promise<{ cdp: CDPSession; transfers: Transfer[]; documentSentAt: () => number | undefined }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...FAST_4G });
  const meta = new Map<string, { url: string; type: string; mimeType: string }>();
  const transfers: Transfer[] = [];
  let documentSentAt: number | undefined;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document' && documentSentAt === undefined) documentSentAt = e.timestamp;
  });
  cdp.on('Network.responseReceived', (e) =>
    meta.set(e.requestId, { url: e.response.url, type: e.type, mimeType: e.response.mimeType }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const m = meta.get(e.requestId);
    if (m) transfers.push({ ...m, bytes: e.encodedDataLength, finishedAt: e.timestamp });
  });
  return { cdp, transfers, documentSentAt: () => documentSentAt };
}
