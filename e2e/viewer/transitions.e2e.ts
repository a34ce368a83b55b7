import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CubePanorama, View } from '@tourview/schema';
import { openHarness, stats, waitForEvent } from './support/harness-page.js';
import { useViewerSuite } from './support/suite.js';

const suite = useViewerSuite();
const VIEW: View = { yaw: 10, pitch: 10, fov: 60 };

/** The fixture under other URLs (a query string), so nothing is shared with the first scene. */
function otherScene(pano: CubePanorama, tag: string, tileUrl = pano.tileUrl) {
  return {
    id: tag,
    panorama: {
      ...pano,
      tileUrl: `${tileUrl}?${tag}`,
      preview: { ...pano.preview, url: `${pano.preview.url}?${tag}` },
    },
    initialView: VIEW,
  };
}

interface Timed {
  ms: number;
  frames: number;
  textures: number;
}

/** Runs `loadScene` in the page; returns how long it took and how many frames were drawn. */
function enter(page: Page, scene: unknown, options: unknown): Promise<Timed> {
  return page.evaluate(
    async ({ scene, options }) => {
      const viewer = (
        window as unknown as {
          __viewer: {
            loadScene(s: unknown, o: unknown): Promise<void>;
            stats(): { frames: number; textures: number };
          };
        }
      ).__viewer;
      const frames = viewer.stats().frames;
      const start = performance.now();
      await viewer.loadScene(scene, options);
      return {
        ms: performance.now() - start,
        frames: viewer.stats().frames - frames,
        textures: viewer.stats().textures,
      };
    },
    { scene, options },
  );
}

describe('scene transitions, reduced motion and failures in Chromium', () => {
  it('cross-fades to a prefetched scene without fetching its preview twice', async () => {
    const page = await openHarness(suite.browser, suite.server.origin, suite.pano, VIEW);
    await waitForEvent(page, 'tiles-idle');
    const next = otherScene(suite.pano, 'next');
    const prefetched = page.waitForResponse((response) => response.url().includes('preview.png?next'));
    await page.evaluate(
      (scene) => (window as unknown as { __viewer: { prefetch(s: unknown): void } }).__viewer.prefetch(scene),
      next,
    );
    await prefetched;
    const result = await enter(page, next, { transition: 'fade', toward: { yaw: 10, pitch: 0 } });
    expect(result.ms).toBeGreaterThan(500);
    // A 600 ms fade draws every frame it can; reduced motion (below) draws a couple at most.
    expect(result.frames).toBeGreaterThanOrEqual(4);
    const previews = (await stats(page)).requested.filter((url) => url.includes('preview.png?next'));
    expect(previews).toHaveLength(1);
    await waitForEvent(page, 'scene-ready', 2);
  });

  it('under reduced motion, scene changes and animated looks are instant', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 640, height: 480 } });
    const scene = JSON.stringify({ id: 'fixture', panorama: suite.pano, initialView: VIEW });
    const query = new URLSearchParams({ base: `${suite.server.origin}/tour`, scene, reduced: '' });
    await page.goto(`${suite.server.origin}/harness/index.html?${query.toString()}`);
    await waitForEvent(page, 'tiles-idle');
    const result = await enter(page, otherScene(suite.pano, 'calm'), { transition: 'fade' });
    // The frame that shows the new scene (a fade would draw every frame for 600 ms).
    expect(result.frames).toBeLessThanOrEqual(2);
    const view = await page.evaluate(async () => {
      const viewer = (
        window as unknown as { __viewer: { lookAt(v: unknown, o: unknown): Promise<void>; getView(): View } }
      ).__viewer;
      const pending = viewer.lookAt({ yaw: 120 }, { animate: true });
      const immediately = viewer.getView();
      await pending;
      return immediately;
    });
    expect(view.yaw).toBe(120);
  });

  it('a missing tile is not retried and does not stop the scene from settling', async () => {
    const page = await openHarness(suite.browser, suite.server.origin, suite.pano, VIEW);
    await waitForEvent(page, 'tiles-idle');
    const broken = otherScene(suite.pano, 'gone', 'missing/{z}/{f}/{y}_{x}.png');
    await enter(page, broken, {});
    // Idle means every tile settled: a tile waiting to be retried holds it back, and the
    // retries made before it would be in the log below.
    await waitForEvent(page, 'tiles-idle', 2);
    const missing = (await stats(page)).requested.filter((url) => url.includes('missing/'));
    expect(missing.length).toBeGreaterThan(0);
    expect(new Set(missing).size).toBe(missing.length);
    expect(suite.server.requests.filter((path) => path.includes('/missing/')).length).toBe(missing.length);
  });

  it('asks again, once the browser is back online, for the tiles that failed while offline', async () => {
    const page = await openHarness(suite.browser, suite.server.origin, suite.pano, VIEW);
    await waitForEvent(page, 'tiles-idle');
    // This scene's tiles fail as a dropped connection fails them; its preview still comes.
    const isDroppedTile = (url: URL | string) =>
      /\?dropped/.test(String(url)) && !/preview/.test(String(url));
    const arrived: string[] = [];
    page.on('requestfinished', (request) => {
      if (isDroppedTile(request.url())) arrived.push(request.url());
    });
    await page.route(isDroppedTile, (route) => route.abort('internetdisconnected'));
    await enter(page, otherScene(suite.pano, 'dropped'), {});
    await waitForEvent(page, 'tiles-idle', 2);
    expect(arrived).toEqual([]);
    await page.unroute(isDroppedTile);
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await waitForEvent(page, 'tiles-idle', 3);
    expect(arrived.length).toBeGreaterThan(0);
  });

  it('rejects an invalid panorama with a typed error and keeps showing the current scene', async () => {
    const page = await openHarness(suite.browser, suite.server.origin, suite.pano, VIEW);
    const bad = {
      ...suite.pano,
      levels: [
        { tileSize: 256, size: 256 },
        { tileSize: 256, size: 1024 },
      ],
    };
    const error = await page.evaluate(
      (panorama) =>
        (window as unknown as { __viewer: { loadScene(s: unknown): Promise<void> } }).__viewer
          .loadScene({ id: 'bad', panorama })
          .then(
            () => 'resolved',
            (e: Error) => `${e.name}: ${e.message}`,
          ),
      bad,
    );
    expect(error).toMatch(/^InvalidPanoramaError: .*levels\.1\.size/);
    expect((await stats(page)).textures).toBeGreaterThan(0);
  });

  it('reports a typed error when WebGL is unavailable', async () => {
    const page = await suite.browser.newPage();
    await page.addInitScript(() => {
      HTMLCanvasElement.prototype.getContext = () => null;
    });
    const scene = JSON.stringify({ id: 'fixture', panorama: suite.pano });
    await page.goto(`${suite.server.origin}/harness/index.html?${new URLSearchParams({ scene }).toString()}`);
    const error = await page.evaluate(() => (window as unknown as { __error?: string }).__error);
    expect(error).toMatch(/^WebGLUnavailableError/);
    expect(await page.locator('canvas').count()).toBe(0);
  });
});
