import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FACES, faceOf, type CubePanorama, type Face, type View } from '@tourview/schema';
import { rayThrough } from './support/expected.js';
import { lookAt, pixelAt, waitForEvent } from './support/harness-page.js';
import { useViewerSuite } from './support/suite.js';

const SIZE = { width: 800, height: 600 };
const BAND = { min: -30, max: 30 };
/** Top and bottom rows, left to right: the view's edges. */
const EDGES = [2, SIZE.height - 3].flatMap((y) => [40, 400, 760].map((x) => ({ x, y })));

const suite = useViewerSuite();

interface BandWindow {
  __viewer: {
    getView(): View;
    loadScene(scene: unknown): Promise<void>;
    enableGyroscope(): Promise<boolean>;
    setHotspots(list: unknown[]): void;
  };
}

const getView = (page: Page): Promise<View> =>
  page.evaluate(() => (window as unknown as BandWindow).__viewer.getView());

/** Waits for the frames that show the view as it is now. */
const nextFrames = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );

/**
 * The face a fixture pixel comes from: red is 30 + 40 per face (plus at most 24 for a tile's
 * quadrant), in preview and tiles alike.
 */
const faceOfColour = ([red]: number[]): Face | undefined => FACES[Math.floor(((red ?? 0) - 30) / 40)];

/**
 * The faces seen at the view's top and bottom edges, and the faces an independent ray cast
 * expects there. In the fixture the side faces span pitch ±35° or more, so a band of ±30°
 * lies on them; the up and down faces stand for a partial panorama's filler.
 */
async function edgeFaces(page: Page): Promise<{ seen: (Face | undefined)[]; expected: Face[] }> {
  await nextFrames(page);
  const view = await getView(page);
  const seen: (Face | undefined)[] = [];
  for (const { x, y } of EDGES) seen.push(faceOfColour(await pixelAt(page, x, y)));
  const expected = EDGES.map(({ x, y }) => faceOf(rayThrough(view, SIZE.width, SIZE.height, x, y)).face);
  return { seen, expected };
}

const onSides = (faces: (Face | undefined)[]) =>
  faces.every((f) => f !== undefined && !['u', 'd'].includes(f));

/** Opens the harness on a touch screen (for the gyroscope) with one scene. */
async function open(panorama: CubePanorama, view: View): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: SIZE, deviceScaleFactor: 1, hasTouch: true });
  const page = await context.newPage();
  const scene = JSON.stringify({ id: 'partial', panorama, initialView: view });
  const query = new URLSearchParams({ base: `${suite.server.origin}/tour`, scene });
  await page.goto(`${suite.server.origin}/harness/index.html?${query.toString()}`);
  await waitForEvent(page, 'scene-ready');
  return page;
}

describe('a partial panorama in Chromium: the view stays in its covered band', () => {
  it('clamps keys, lookAt, gyroscope, hotspot focus and zoom, then lets go in a full scene', async () => {
    const page = await open({ ...suite.pano, pitchRange: BAND }, { yaw: 10, pitch: 80, fov: 40 });
    expect(await getView(page)).toEqual({ yaw: 10, pitch: 10, fov: 40 });

    await page.locator('canvas').focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
    expect((await getView(page)).pitch).toBe(-10);

    await lookAt(page, { pitch: 90 });
    expect(await getView(page)).toEqual({ yaw: 10, pitch: 10, fov: 40 });
    const up = await edgeFaces(page);
    expect(up.seen).toEqual(up.expected);
    expect(onSides(up.seen)).toBe(true);

    const gyro = await page.evaluate(async () => {
      const viewer = (window as unknown as BandWindow).__viewer;
      const enabled = await viewer.enableGyroscope();
      const turn = (beta: number) =>
        window.dispatchEvent(new DeviceOrientationEvent('deviceorientation', { alpha: 0, beta, gamma: 0 }));
      turn(90);
      turn(10);
      const down = viewer.getView().pitch;
      turn(170);
      return { enabled, down, up: viewer.getView().pitch };
    });
    expect(gyro).toEqual({ enabled: true, down: -10, up: 10 });

    await page.evaluate(() => {
      const button = document.createElement('button');
      button.className = 'hotspot';
      document.getElementById('view')?.appendChild(button);
      (window as unknown as BandWindow).__viewer.setHotspots([{ element: button, yaw: -170, pitch: 80 }]);
    });
    await page.waitForFunction(
      () => document.querySelector('.hotspot')?.getAttribute('data-visible') === 'false',
    );
    await page.locator('.hotspot').focus();
    await page.waitForFunction(
      () => Math.abs((window as unknown as BandWindow).__viewer.getView().yaw + 170) < 0.01,
    );
    expect((await getView(page)).pitch).toBe(10);

    await page.mouse.move(400, 300);
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => (window as unknown as BandWindow).__viewer.getView().fov > 59);
    expect(await getView(page)).toMatchObject({ pitch: 0, fov: 60 });
    const wide = await edgeFaces(page);
    expect(wide.seen).toEqual(wide.expected);
    expect(onSides(wide.seen)).toBe(true);

    await page.evaluate((panorama) => {
      const viewer = (window as unknown as BandWindow).__viewer;
      return viewer.loadScene({ id: 'full', panorama, initialView: { yaw: 10, pitch: 90, fov: 60 } });
    }, suite.pano);
    expect(await getView(page)).toEqual({ yaw: 10, pitch: 60, fov: 60 });
    const full = await edgeFaces(page);
    expect(full.seen).toEqual(full.expected);
    expect(full.seen.slice(0, 3)).toEqual(['u', 'u', 'u']);
    await page.context().close();
  });
});
