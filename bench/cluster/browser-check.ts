import sharp from 'sharp';
import { launchBrowser } from '../../e2e/support/browser.js';

/** The mark the tour page sets when the first panorama pixels are on screen. */
const FIRST_RENDER_MARK = 'tourview:first-render';

/** What a visitor's first visit through the load balancer showed. */
export interface FirstVisit {
  firstPixelsMs: number;
  /** Tile and preview images answered 200 by the bucket's endpoint. */
  imagesFromBucket: number;
  /** Images the page got from anywhere else (should be 0: media come from the bucket). */
  imagesElsewhere: number;
  /** Standard deviation of the panorama's pixels: 0 would be a blank or flat canvas. */
  canvasPixelSpread: number;
}

/**
 * Opens the tour page in Chromium, waits for the first-render mark, and looks at what it
 * drew and where its images came from.
 */
export async function visitTour(pageUrl: string, bucketUrl: string): Promise<FirstVisit> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    const images: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' || /\.(webp|jpe?g|png)(\?|$)/.test(response.url()))
        images.push({ url: response.url(), status: response.status() });
    });
    await page.goto(pageUrl);
    const firstPixelsMs = await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime,
      FIRST_RENDER_MARK,
      { timeout: 60_000 },
    );
    const canvas = page.locator('canvas').first();
    const { channels } = await sharp(await canvas.screenshot()).stats();
    const fromBucket = images.filter((i) => i.url.startsWith(bucketUrl) && i.status === 200);
    return {
      firstPixelsMs: Math.round(Number(await firstPixelsMs.jsonValue())),
      imagesFromBucket: fromBucket.length,
      imagesElsewhere: images.length - fromBucket.length,
      canvasPixelSpread: Math.round(Math.max(...channels.slice(0, 3).map((c) => c.stdev)) * 10) / 10,
    };
  } finally {
    await browser.close();
  }
}
