import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { View } from '@tourview/schema';
import { openHarness, waitForEvent } from './support/harness-page.js';
import { useViewerSuite } from './support/suite.js';

const suite = useViewerSuite();
const VIEW: View = { yaw: 10, pitch: 0, fov: 60 };

const getView = (page: Page): Promise<View> =>
  page.evaluate(() => (window as unknown as { __viewer: { getView(): View } }).__viewer.getView());

describe('input in Chromium', () => {
  it('arrow keys and +/- act on the focused view surface', async () => {
    const page = await openHarness(suite.browser, suite.server.origin, suite.pano, VIEW);
    await page.locator('canvas').focus();
    expect(await page.locator('canvas').getAttribute('aria-label')).toBe('Panorama');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('-');
    const view = await getView(page);
    expect(view.yaw).toBeCloseTo(15, 6);
    expect(view.pitch).toBeCloseTo(5, 6);
    expect(view.fov).toBeCloseTo(66, 6);
  });

  it('focusing a hotspot behind the camera turns the view toward it', async () => {
    const page = await openHarness(suite.browser, suite.server.origin, suite.pano, VIEW);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.className = 'hotspot';
      button.textContent = 'Kitchen';
      document.getElementById('view')?.appendChild(button);
      const w = window as unknown as { __viewer: { setHotspots(l: unknown[]): void } };
      w.__viewer.setHotspots([{ element: button, yaw: -170, pitch: 0 }]);
    });
    await page.waitForFunction(
      () => document.querySelector('.hotspot')?.getAttribute('data-visible') === 'false',
    );
    await page.locator('.hotspot').focus();
    await page.waitForFunction(
      () => document.querySelector('.hotspot')?.getAttribute('data-visible') === 'true',
    );
    await page.waitForFunction(
      () =>
        Math.abs((window as unknown as { __viewer: { getView(): View } }).__viewer.getView().yaw + 170) <
        0.01,
    );
    await waitForEvent(page, 'interaction');
  });

  it('follows the gyroscope from where the view was, until switched off', async () => {
    const context = await suite.browser.newContext({ hasTouch: true, viewport: { width: 400, height: 700 } });
    const scene = JSON.stringify({ id: 'fixture', panorama: suite.pano, initialView: VIEW });
    const page = await context.newPage();
    await page.goto(
      `${suite.server.origin}/harness/index.html?${new URLSearchParams({ base: `${suite.server.origin}/tour`, scene })}`,
    );
    await waitForEvent(page, 'scene-ready');
    const views = await page.evaluate(async () => {
      const viewer = (
        window as unknown as {
          __viewer: { enableGyroscope(): Promise<boolean>; disableGyroscope(): void; getView(): View };
        }
      ).__viewer;
      const turn = (alpha: number, beta: number) =>
        window.dispatchEvent(new DeviceOrientationEvent('deviceorientation', { alpha, beta, gamma: 0 }));
      const enabled = await viewer.enableGyroscope();
      turn(0, 90);
      const anchored = viewer.getView();
      turn(-30, 120);
      const turned = viewer.getView();
      viewer.disableGyroscope();
      turn(-90, 90);
      return { enabled, anchored, turned, after: viewer.getView() };
    });
    expect(views.enabled).toBe(true);
    expect(views.anchored.yaw).toBeCloseTo(10, 6);
    expect(views.anchored.pitch).toBeCloseTo(0, 6);
    expect(views.turned.yaw).toBeCloseTo(40, 6);
    expect(views.turned.pitch).toBeCloseTo(30, 6);
    expect(views.after).toEqual(views.turned);
  });

  it('draws at device resolution on hi-DPI screens and picks tiles for it', async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 400, height: 300 },
      deviceScaleFactor: 2,
    });
    const scene = JSON.stringify({ id: 'fixture', panorama: suite.pano, initialView: VIEW });
    const page = await context.newPage();
    await page.goto(
      `${suite.server.origin}/harness/index.html?${new URLSearchParams({ base: `${suite.server.origin}/tour`, scene })}`,
    );
    await waitForEvent(page, 'tiles-idle');
    const result = await page.evaluate(() => {
      const canvas = document.querySelector('canvas') as HTMLCanvasElement;
      const requested = (window as unknown as { __requested: string[] }).__requested;
      return { width: canvas.width, css: canvas.clientWidth, requested };
    });
    expect(result.width).toBe(result.css * 2);
    // 600 device px at fov 60 need 1039 px faces: level 2 (after level 1, the level below it,
    // for the first sharper picture); at dpr 1 level 1 would be the needed one.
    const levels = new Set(result.requested.map((url) => /tiles\/(\d)\//.exec(url)?.[1]).filter(Boolean));
    expect(levels).toEqual(new Set(['1', '2']));
  });
});
