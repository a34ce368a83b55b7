import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { CubePanorama } from '@tourview/schema';
import { FAST_4G } from './network.js';

/**
 * One detector for every viewer: WebGL contexts keep their drawing buffer, and each animation
 * frame reads the 3×3 pixels at the canvas centre until they are no longer black. It adds the
 * same read to each frame of both viewers, and notes the time of the first frame with a room.
 */
const FIRST_PIXELS_DETECTOR = `(() => {
  const contexts = [];
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, attributes) {
    const webgl = /webgl/.test(type);
    const context = getContext.call(this, type, webgl ? { ...attributes, preserveDrawingBuffer: true } : attributes);
    if (webgl && context) contexts.push(context);
    return context;
  };
  const pixels = new Uint8Array(9 * 4);
  const check = () => {
    for (const gl of contexts) {
      gl.readPixels((gl.drawingBufferWidth >> 1) - 1, (gl.drawingBufferHeight >> 1) - 1, 3, 3, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
      let sum = 0;
      for (let i = 0; i < pixels.length; i += 4) sum += pixels[i] + pixels[i + 1] + pixels[i + 2];
      if (sum > 9 * 30) return void (window.__firstPixelsAt = performance.now());
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Our first pixels as a share of Pannellum's, the best open-source viewer measured here. */
const BUDGET = { unthrottled: 0.6, fast4g: 0.45 };

/** Where the Pannellum page and its copy of the tour's tiles are mounted. */
export const PANNELLUM_PREFIX = '/pannellum/';
const TILES_PREFIX = '/pannellum-tiles/';

/**
 * The static mounts for Pannellum's page: its npm build, a page that opens the tour's cube
 * as Pannellum multires, and the tour's tile levels under Pannellum's numbering (from 1).
 * The tiles are ours, byte for byte: the tiler's face letters and tile size are Pannellum's.
 */
export async function pannellumMounts(
  dir: string,
  tourDir: string,
  pano: CubePanorama,
  viewport: { width: number; height: number },
  verticalFov: number,
): Promise<Record<string, string>> {
  const build = dirname(createRequire(import.meta.url).resolve('pannellum/build/pannellum.js'));
  const top = pano.levels[pano.levels.length - 1];
  if (!top || pano.tileUrl !== 'tiles/{z}/{f}/{y}_{x}.webp') throw new Error('unexpected tile layout');
  // Pannellum takes the horizontal field of view; ours is vertical.
  const aspect = viewport.width / viewport.height;
  const hfov = (2 * Math.atan(Math.tan((verticalFov * Math.PI) / 360) * aspect) * 180) / Math.PI;
  const config = {
    type: 'multires',
    autoLoad: true,
    showControls: false,
    hfov,
    yaw: 0,
    pitch: 0,
    multiRes: {
      basePath: TILES_PREFIX.slice(0, -1),
      path: '/%l/%s/%y_%x',
      extension: 'webp',
      tileResolution: top.tileSize,
      maxLevel: pano.levels.length,
      cubeResolution: top.size,
    },
  };
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8">` +
      `<link rel="stylesheet" href="lib/pannellum.css"><script src="lib/pannellum.js"></script>` +
      `<style>html,body{margin:0;height:100%;background:#000}#pano{width:100vw;height:100vh}</style>` +
      `</head><body><div id="pano"></div>` +
      `<script>pannellum.viewer('pano', ${JSON.stringify(config)});</script></body></html>`,
  );
  const mounts: Record<string, string> = {
    [`${PANNELLUM_PREFIX}lib/`]: build,
    [PANNELLUM_PREFIX]: dir,
  };
  pano.levels.forEach((_, z) => (mounts[`${TILES_PREFIX}${z + 1}/`] = join(tourDir, 'tiles', String(z))));
  return mounts;
}

/** First pixels of a page by {@link FIRST_PIXELS_DETECTOR}, ms from navigation; -1 if none in 20 s. */
async function detectedFirstPixels(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  throttled: boolean,
): Promise<number> {
  const page = await browser.newPage({ viewport });
  try {
    await page.addInitScript(FIRST_PIXELS_DETECTOR);
    if (throttled) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...FAST_4G });
    }
    await page.goto(url, { waitUntil: 'commit' });
    const at = await page.waitForFunction(
      () => (window as { __firstPixelsAt?: number }).__firstPixelsAt,
      null,
      {
        timeout: 20000,
        polling: 50,
      },
    );
    return Math.round(Number(await at.jsonValue()));
  } catch {
    return -1;
  } finally {
    await page.close();
  }
}

/**
 * Tourview's engine page, the engine inline as on tour pages (with the inline preview, and
 * without it), against Pannellum, its script and style sheet of their own, on the
 * same tiles, cold cache, unthrottled and on Fast-4G: each viewer's first pixels by the one
 * detector, the median of five runs taken in turns after one unmeasured round (a fresh
 * browser's first page also starts its GPU process).
 */
export async function firstPixelsVersusPannellum(
  browser: Browser,
  pages: { tourview: string; tourviewWithoutInlinePreview: string; pannellum: string },
  viewport: { width: number; height: number },
): Promise<Record<string, number | string>> {
  const report: Record<string, number | string> = {};
  for (const throttled of [false, true]) {
    const times: Record<keyof typeof pages, number[]> = {
      tourview: [],
      tourviewWithoutInlinePreview: [],
      pannellum: [],
    };
    for (let round = 0; round < 6; round++) {
      for (const viewer of ['tourview', 'tourviewWithoutInlinePreview', 'pannellum'] as const) {
        const ms = await detectedFirstPixels(browser, pages[viewer], viewport, throttled);
        if (round > 0) times[viewer].push(ms);
      }
    }
    const network = throttled ? 'fast4g' : 'unthrottled';
    const ours = median(times.tourview);
    const theirs = median(times.pannellum);
    report[`${network}.tourviewFirstPixelsMs`] = ours;
    report[`${network}.pannellumFirstPixelsMs`] = theirs;
    report[`${network}.ratio`] = theirs > 0 ? Number((ours / theirs).toFixed(2)) : -1;
    report[`${network}.withoutInlinePreviewFirstPixelsMs`] = median(times.tourviewWithoutInlinePreview);
  }
  const ratio = (network: string) => Number(report[`${network}.ratio`]);
  report.budgetUnthrottled =
    ratio('unthrottled') > 0 && ratio('unthrottled') <= BUDGET.unthrottled ? 'pass' : 'over';
  report.budgetFast4g = ratio('fast4g') > 0 && ratio('fast4g') <= BUDGET.fast4g ? 'pass' : 'over';
  return report;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? -1;
}
