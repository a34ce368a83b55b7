import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The viewport sizes we look at: a small phone, a tablet, a laptop. */
export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Requests to Google's hosts never leave the machine: they are answered here or refused. */
export async function isolateFromGoogle(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route(
    /^https:\/\/([a-z0-9-]+\.)*(google|googleapis|gstatic|googletagmanager|google-analytics)\.com\//,
    (route) => {
      seen.push(route.request().url());
      return route.fulfill({ status: 503, body: '' });
    },
  );
  return seen;
}

/** A fresh context and page at a viewport, with Google's hosts isolated. */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page; googleRequests: string[] }> {
  const context = await browser.newContext({ viewport, locale: 'en-GB' });
  const googleRequests = await isolateFromGoogle(context);
  const page = await context.newPage();
  return { context, page, googleRequests };
}

/**
 * Resolves after `count` more browser frames and a task after the last: the work a frame set
 * off (effects, the requests they start, a frame asked for) has begun by then. For tests that
 * check that something did not happen.
 */
export async function afterFrames(page: Page, count = 1): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise((resolve) => {
        let left = n;
        const step = () => (--left > 0 ? requestAnimationFrame(step) : setTimeout(resolve, 0));
        requestAnimationFrame(step);
      }),
    count,
  );
}

/**
 * Waits for the page at `path` (and `scene`, when given). A tour page adds the view it shows
 * (`yaw`, `pitch`, `fov`) to its URL as soon as its room is on screen, which can be before the
 * wait looks, so the URL is matched by its path and scene, not as a whole.
 */
export async function waitForPath(page: Page, baseUrl: string, path: string, scene?: string): Promise<void> {
  const origin = new URL(baseUrl).origin;
  await page.waitForURL(
    (url) =>
      url.origin === origin &&
      url.pathname === path &&
      (scene === undefined || url.searchParams.get('scene') === scene),
  );
}
