import type { Page } from 'playwright-core';
import { resolveText, type LocalizedText } from '@tourview/schema';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { useBrowser } from './support/use-browser.js';
import { VIEWPORTS } from './support/pages.js';
import { openTour, type TestView } from './support/tour-page.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

interface PublicTour {
  title: LocalizedText;
  startScene: string;
  scenes: { id: string; title: string; initialView: { yaw: number; pitch: number; fov: number } }[];
  floorPlans: { scenes: { scene: string; yawOffset: number }[] }[];
}

/** The value, or a failed test when it is missing. */
function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

/** Views compare to 1e-6°: yaw wrapping adds floating-point noise. */
function expectView(actual: TestView, expected: TestView): void {
  expect(actual.yaw).toBeCloseTo(expected.yaw, 6);
  expect(actual.pitch).toBeCloseTo(expected.pitch, 6);
  expect(actual.fov).toBeCloseTo(expected.fov, 6);
}

async function tourRecord(code: string): Promise<PublicTour> {
  const response = await fetch(`${baseUrl}/api/public/tours/${code}`);
  return (await response.json()) as PublicTour;
}

describe('opening a tour by its code', () => {
  it.each(['demo', 'cubes', 'house'])('shows %s at its start scene with the scene marked', async (code) => {
    const record = await tourRecord(code);
    const tour = await openTour(browser(), baseUrl, code);
    expect(await tour.scene()).toBe(record.startScene);
    const heading = tour.page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe(resolveText(record.title, ['en-GB']));
    const current = tour.page.locator('[data-testid="scene-list"] [aria-current="true"]');
    expect(await current.getAttribute('data-scene')).toBe(record.startScene);
    const start = present(record.scenes.find((s) => s.id === record.startScene));
    const view = await tour.view();
    if (code === 'house') {
      // Its start view has its one door at the right edge, under the details panel: the screen
      // turns right until the door is in sight.
      await expect.poll(async () => (await tour.view()).yaw).toBeGreaterThan(start.initialView.yaw);
      expect((await tour.view()).yaw).toBeLessThanOrEqual(start.initialView.yaw + 60);
    } else expect(view.yaw).toBeCloseTo(start.initialView.yaw, 0);
    expect(await seriousViolations(tour.page)).toEqual([]);
  });
});

describe('hotspots', () => {
  it('moves to the next room by mouse and keeps the URL in step', async () => {
    const tour = await openTour(browser(), baseUrl, 'house');
    await tour.lookAt({ yaw: 90, pitch: -10 });
    await tour.page.getByTestId('tour-viewer').getByRole('button', { name: 'Go to Kitchen' }).click();
    await tour.waitForScene('kitchen');
    await expect.poll(async () => (await tour.params()).get('scene')).toBe('kitchen');
    expect(await tour.page.getByTestId('current-scene').textContent()).toBe('Kitchen');
  });

  it('works by keyboard only: skip to the view, Tab to an info point, open, Escape, Tab on to a door, Enter', async () => {
    const tour = await openTour(browser(), baseUrl, 'house');
    const focused = () =>
      tour.page.evaluate(() => document.activeElement?.getAttribute('data-hotspot') ?? null);
    await tour.page.keyboard.press('Tab');
    await tour.page.keyboard.press('Enter');
    await tour.page.keyboard.press('Tab');
    expect(await focused()).toBe('info');
    await tour.page.keyboard.press('Space');
    const popover = tour.page.getByRole('dialog', { name: 'Fireplace' });
    await popover.waitFor();
    expect(await popover.textContent()).toContain('Works on wood.');
    expect(await seriousViolations(tour.page)).toEqual([]);
    await tour.page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    expect(await focused()).toBe('info');
    await tour.page.keyboard.press('Tab');
    expect(await focused()).toBe('link');
    await tour.page.keyboard.press('Enter');
    await tour.waitForScene('kitchen');
  });
});

describe('the URL holds the view', () => {
  it('opens exactly the shared view and follows the view as it changes', async () => {
    const tour = await openTour(browser(), baseUrl, 'house?scene=kitchen&yaw=45&pitch=-10&fov=60');
    expect(await tour.scene()).toBe('kitchen');
    expectView(await tour.view(), { yaw: 45, pitch: -10, fov: 60 });

    await tour.lookAt({ yaw: -120.26, pitch: 12, fov: 70 });
    await expect.poll(async () => (await tour.params()).get('yaw')).toBe('-120.3');
    const shared = tour.page.url();
    expect(Object.fromEntries(new URL(shared).searchParams)).toEqual({
      scene: 'kitchen',
      yaw: '-120.3',
      pitch: '12',
      fov: '70',
    });
    await tour.close();

    const again = await openTour(browser(), baseUrl, shared.slice(baseUrl.length + 1));
    expectView(await again.view(), { yaw: -120.3, pitch: 12, fov: 70 });
  });
});

describe('floor plan', () => {
  it('moves to a clicked dot and turns the cone with the view', async () => {
    const record = await tourRecord('house');
    const tour = await openTour(browser(), baseUrl, 'house');
    const plan = tour.page.getByTestId('floor-plan');
    await plan.locator('button[data-scene="kitchen"]').click();
    await tour.waitForScene('kitchen');
    expect(await plan.locator('[aria-current="location"]').getAttribute('data-scene')).toBe('kitchen');

    const offset = present(record.floorPlans[0]?.scenes.find((s) => s.scene === 'kitchen')).yawOffset;
    await tour.lookAt({ yaw: 40 });
    const expected = ((((offset + 40 + 180) % 360) + 360) % 360) - 180;
    await expect
      .poll(() => plan.getByTestId('floor-plan-cone').getAttribute('data-heading'))
      .toBe(String(expected));
  });
});

describe('guided tour', () => {
  it('turns the view once started and pauses on a drag', async () => {
    const tour = await openTour(browser(), baseUrl, 'house', { reducedMotion: 'no-preference' });
    const button = tour.page.getByTestId('guided-tour-button');
    await button.click();
    await expect.poll(() => button.getAttribute('data-running')).toBe('true');
    const before = (await tour.view()).yaw;
    await expect.poll(async () => (await tour.view()).yaw).not.toBe(before);

    const box = present(await tour.page.locator('canvas').boundingBox());
    await tour.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await tour.page.mouse.down();
    await tour.page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
    await tour.page.mouse.up();
    await expect.poll(() => button.getAttribute('data-running')).toBe('false');
    // The drag's inertia coasts out first; after that nothing may turn the view.
    let last = NaN;
    await expect
      .poll(
        async () => {
          const yaw = (await tour.view()).yaw;
          const settled = Math.abs(yaw - last) < 0.01;
          last = yaw;
          return settled;
        },
        { interval: 200, timeout: 5000 },
      )
      .toBe(true);
    // A running autoplay turns the view in every frame: twenty of them show it stopped.
    await tour.frames(20);
    expect((await tour.view()).yaw).toBeCloseTo(last, 1);

    await button.click();
    await expect.poll(() => button.getAttribute('data-running')).toBe('true');
    await button.click();
    await expect.poll(() => button.getAttribute('data-running')).toBe('false');
  });

  it('moves on to the next room in order after a full turn', async () => {
    const tour = await openTour(browser(), baseUrl, 'house', { reducedMotion: 'no-preference' });
    const button = tour.page.getByTestId('guided-tour-button');
    await button.click();
    await expect.poll(() => button.getAttribute('data-running')).toBe('true');
    // Programmatic turns are not visitor input, so they count towards the turn like autoplay's own.
    // One view-change per frame: each turn is on screen (lookAt waits for it) before the next.
    for (const yaw of [120, -120, 0, 120]) await tour.lookAt({ yaw });
    await tour.waitForScene('kitchen');
    // Once per turn: a counter left over from the last room would move on within the kitchen's
    // first frames, each of which the autoplay turns.
    await tour.frames(20);
    expect(await tour.scene()).toBe('kitchen');
    expect(await button.getAttribute('data-running')).toBe('true');
  });

  it('stays off under reduced motion until the visitor starts it', async () => {
    const tour = await openTour(browser(), baseUrl, 'house');
    const button = tour.page.getByTestId('guided-tour-button');
    // It decides when the engine arrives, before the first room is ready; twenty frames later
    // a tour that had started would have turned the view.
    const before = await tour.view();
    await tour.frames(20);
    expect(await button.getAttribute('data-running')).toBe('false');
    expectView(await tour.view(), before);
    await button.click();
    await expect.poll(() => button.getAttribute('data-running')).toBe('true');
  });
});

describe('states', () => {
  it('shows "tour not found" for an unknown code, with a way home', async () => {
    const tour = await openTour(browser(), baseUrl, 'no-such-tour', { waitReady: false });
    await tour.page.getByRole('heading', { name: 'Tour not found' }).waitFor();
    expect(await tour.page.getByRole('link', { name: 'Go to the start page' }).count()).toBe(1);
    expect(await seriousViolations(tour.page)).toEqual([]);
  });

  it('explains when WebGL is unavailable and keeps the property panel usable', async () => {
    const tour = await openTour(browser(), baseUrl, 'house', {
      viewport: VIEWPORTS.phone,
      waitReady: false,
      initScript: `{
        const original = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
          return /webgl/.test(type) ? null : original.call(this, type, ...rest);
        };
      }`,
    });
    await tour.page.getByTestId('webgl-unavailable').waitFor();
    const panel = tour.page.getByTestId('property-panel');
    await panel.waitFor();
    expect(await panel.getByTestId('property-price').textContent()).toBe('€350,000');
    expect(await seriousViolations(tour.page)).toEqual([]);
    await panel.getByRole('button', { name: 'Contact agent' }).click();
    await tour.page.getByTestId('enquiry-dialog').waitFor();
  });

  it('says when a room cannot be loaded and loads it on retry', async () => {
    const blocked = '**/kitchen/preview.*';
    const tour = await openTour(browser(), baseUrl, 'house', {
      prepare: (page) => page.route(blocked, (route) => route.abort('connectionreset')),
    });
    await tour.page.getByTestId('scene-list').getByRole('button', { name: 'Kitchen' }).click();
    const failed = tour.page.getByTestId('scene-load-failed');
    await failed.waitFor();
    expect(await seriousViolations(tour.page)).toEqual([]);
    await tour.page.unroute(blocked);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await tour.waitForScene('kitchen');
  });

  it('opens embedded with the property panel collapsed', async () => {
    const tour = await openTour(browser(), baseUrl, 'house?embed=1');
    expect(await tour.page.locator('#property-panel').isVisible()).toBe(false);
    const toggle = tour.page.getByTestId('panel-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await tour.page.getByTestId('property-panel').waitFor();
  });

  it('shows an offline banner while the connection is down', async () => {
    const tour = await openTour(browser(), baseUrl, 'house');
    const banner = tour.page.getByTestId('offline-banner');
    await tour.context.setOffline(true);
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/offline/);
    expect(await seriousViolations(tour.page)).toEqual([]);
    await tour.context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
  });
});

describe('layout', () => {
  /** The visible controls and those smaller than 24 × 24 px (WCAG 2.5.8). */
  async function targets(page: Page) {
    const all = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, a[href], select, input')]
        .filter((el) => el.offsetParent !== null && getComputedStyle(el).opacity !== '0')
        .map((el) => ({ text: el.textContent ?? el.outerHTML, box: el.getBoundingClientRect() })),
    );
    return {
      count: all.length,
      small: all.filter(({ box }) => box.width < 24 || box.height < 24).map((t) => t.text),
    };
  }

  it('keeps the viewer still when the panel opens, and every target at least 24 px on a phone', async () => {
    const tour = await openTour(browser(), baseUrl, 'house', { viewport: VIEWPORTS.phone });
    const canvas = tour.page.locator('canvas');
    const before = await canvas.boundingBox();
    const closed = await targets(tour.page);
    await tour.page.getByTestId('panel-toggle').click();
    await tour.page.getByTestId('property-panel').waitFor();
    expect(await canvas.boundingBox()).toEqual(before);
    const open = await targets(tour.page);
    expect(closed.count + open.count).toBeGreaterThan(15);
    expect([...closed.small, ...open.small]).toEqual([]);
  });
});

describe('share and full screen', () => {
  it('copies the link of the current view from the share dialog', async () => {
    const tour = await openTour(browser(), baseUrl, 'house');
    await tour.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await tour.lookAt({ yaw: 75 });
    await expect.poll(async () => (await tour.params()).get('yaw')).toBe('75');
    await tour.page.getByRole('button', { name: 'Share this view' }).click();
    const dialog = tour.page.getByTestId('share-dialog');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByText('Copied', { exact: true }).waitFor();
    expect(await tour.page.evaluate(() => navigator.clipboard.readText())).toBe(tour.page.url());
  });

  it('falls back to covering the window where the Fullscreen API is missing', async () => {
    const tour = await openTour(browser(), baseUrl, 'house', {
      initScript: "Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false });",
    });
    const screen = tour.page.locator('[data-fullscreen]');
    await tour.page.getByRole('button', { name: 'Full screen' }).click();
    expect(await screen.getAttribute('data-fullscreen')).toBe('css');
    expect(await tour.page.locator('#property-panel').isVisible()).toBe(false);
    await tour.page.keyboard.press('Escape');
    expect(await screen.getAttribute('data-fullscreen')).toBe('off');
  });
});

describe('property panel and language', () => {
  it('links the loan calculator with price and code, and formats for German after a switch', async () => {
    const tour = await openTour(browser(), baseUrl, 'house');
    const link = tour.page.getByRole('link', { name: /Check loan eligibility/ });
    const href = new URL(present(await link.getAttribute('href')));
    expect(href.searchParams.get('price')).toBe('350000');
    expect(href.searchParams.get('tourCode')).toBe('house');
    expect(await link.getAttribute('target')).toBe('_blank');

    await tour.page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    const price = tour.page.getByTestId('property-price');
    await expect.poll(() => price.textContent()).toBe('350.000\u00a0€');
    await tour.page.reload();
    await tour.page.waitForSelector('[data-testid="tour-viewer"][data-load="ready"]');
    expect(await tour.page.getByRole('link', { name: /Finanzierung prüfen/ }).count()).toBe(1);
  });
});
