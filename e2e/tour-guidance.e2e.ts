import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { afterFrames, newPage, VIEWPORTS } from './support/pages.js';
import { openTour, type TourPage } from './support/tour-page.js';
import { useBrowser } from './support/use-browser.js';
import { box, intersects } from './support/boxes.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A short mouse drag across the middle of the view. */
async function drag(page: Page): Promise<void> {
  const canvas = await box(page.locator('canvas'));
  const x = canvas.x + canvas.width / 2;
  const y = canvas.y + canvas.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 40, y, { steps: 4 });
  await page.mouse.up();
}

/**
 * Degrees a second the view turns, measured over about two seconds of frames on the engine's
 * clock: it counts a frame of over 100 ms as 100 ms, so that a stall never jumps the view, and
 * a machine too busy to keep up must not read as a slow turn.
 */
function turnRate(tour: TourPage): Promise<number> {
  return tour.page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const viewer = (window as unknown as { __viewer: { getView(): { yaw: number } } }).__viewer;
        let last = 0;
        let turned = 0;
        let clock = 0;
        let then = -1;
        const step = (now: number) => {
          const yaw = viewer.getView().yaw;
          if (then >= 0) {
            turned += ((((yaw - last + 180) % 360) + 360) % 360) - 180;
            clock += Math.min(100, now - then);
          }
          last = yaw;
          then = now;
          if (clock >= 2000) resolve((turned * 1000) / clock);
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
}

describe('first visit', () => {
  it('shows the look-around hint until the first drag, and not on the next visit', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo');
    const hint = tour.page.getByTestId('look-around-hint');
    await hint.waitFor();
    expect(await hint.textContent()).toContain('Drag to look around');
    expect(await hint.getByRole('button', { name: 'Play guided tour' }).isVisible()).toBe(true);
    expect(await seriousViolations(tour.page)).toEqual([]);

    await drag(tour.page);
    await hint.waitFor({ state: 'detached' });
    await tour.page.reload();
    await tour.page.waitForSelector('[data-testid="tour-viewer"][data-load="ready"]');
    await afterFrames(tour.page, 5);
    expect(await hint.count()).toBe(0);
  });

  it.each([
    ['phone', VIEWPORTS.phone],
    ['phone sideways', { width: 812, height: 375 }],
    ['desktop', VIEWPORTS.desktop],
  ])('keeps the hint off the info point in the middle of the view (%s)', async (name, viewport) => {
    // The living room's window info point, in the middle of the view.
    const tour = await openTour(browser(), baseUrl, 'demo?scene=living-room&yaw=-52.38&pitch=-4.71&fov=75', {
      viewport,
    });
    const hint = tour.page.getByTestId('look-around-hint');
    await hint.waitFor();
    const info = tour.page.locator('[data-info="windows"]');
    await expect.poll(async () => intersects(await box(hint), await box(info))).toBe(false);
    const card = await box(hint);
    expect(card.y).toBeGreaterThanOrEqual(0);
    expect(card.y + card.height).toBeLessThanOrEqual(viewport.height);
    expect(await seriousViolations(tour.page)).toEqual([]);
    await tour.page.screenshot({ path: `/tmp/phones-hint-${name.replace(' ', '-')}.png` });
  });

  it('keeps the hint clear of the details panel and the floor plan on a small desktop (1024×768)', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo', { viewport: { width: 1024, height: 768 } });
    const hint = tour.page.getByTestId('look-around-hint');
    await hint.waitFor();
    const plan = tour.page.getByTestId('floor-plan');
    await plan.locator('img').waitFor();
    const panel = tour.page.locator('#property-panel');
    await expect
      .poll(async () => {
        const card = await box(hint);
        return intersects(card, await box(panel)) || intersects(card, await box(plan));
      })
      .toBe(false);
    await tour.page.screenshot({ path: '/tmp/phones-hint-1024x768.png' });
  });

  it('shows no look-around hint to a visitor who dragged before the app had loaded', async () => {
    // The app's code is held back until the drag is over: the first room is the engine's alone.
    const held: Route[] = [];
    const tour = await openTour(browser(), baseUrl, 'demo', {
      prepare: (page) => page.route(/\/assets\/main-[\w-]+\.js$/, (route) => void held.push(route)),
      waitReady: false,
    });
    const { page } = tour;
    await page.waitForFunction(() => performance.getEntriesByName('tourview:first-render').length > 0);
    await drag(page);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await page.waitForSelector('[data-testid="tour-viewer"][data-load="ready"]');
    await afterFrames(page, 5);
    expect(await page.getByTestId('look-around-hint').count()).toBe(0);
  });
});

describe('guided tour', () => {
  it('waits for Play, turns a full circle in 16–18 s, and says how to resume after a drag', async () => {
    // A small view draws fast enough in software GL for the engine to keep real time.
    const tour = await openTour(browser(), baseUrl, 'demo', {
      reducedMotion: 'no-preference',
      viewport: VIEWPORTS.phone,
    });
    const button = tour.page.getByTestId('guided-tour-button');
    const before = await tour.view();
    // A running autoplay turns the view in every frame: thirty of them show it waiting.
    await tour.frames(30);
    expect(await button.getAttribute('data-running')).toBe('false');
    expect((await tour.view()).yaw).toBe(before.yaw);

    await tour.page.getByTestId('look-around-hint').getByRole('button', { name: 'Play guided tour' }).click();
    await expect.poll(() => button.getAttribute('data-running')).toBe('true');
    const rate = await turnRate(tour);
    expect(rate).toBeGreaterThan(360 / 18 - 1);
    expect(rate).toBeLessThan(360 / 16 + 1);

    await drag(tour.page);
    await expect.poll(() => button.getAttribute('data-running')).toBe('false');
    const status = tour.page.getByTestId('guided-tour-status');
    await expect.poll(() => status.textContent()).toBe('Guided tour paused — press Play to resume');
    expect(await status.getAttribute('role')).toBe('status');
    expect(await status.isVisible()).toBe(true);
  });

  it('walks on without turning under reduced motion, and says so', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo');
    const before = await tour.view();
    await tour.page.getByTestId('guided-tour-button').click();
    const status = tour.page.getByTestId('guided-tour-status');
    await expect.poll(() => status.textContent()).toMatch(/without turning/);
    await tour.frames(30);
    expect((await tour.view()).yaw).toBe(before.yaw);
  });
});

describe('layout', () => {
  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ])('keeps the info popover clear of the plan toggle on a %s', async (_name, viewport) => {
    const tour = await openTour(browser(), baseUrl, 'demo', { viewport });
    await tour.page.locator('[data-hotspot="info"]').first().focus();
    await tour.page.keyboard.press('Enter');
    const popover = tour.page.getByTestId('info-popover');
    await popover.waitFor();
    const toggle = tour.page.getByTestId('plan-toggle');
    expect(intersects(await box(popover), await box(toggle))).toBe(false);
    expect(await seriousViolations(tour.page)).toEqual([]);
  });

  it('names every plan marker in visible words that do not cover each other', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo', { locale: 'de-DE' });
    const markers = tour.page.getByTestId('floor-plan').locator('button[data-scene]');
    await markers.first().waitFor();
    const labels = () =>
      markers.evaluateAll((buttons) =>
        buttons.map((b) => {
          const r = (b.firstElementChild as HTMLElement).getBoundingClientRect();
          return { text: (b as HTMLElement).innerText, x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      );
    expect((await labels()).map((l) => l.text)).toEqual([
      'Wohnzimmer',
      'Küche',
      'Flur',
      'Schlafzimmer',
      'Badezimmer',
    ]);
    // The labels move into place once they are measured.
    const collisions = async () => {
      const all = await labels();
      return all.flatMap((a, i) =>
        all
          .slice(i + 1)
          .filter((b) => intersects(a, b))
          .map((b) => `${a.text}/${b.text}`),
      );
    };
    await expect.poll(collisions).toEqual([]);
  });
});

describe('doors out of view', () => {
  it('points to the nearest door and goes once one is in view', async () => {
    const tour = await openTour(browser(), baseUrl, 'house');
    const hint = tour.page.getByTestId('door-hint');
    // The living room's one door is at yaw 90; yaw grows as the view turns right.
    await tour.lookAt({ yaw: 0, pitch: 0 });
    await expect.poll(() => hint.textContent()).toBe('Doors: turn right →');
    await tour.lookAt({ yaw: 180, pitch: 0 });
    await expect.poll(() => hint.textContent()).toBe('← Doors: turn left');
    await tour.lookAt({ yaw: 90, pitch: -10 });
    await expect.poll(() => hint.textContent()).toBe('');
  });
});

describe('a room still blurry', () => {
  it('says its sharper view is loading while tiles are slow, and nothing once they are in', async () => {
    const held: Route[] = [];
    let release = false;
    const tiles = /\/\d+\/[a-z]\/\d+_\d+\.webp$/;
    const tour = await openTour(browser(), baseUrl, 'house', {
      prepare: (page) => page.route(tiles, (route) => (release ? route.continue() : void held.push(route))),
    });
    const status = tour.page.getByTestId('sharpening-status');
    await expect.poll(() => status.textContent(), { timeout: 10000 }).toBe('Sharper view still loading…');
    release = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await expect.poll(() => status.textContent(), { timeout: 10000 }).toBe('');
  });

  it('says nothing of loading when the first view was sharp before the app started', async () => {
    const tour = await openTour(browser(), baseUrl, 'house');
    const sharpAt = await tour.page.evaluate(
      () => performance.getEntriesByName('tourview:view-sharp')[0]?.startTime ?? -1,
    );
    expect(sharpAt).toBeGreaterThan(0);
    // Past the hint's patience (2 s) from the app's start: the hint never came.
    await tour.page.waitForTimeout(2500);
    expect(await tour.page.getByTestId('sharpening-status').textContent()).toBe('');
    expect(await tour.page.getByRole('progressbar').count()).toBe(0);
  });
});

describe('video page', () => {
  it('names the home by its address and fetches the poster once', async () => {
    const { page } = await newPage(browser());
    const posters: string[] = [];
    page.on('request', (r) => {
      if (/\/poster\.\w+$/.test(new URL(r.url()).pathname)) posters.push(r.url());
    });
    await page.goto(`${baseUrl}/demo/video`);
    const eyebrow = page.getByTestId('video-eyebrow');
    expect(await eyebrow.textContent()).toBe('Video · Lindenallee 14, 3rd floor, 04109 Leipzig');
    await page.locator('video').waitFor();
    await page.waitForLoadState('networkidle');
    expect(posters).toHaveLength(1);
  });
});
