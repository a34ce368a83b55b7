import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { View } from '@tourview/schema';
import { borderClearance, centreTile, tilesHit } from './support/expected.js';
import { tileColour, type Rgb } from './support/fixture-tour.js';
import { pixelAt, stats, waitForEvent } from './support/harness-page.js';
import { useViewerSuite } from './support/suite.js';
import { afterFrames } from '../support/pages.js';

const SIZE = { width: 800, height: 600 };
/** 800×600 at fov 60 needs the finest level (1024 px faces, 4×4 tiles); below it 2×2 tiles. */
const FINEST = { z: 2, n: 4 };
const BELOW = { z: 1, n: 2 };
const VIEW: View = { yaw: 10, pitch: 10, fov: 60 };

const suite = useViewerSuite();

function colourAtCentre(level: { z: number; n: number }): Rgb {
  const t = centreTile(VIEW, level.n);
  return tileColour(level.z, t.face, t.x, t.y, t.qx, t.qy);
}

/** A context whose browser reports this network (the Network Information API) to the page. */
async function contextOnNetwork(connection: object | null): Promise<BrowserContext> {
  const context = await suite.browser.newContext({ viewport: SIZE, deviceScaleFactor: 1 });
  if (connection) {
    await context.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
    }, connection);
  }
  return context;
}

async function open(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const scene = JSON.stringify({ id: 'fixture', panorama: suite.pano, initialView: VIEW });
  const query = new URLSearchParams({ base: `${suite.server.origin}/tour`, scene });
  await page.goto(`${suite.server.origin}/harness/index.html?${query.toString()}`);
  return page;
}

/** The tiles asked for so far, as "z/face/y_x", in order. */
async function requestedTiles(page: Page): Promise<string[]> {
  return (await stats(page)).requested
    .map((url) => /tiles\/(\d+\/\w\/\d+_\d+)\.png$/.exec(url)?.[1])
    .filter((key): key is string => key !== undefined);
}

async function eventTypes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __events: { type: string }[] }).__events.map((e) => e.type),
  );
}

const centre = (page: Page) => pixelAt(page, SIZE.width / 2, SIZE.height / 2);

describe('progressive refinement and tile economy', () => {
  it('shows the level below while the needed one loads, and says view-sharp only once it is all drawn', async () => {
    expect(borderClearance(VIEW, FINEST.n)).toBeGreaterThan(0.05);
    const context = await contextOnNetwork(null);
    const held: (() => void)[] = [];
    let holding = true;
    let releaseCentre = (): void => undefined;
    const t = centreTile(VIEW, FINEST.n);
    const centreUrl = `/tiles/${FINEST.z}/${t.face}/${t.y}_${t.x}.png`;
    await context.route(`**/tour/tiles/${FINEST.z}/**`, (route) => {
      const release = () => void route.continue();
      if (route.request().url().endsWith(centreUrl)) releaseCentre = release;
      else if (holding) held.push(release);
      else release();
    });
    const page = await open(context);
    await waitForEvent(page, 'view-half-sharp');
    expect(await centre(page)).toEqual(colourAtCentre(BELOW));
    expect(await eventTypes(page)).not.toContain('view-sharp');
    // Every needed tile but the one at the centre: still not sharp.
    holding = false;
    held.splice(0).forEach((release) => release());
    await page.waitForFunction(
      (n) =>
        (window as unknown as { __viewer: { stats(): { textures: number } } }).__viewer.stats().textures >= n,
      tilesHit(VIEW, SIZE.width, SIZE.height, FINEST.z, FINEST.n).size,
    );
    await afterFrames(page, 3);
    expect(await eventTypes(page)).not.toContain('view-sharp');
    releaseCentre();
    await waitForEvent(page, 'view-sharp');
    expect(await centre(page)).toEqual(colourAtCentre(FINEST));
    const order = await eventTypes(page);
    expect(order.indexOf('view-half-sharp')).toBeLessThan(order.indexOf('view-sharp'));
  });

  it('under Save-Data fetches only the needed level, inside the view', async () => {
    const page = await open(await contextOnNetwork({ saveData: true, effectiveType: '4g', downlink: 10 }));
    await waitForEvent(page, 'view-sharp');
    // A sharp view asks for tiles beyond it in one more frame, where the network allows it.
    await afterFrames(page, 3);
    const inView = tilesHit({ ...VIEW, fov: VIEW.fov * 1.05 }, SIZE.width, SIZE.height, FINEST.z, FINEST.n);
    const requested = await requestedTiles(page);
    expect(requested.length).toBeGreaterThan(0);
    for (const key of requested) expect(inView.has(key)).toBe(true);
  });

  it('on 3g, too, fetches only the needed level', async () => {
    const page = await open(await contextOnNetwork({ effectiveType: '3g', downlink: 10 }));
    await waitForEvent(page, 'view-sharp');
    const requested = await requestedTiles(page);
    expect(requested.every((key) => key.startsWith(`${FINEST.z}/`))).toBe(true);
  });

  it('fetches beyond the view once it is sharp, only on a fast network', async () => {
    const inView = tilesHit({ ...VIEW, fov: VIEW.fov * 1.05 }, SIZE.width, SIZE.height, FINEST.z, FINEST.n);
    const beyondView = async (connection: object) => {
      const page = await open(await contextOnNetwork(connection));
      await waitForEvent(page, 'tiles-idle');
      await afterFrames(page, 3);
      return (await requestedTiles(page)).filter((key) => key.startsWith(`${FINEST.z}/`) && !inView.has(key));
    };
    expect(await beyondView({ effectiveType: '4g', downlink: 1.6 })).toEqual([]);
    const fast = await beyondView({ effectiveType: '4g', downlink: 20 });
    expect(fast.length).toBeGreaterThan(0);
    // Only a ring around the view, never the whole sphere.
    expect(fast.length + inView.size).toBeLessThan(6 * FINEST.n * FINEST.n * 0.5);
  });
});
