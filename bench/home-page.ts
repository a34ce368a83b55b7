import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.js';
import { ROOT, startStack } from '../e2e/support/stack.js';
import { NO_GOOGLE } from './no-google.js';
import { recordTransfers } from './network.js';

const DIST = join(ROOT, 'packages/app/dist');

/** The home screen's budgets on Fast-4G (issue #17). */
const BUDGET = { firstContentfulPaintMs: 600, jsGzipBytes: 100 * 1024 };

/** A phone's viewport, as the issues measure. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 };

/**
 * Notes when React has rendered the tour-code field with its handlers (the page's own frame
 * of it takes typing already, but not the submit). A mutation observer costs next to nothing.
 */
function noteFieldReady(): void {
  const observer = new MutationObserver(() => {
    const field = document.querySelector('input[name="tourCode"]');
    if (!field || !Object.keys(field).some((key) => key.startsWith('__reactFiber'))) return;
    observer.disconnect();
    performance.mark('bench:home-interactive');
  });
  observer.observe(document, { childList: true, subtree: true });
}

type Measurement = Record<string, number | string>;

/** Gzip size (level 9, as the bundle part) of a file the browser fetched from the build. */
function gzipOf(url: string): number {
  return gzipSync(readFileSync(join(DIST, new URL(url).pathname)), { level: 9 }).length;
}

/** One cold visit of `/`: first contentful paint, when the field can be typed in, and the scripts by then. */
async function measure(baseUrl: string, browser: Browser): Promise<Measurement> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(noteFieldReady);
  const { transfers, documentSentAt } = await recordTransfers(page);
  await page.goto(`${baseUrl}/`);
  // The paint entry is added after the frame it measures, so it can come after the mark.
  await page.waitForFunction(() =>
    ['bench:home-interactive', 'first-contentful-paint'].every(
      (n) => performance.getEntriesByName(n).length > 0,
    ),
  );
  const [fcpMs, interactiveMs] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    performance.getEntriesByName('bench:home-interactive')[0]?.startTime ?? -1,
  ]);
  await context.close();
  const interactiveAt = (documentSentAt() ?? 0) + interactiveMs / 1000;
  const scripts = transfers.filter((t) => t.type === 'Script' && t.finishedAt <= interactiveAt + 0.001);
  const jsGzip = scripts.reduce((n, t) => n + gzipOf(t.url), 0);
  return {
    'home.cold.firstContentfulPaintMs': Math.round(fcpMs),
    'home.cold.interactiveMs': Math.round(interactiveMs),
    'home.cold.jsFilesBeforeInteractive': scripts.length,
    'home.cold.jsBytesBeforeInteractive': scripts.reduce((n, t) => n + t.bytes, 0),
    'home.cold.jsGzipBeforeInteractive': jsGzip,
    'home.cold.budgetFirstContentfulPaint': fcpMs <= BUDGET.firstContentfulPaintMs ? 'pass' : 'over',
    'home.cold.budgetJs': jsGzip <= BUDGET.jsGzipBytes ? 'pass' : 'over',
  };
}

/**
 * The home screen (`/`) on Fast-4G with a cold cache, the median first contentful paint of
 * three visits: when it paints, when the tour-code field takes input, and the scripts fetched
 * by then (count, bytes on the wire, and gzip level 9 of the same files).
 */
export async function runHomePageBench(): Promise<Measurement> {
  const stack = await startStack({ APP_DIST_DIR: DIST }, {});
  const browser = await launchBrowser([NO_GOOGLE]);
  try {
    const runs: Measurement[] = [];
    for (let i = 0; i < 3; i++) runs.push(await measure(stack.baseUrl, browser));
    runs.sort(
      (a, b) => Number(a['home.cold.firstContentfulPaintMs']) - Number(b['home.cold.firstContentfulPaintMs']),
    );
    return runs[1] ?? {};
  } finally {
    await browser.close();
    await stack.stop();
  }
}
