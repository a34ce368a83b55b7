import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { faceOf, type View } from '@tourview/schema';
import type { Viewer } from '@tourview/viewer';
import { afterFrames } from '../support/pages.js';
import { borderClearance, centreTile, rayThrough, tilesHit } from './support/expected.js';
import { previewColour, tileColour, type Rgb } from './support/fixture-tour.js';
import { lookAt, openHarness, pixelAt, sameColour, stats, waitForEvent } from './support/harness-page.js';
import { useViewerSuite } from './support/suite.js';

const SIZE = { width: 800, height: 600 };
/** 800×600 at fov 60 needs 1039 px faces: the finest level (1024 px, 4×4 tiles of 256). */
const FINEST = { z: 2, n: 4 };
const VIEWS: View[] = [
  { yaw: 10, pitch: 10, fov: 60 },
  { yaw: 100, pitch: -20, fov: 60 },
  { yaw: -150, pitch: 5, fov: 60 },
  { yaw: 30, pitch: 55, fov: 60 },
  { yaw: -60, pitch: -58, fov: 60 },
];

const suite = useViewerSuite();

function expectedTile(view: View): Rgb {
  const t = centreTile(view, FINEST.n);
  return tileColour(FINEST.z, t.face, t.x, t.y, t.qx, t.qy);
}

function expectedPreview(view: View): Rgb {
  const t = centreTile(view, 1);
  return previewColour(t.face, t.qx, t.qy);
}

const centre = (p: Page) => pixelAt(p, SIZE.width / 2, SIZE.height / 2);

describe('panorama engine in Chromium (SwiftShader WebGL)', () => {
  it('paints the preview first, then the finest level, with the right colour at the centre', async () => {
    const first = VIEWS[0] as View;
    const held: (() => void)[] = [];
    const context = await suite.browser.newContext({ viewport: SIZE, deviceScaleFactor: 1 });
    await context.route('**/tour/tiles/**', (route) => void held.push(() => void route.continue()));
    const scene = JSON.stringify({ id: 'fixture', panorama: suite.pano, initialView: first });
    const page = await context.newPage();
    await page.goto(
      `${suite.server.origin}/harness/index.html?${new URLSearchParams({ base: `${suite.server.origin}/tour`, scene })}`,
    );
    await waitForEvent(page, 'first-render');
    expect(sameColour(await centre(page), expectedPreview(first))).toBe(true);
    held.splice(0).forEach((release) => release());
    await context.unroute('**/tour/tiles/**');
    await waitForEvent(page, 'tiles-idle');
    expect(await centre(page)).toEqual(expectedTile(first));
  });

  it("asks for all of a view's tiles before any answers, at low priority, and leaves the queueing to the browser", async () => {
    const context = await suite.browser.newContext({ viewport: SIZE, deviceScaleFactor: 1 });
    try {
      const held: string[] = [];
      await context.route('**/tour/tiles/**', (route) => void held.push(route.request().url()));
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const priorities = new Map<string, string>();
      cdp.on('Network.requestWillBeSent', (e) => priorities.set(e.request.url, e.request.initialPriority));
      const scene = JSON.stringify({ id: 'fixture', panorama: suite.pano, initialView: VIEWS[0] });
      await page.goto(
        `${suite.server.origin}/harness/index.html?${new URLSearchParams({ base: `${suite.server.origin}/tour`, scene })}`,
      );
      await waitForEvent(page, 'first-render');
      // No tile has answered, yet every one the view needs has left the page: more than the six
      // a host's HTTP/1.1 connections carry at once.
      await expect.poll(() => held.length).toBeGreaterThan(6);
      const asked = (await stats(page)).requested.filter((url) => url.includes('/tiles/'));
      await expect.poll(() => held.length).toBe(asked.length);
      expect(asked.map((url) => priorities.get(url))).toEqual(asked.map(() => 'Low'));
      expect(priorities.get(`${suite.server.origin}/tour/${suite.pano.preview.url}`)).toBe('High');
    } finally {
      await context.close();
    }
  });

  /** Opens the harness with the preview's answer held back until `release` is called. */
  async function openWithPreviewHeld(): Promise<{ page: Page; release: () => void }> {
    let release = (): void => undefined;
    const context = await suite.browser.newContext({ viewport: SIZE, deviceScaleFactor: 1 });
    const preview = `**/tour/${suite.pano.preview.url}`;
    await context.route(preview, (route) => void (release = () => void route.continue()));
    const scene = JSON.stringify({ id: 'fixture', panorama: suite.pano, initialView: VIEWS[0] });
    const page = await context.newPage();
    await page.goto(
      `${suite.server.origin}/harness/index.html?${new URLSearchParams({ base: `${suite.server.origin}/tour`, scene })}`,
    );
    return { page, release: () => release() };
  }

  it('draws nothing until the first preview has arrived', async () => {
    const { page, release } = await openWithPreviewHeld();
    await page.setViewportSize({ width: SIZE.width - 100, height: SIZE.height });
    // The resize reaches the engine before the next frame; a frame it asked for runs in the one after.
    await afterFrames(page, 2);
    expect(await stats(page)).toMatchObject({ frames: 0, drawCalls: 0 });
    release();
    await waitForEvent(page, 'first-render');
    expect((await stats(page)).frames).toBeGreaterThan(0);
  });

  it('shows the first room before asking for its tiles', async () => {
    const { page, release } = await openWithPreviewHeld();
    await page.evaluate(() => {
      const w = window as unknown as {
        __viewer: Viewer;
        __requested: string[];
        __requestedAtFirstRender?: string[];
      };
      w.__viewer.on('first-render', () => (w.__requestedAtFirstRender = [...w.__requested]));
    });
    release();
    await waitForEvent(page, 'tiles-idle');
    const atFirstRender = await page.evaluate(
      () => (window as unknown as { __requestedAtFirstRender?: string[] }).__requestedAtFirstRender,
    );
    expect(atFirstRender).toEqual([`${suite.server.origin}/tour/${suite.pano.preview.url}`]);
    expect((await stats(page)).requested.length).toBeGreaterThan(1);
  });

  it("asks for the first room's tiles a couple at a time, in tasks a frame can come between", async () => {
    const context = await suite.browser.newContext({ viewport: SIZE, deviceScaleFactor: 1 });
    try {
      // Held tiles never answer, so no tile's arrival asks for another frame while the tasks go
      // on (a frame between them asks for the rest at once).
      await context.route('**/tour/tiles/**', () => undefined);
      const page = await context.newPage();
      await page.addInitScript(() => {
        // A task's requests share a number: it moves on at the microtask checkpoint after them.
        const w = window as unknown as { __tileTask: number[] };
        let task = 0;
        let counting = false;
        w.__tileTask = [];
        const ask = window.fetch;
        window.fetch = (...args) => {
          if (String(args[0]).includes('/tiles/')) {
            w.__tileTask.push(task);
            if (!counting) {
              counting = true;
              queueMicrotask(() => ((counting = false), (task += 1)));
            }
          }
          return ask(...args);
        };
      });
      const scene = JSON.stringify({ id: 'fixture', panorama: suite.pano, initialView: VIEWS[0] });
      await page.goto(
        `${suite.server.origin}/harness/index.html?${new URLSearchParams({ base: `${suite.server.origin}/tour`, scene })}`,
      );
      await waitForEvent(page, 'first-render');
      await expect.poll(async () => (await stats(page)).requested.length).toBeGreaterThan(6);
      const tasks = await page.evaluate(() => (window as unknown as { __tileTask: number[] }).__tileTask);
      const perTask = [...new Set(tasks)].map((task) => tasks.filter((t) => t === task).length);
      expect(perTask.length).toBeGreaterThan(2);
      expect(Math.max(...perTask)).toBe(2);
    } finally {
      await context.close();
    }
  });

  it('shows the right tile and quadrant at the centre for views on every face', async () => {
    const page = await openHarness(suite.browser, suite.server.origin, suite.pano, VIEWS[0] as View, SIZE);
    for (const [i, view] of VIEWS.entries()) {
      expect(borderClearance(view, FINEST.n)).toBeGreaterThan(0.05);
      await lookAt(page, view);
      await waitForEvent(page, 'tiles-idle', i + 1);
      const pixel = await centre(page);
      expect({ view, pixel }).toEqual({ view, pixel: expectedTile(view) });
    }
  });

  it('draws the side faces at yaw 0, where their tiles meet in the plane through the eye', async () => {
    // 800×600 at fov 100 needs the 512 px level, 2×2 tiles a face: the left and right sixths
    // show the l and r faces' tiles whose far edge, the face's middle, lies exactly at w = 0.
    const view: View = { yaw: 0, pitch: 0, fov: 100 };
    const level = { z: 1, n: 2 };
    const page = await openHarness(suite.browser, suite.server.origin, suite.pano, view, SIZE);
    await waitForEvent(page, 'tiles-idle');
    // Points a fifth of a tile or more from any tile or quadrant edge.
    for (const [sx, sy] of [
      [40, 225],
      [760, 225],
      [40, 375],
      [760, 375],
    ] as const) {
      const hit = faceOf(rayThrough(view, SIZE.width, SIZE.height, sx, sy));
      const [fx, fy] = [hit.u * level.n, hit.v * level.n];
      const expected = tileColour(
        level.z,
        hit.face,
        Math.floor(fx),
        Math.floor(fy),
        fx % 1 < 0.5 ? 0 : 1,
        fy % 1 < 0.5 ? 0 : 1,
      );
      expect({ sx, sy, pixel: await pixelAt(page, sx, sy) }).toEqual({ sx, sy, pixel: expected });
    }
  });

  it('requests only the tiles inside the view, the level below first, centre first', async () => {
    const view = VIEWS[1] as View;
    const page = await openHarness(suite.browser, suite.server.origin, suite.pano, view, SIZE);
    await waitForEvent(page, 'tiles-idle');
    const requested = (await stats(page)).requested
      .map((url) => /tiles\/(\d+\/\w\/\d+_\d+)\.png$/.exec(url)?.[1])
      .filter((key): key is string => key !== undefined);
    const finest = requested.filter((key) => key.startsWith(`${FINEST.z}/`));
    const coarser = requested.filter((key) => key.startsWith(`${FINEST.z - 1}/`));
    const inView = tilesHit(view, SIZE.width, SIZE.height, FINEST.z, FINEST.n);
    // tilesHit samples screen points; the engine clips exactly, so a thin tile at the edge it
    // asks for may fall between the samples of the view itself, never of one 5 % wider.
    const nearView = tilesHit({ ...view, fov: view.fov * 1.05 }, SIZE.width, SIZE.height, FINEST.z, FINEST.n);
    expect(new Set(requested).size).toBe(requested.length);
    for (const key of inView) expect(finest).toContain(key);
    for (const key of finest) expect(nearView.has(key)).toBe(true);
    expect(finest.length).toBeLessThan(6 * FINEST.n * FINEST.n * 0.25);
    const centreKey = `${FINEST.z}/${centreTile(view, FINEST.n).face}/${centreTile(view, FINEST.n).y}_${centreTile(view, FINEST.n).x}`;
    expect(finest[0]).toBe(centreKey);
    // The next lower level's few tiles, asked for first, so the picture sharpens in steps.
    const coarserNear = tilesHit(
      { ...view, fov: view.fov * 1.05 },
      SIZE.width,
      SIZE.height,
      FINEST.z - 1,
      FINEST.n / 2,
    );
    expect(coarser.length).toBeGreaterThan(0);
    for (const key of coarser) expect(coarserNear.has(key)).toBe(true);
    expect(requested.slice(0, coarser.length)).toEqual(coarser);
    expect(requested.length).toBe(finest.length + coarser.length);
  });

  it('draws nothing while idle', async () => {
    const page = await openHarness(suite.browser, suite.server.origin, suite.pano, VIEWS[0] as View, SIZE);
    await waitForEvent(page, 'tiles-idle');
    const before = await stats(page);
    // A running render loop draws in every browser frame; thirty of them pass without one.
    await afterFrames(page, 30);
    const after = await stats(page);
    expect(after.frames).toBe(before.frames);
    expect(after.drawCalls).toBe(before.drawCalls);
    await lookAt(page, { yaw: 20 });
    await expect.poll(async () => (await stats(page)).drawCalls).toBeGreaterThan(after.drawCalls);
  });
});
