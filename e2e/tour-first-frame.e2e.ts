import type { Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { expect, inject, it } from 'vitest';
import { VIEWPORTS } from './support/pages.js';
import { openTour } from './support/tour-page.js';
import { useBrowser } from './support/use-browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/**
 * A band of the panorama left of the details panel that no control covers at 1440×900
 * (below the hints, above the first-visit card), in CSS px.
 */
const BAND = { left: 300, top: 170, width: 700, height: 130 };

/** The band's grey levels in a screenshot. */
async function band(page: Page): Promise<Buffer> {
  return sharp(await page.screenshot())
    .extract(BAND)
    .greyscale()
    .raw()
    .toBuffer();
}

/** Mean absolute difference of two grey images of one size, 0–255. */
function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

it('draws the first frame where the view stays once the app shows the details panel', async () => {
  let release: () => void = () => undefined;
  const appHeld = new Promise<void>((resolve) => (release = resolve));
  const tour = await openTour(browser(), baseUrl, 'demo', {
    viewport: VIEWPORTS.desktop,
    waitReady: false,
    // The app's entry waits, so the first screenshot shows what the page's first script drew.
    prepare: (page) =>
      page.route(/\/assets\/main-[^/]+\.js$/, async (route: Route) => {
        await appHeld;
        await route.continue();
      }),
  });
  await tour.page.waitForFunction(() => performance.getEntriesByName('tourview:first-render').length > 0);
  expect(await tour.page.locator('#property-panel').count()).toBe(0);
  const first = await band(tour.page);

  release();
  await tour.page.waitForSelector('[data-testid="tour-viewer"][data-load="ready"]');
  await tour.page.locator('#property-panel').waitFor();
  await tour.frames(3);
  const settled = await band(tour.page);
  // Sharper tiles may replace the preview meanwhile; a view moved by 192 px differs by far more.
  expect(meanDifference(first, settled)).toBeLessThan(6);
});
