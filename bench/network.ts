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
  /** CDP monotonic clock, seconds: when the request was sent, its answer began and it finished. */
  sentAt: number;
  respondedAt: number;
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
  const meta = new Map<string, { url: string; type: string; mimeType: string; respondedAt: number }>();
  const sent = new Map<string, number>();
  const transfers: Transfer[] = [];
  let documentSentAt: number | undefined;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document' && documentSentAt === undefined) documentSentAt = e.timestamp;
    if (!sent.has(e.requestId)) sent.set(e.requestId, e.timestamp);
  });
  cdp.on('Network.responseReceived', (e) =>
    meta.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      mimeType: e.response.mimeType,
      respondedAt: e.timestamp,
    }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const m = meta.get(e.requestId);
    const sentAt = sent.get(e.requestId) ?? m?.respondedAt ?? e.timestamp;
    if (m) transfers.push({ ...m, bytes: e.encodedDataLength, sentAt, finishedAt: e.timestamp });
  });
  return { cdp, transfers, documentSentAt: () => documentSentAt };
}

/**
 * A visit's network timeline up to `untilMs` (ms from the document's request), one line per
 * response in the order they finished: "sent→answered→finished ms, bytes, file", then the mark.
 */
export function timeline(
  transfers: readonly Transfer[],
  startedAt: number,
  untilMs: number,
  mark: string,
): string {
  const ms = (at: number) => Math.round((at - startedAt) * 1000);
  const lines = transfers
    .filter((t) => ms(t.finishedAt) <= untilMs + 1)
    .sort((a, b) => a.finishedAt - b.finishedAt)
    .map((t) => {
      const name = t.url.startsWith('data:') ? 'data:' : (new URL(t.url).pathname.split('/').pop() ?? t.url);
      return `${ms(t.sentAt)}→${ms(t.respondedAt)}→${ms(t.finishedAt)} ms ${t.bytes} B ${name || '/'}`;
    });
  return [...lines, `${Math.round(untilMs)} ms ${mark}`].join('; ');
}
