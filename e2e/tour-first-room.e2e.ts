import { describe, expect, inject, it } from 'vitest';
import { FIRST_ROOM_ELEMENT_ID, TOUR_ELEMENT_ID } from '@tourview/schema';
import { bigTrilingualTour } from '@tourview/schema/testing';
import { openStorage } from '@tourview/storage';
import { useBrowser } from './support/use-browser.js';
import { openTour } from './support/tour-page.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

/** The `house` tour made big: 200 rooms on its panoramas, stored as `big200`. */
async function storeBigTour(): Promise<void> {
  const storage = await openStorage({ dataDir });
  try {
    const house = await storage.getTour('house');
    if (!house) throw new Error('the stack has no house tour');
    await storage.putTour(bigTrilingualTour(house.tour, 'big200'));
  } finally {
    await storage.close();
  }
}

describe('the first room of a tour page', () => {
  it('is drawn by the engine alone, before the app loads, and the app takes over that viewer', async () => {
    const requests: string[] = [];
    const tour = await openTour(browser(), baseUrl, 'house', {
      prepare: async (page) => page.on('request', (r) => requests.push(new URL(r.url()).pathname)),
    });
    const timing = await tour.page.evaluate(() => {
      const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? -1;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/assets/') && e.name.endsWith('.js'))
        .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime }));
      return {
        firstRender: at('tourview:first-render'),
        half: at('tourview:view-half-sharp'),
        sharp: at('tourview:view-sharp'),
        scripts,
      };
    });
    // The page marks the first room, then the first view half and fully sharp, in that order.
    expect(timing.firstRender).toBeGreaterThan(0);
    expect(timing.half).toBeGreaterThanOrEqual(timing.firstRender);
    expect(timing.sharp).toBeGreaterThanOrEqual(timing.half);
    // The app's React entry (its chunk, and the small facade the build may put before it) is
    // only asked for once the first view is sharp: its bytes would hold the tiles back.
    const react = timing.scripts.filter((s) => /\/assets\/main-[\w-]+\.js$/.test(s.name));
    expect(react.length).toBeGreaterThan(0);
    for (const script of react) expect(script.start).toBeGreaterThanOrEqual(timing.sharp);
    // One engine, one canvas, inside the tour screen; the preview was fetched once (the
    // page's preload, reused by the engine, never reloaded by the app).
    expect(await tour.page.locator('canvas').count()).toBe(1);
    expect(await tour.page.locator('[data-testid="tour-viewer"] canvas').count()).toBe(1);
    const start = (await tour.scene()) ?? '';
    expect(requests.filter((p) => p.endsWith(`/${start}/preview.webp`))).toHaveLength(1);
    // The adopted viewer is the app's: a door click moves it on.
    const door = tour.page.locator('[data-testid="tour-viewer"] button[data-hotspot="link"]').first();
    const target = (await door.getAttribute('data-target')) ?? '';
    await door.evaluate((button: HTMLButtonElement) => button.click());
    await tour.waitForScene(target);
  });

  it('starts the app on the first key while the view waits for its tiles', async () => {
    // The tiles never come: without a key, the app would wait for its deadline.
    const tour = await openTour(browser(), baseUrl, 'house', {
      prepare: (page) => page.route(/\/\d+\/[fbudlr]\/\d+_\d+\.webp$/, () => undefined),
      waitReady: false,
    });
    const { page } = tour;
    await page.waitForFunction(() => performance.getEntriesByName('tourview:first-render').length > 0);
    const appStart = () =>
      page.evaluate(
        () =>
          performance.getEntriesByType('resource').find((e) => /\/assets\/main-[\w-]+\.js$/.test(e.name))
            ?.startTime ?? -1,
      );
    // In page time: the page's inline script starts the 2.5 s deadline once the page is in,
    // which must not be what starts the app here.
    const { pressedAt, deadline } = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return { pressedAt: performance.now(), deadline: (navigation?.responseEnd ?? 0) + 2500 };
    });
    expect(await appStart()).toBe(-1);
    expect(pressedAt, 'the key must come well before the deadline').toBeLessThan(deadline - 500);
    await page.keyboard.press('ArrowRight');
    // The script's entry appears once it has arrived, which a loaded machine may take seconds
    // over; its start time is what must come before the deadline.
    await expect.poll(appStart, { timeout: 15_000 }).toBeGreaterThan(0);
    const started = await appStart();
    expect(started).toBeGreaterThanOrEqual(pressedAt);
    expect(started).toBeLessThan(deadline);
    await page.getByTestId('tour-viewer').waitFor();
  });

  it('starts the app at once where WebGL is missing, which explains it', async () => {
    const tour = await openTour(browser(), baseUrl, 'house', {
      initScript: `HTMLCanvasElement.prototype.getContext = () => null;`,
      waitReady: false,
    });
    await tour.page.getByTestId('webgl-unavailable').waitFor();
    expect(await tour.page.locator('canvas').count()).toBe(0);
  });

  it('opens again from the browser cache, without a request, then refreshes its tour', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const isTourApi = (url: string) => new URL(url).pathname === '/api/public/tours/house';
    const tourRequests: string[] = [];
    page.on('request', (r) => void (isTourApi(r.url()) && tourRequests.push(r.url())));
    await page.goto(`${baseUrl}/house`);
    await page.getByTestId('tour-viewer').waitFor();
    await page.waitForLoadState('networkidle');
    // A page fresh from the server holds a fresh tour: the app does not ask again.
    expect(tourRequests).toHaveLength(0);
    const refreshed = page.waitForRequest((r) => isTourApi(r.url()));
    await page.goto(`${baseUrl}/house`);
    await page.waitForFunction(() => performance.getEntriesByName('tourview:first-render').length > 0);
    const transferred = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).transferSize,
    );
    expect(transferred).toBe(0);
    // The reused page may be up to a minute old: the app checks its tour in the background.
    await refreshed;
  });

  it('keeps its security policy on a reload answered by a bare 304', async () => {
    // No request routing here: it would turn the browser's cache, and so the 304, off.
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/house`);
    // A reload revalidates the page even while the browser may still reuse it.
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('tourview:first-render').length > 0);
    const nav = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { transferred: entry.transferSize, body: entry.encodedBodySize };
    });
    // Revalidated: the body came from the cache, only headers crossed the network.
    expect(nav.body).toBeGreaterThan(1000);
    expect(nav.transferred).toBeGreaterThan(0);
    expect(nav.transferred).toBeLessThan(nav.body);
    // The policy forbids inline scripts; one must not run on the revalidated page either.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.inlineRan = "yes"';
      document.head.append(script);
      return document.documentElement.dataset.inlineRan === 'yes';
    });
    expect(ran).toBe(false);
  });

  it("draws a big tour's first room from the room its page carries, and the app loads the rest", async () => {
    await storeBigTour();
    const tour = await openTour(browser(), baseUrl, 'big200');
    const { page } = tour;
    const carried = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id) !== null),
      [TOUR_ELEMENT_ID, FIRST_ROOM_ELEMENT_ID],
    );
    expect(carried).toEqual([false, true]);
    expect(await page.evaluate(() => performance.getEntriesByName('tourview:first-render').length)).toBe(1);
    expect(await page.locator('canvas').count()).toBe(1);
    expect(await tour.scene()).toBe('room-1');
    // The app has the whole tour: its doors lead to rooms the page did not carry.
    const door = page.locator('[data-testid="tour-viewer"] button[data-hotspot="link"]').first();
    const target = (await door.getAttribute('data-target')) ?? '';
    expect(target).toMatch(/^room-[2-7]$/);
    await door.evaluate((button: HTMLButtonElement) => button.click());
    await tour.waitForScene(target);
  });
});
