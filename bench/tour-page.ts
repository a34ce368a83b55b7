import { join } from 'node:path';
import { launchBrowser } from '../e2e/support/browser.js';
import { isolateFromGoogle } from '../e2e/support/pages.js';
import { ROOT, startStack } from '../e2e/support/stack.js';
import { recordTransfers } from './network.js';

/** The mark the tour screen sets when the first panorama pixels are on screen. */
const FIRST_RENDER_MARK = 'tourview:first-render';

async function measure(
  baseUrl: string,
  cache: 'cold' | 'warm',
  browser: Awaited<ReturnType<typeof launchBrowser>>,
) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
  await isolateFromGoogle(context);
  const page = await context.newPage();
  if (cache === 'warm') {
    await page.goto(`${baseUrl}/demo`);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_RENDER_MARK, {
      timeout: 60000,
    });
  }
  const { transfers, documentSentAt } = await recordTransfers(page, cache);
  await page.goto(`${baseUrl}/demo`, { waitUntil: 'commit' });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_RENDER_MARK, {
    timeout: 60000,
  });
  const firstPixelsMs = await page.evaluate(
    (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? -1,
    FIRST_RENDER_MARK,
  );
  const firstPixelsAt = (documentSentAt() ?? 0) + firstPixelsMs / 1000;
  const before = transfers.filter((t) => t.finishedAt <= firstPixelsAt + 0.001);
  const sum = (list: typeof transfers) => list.reduce((n, t) => n + t.bytes, 0);
  await context.close();
  return {
    [`tour.${cache}.firstPixelsMs`]: Math.round(firstPixelsMs),
    [`tour.${cache}.bytesBeforeFirstPixels`]: sum(before),
    [`tour.${cache}.jsBytesBeforeFirstPixels`]: sum(before.filter((t) => t.type === 'Script')),
    [`tour.${cache}.requestsBeforeFirstPixels`]: before.length,
  };
}

/** First panorama pixels of `/demo` on Fast-4G, cold and warm cache, and what was fetched before. */
export async function runTourPageBench(): Promise<Record<string, number>> {
  const stack = await startStack({ APP_DIST_DIR: join(ROOT, 'packages/app/dist') });
  const browser = await launchBrowser();
  try {
    return {
      ...(await measure(stack.baseUrl, 'cold', browser)),
      ...(await measure(stack.baseUrl, 'warm', browser)),
    };
  } finally {
    await browser.close();
    await stack.stop();
  }
}
