import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import type { CubePanorama, View } from '@tourview/schema';
import type { Rgb } from './fixture-tour.js';

/** The engine's stats as the harness exposes them. */
export interface Stats {
  frames: number;
  drawCalls: number;
  textures: number;
  textureBytes: number;
  requested: string[];
}

/** Opens the harness with one scene; waits until its preview is on screen. */
export async function openHarness(
  browser: Browser,
  origin: string,
  pano: CubePanorama,
  view: View,
  size = { width: 800, height: 600 },
): Promise<Page> {
  const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
  const scene = JSON.stringify({ id: 'fixture', panorama: pano, initialView: view });
  const query = new URLSearchParams({ base: `${origin}/tour`, scene });
  await page.goto(`${origin}/harness/index.html?${query.toString()}`);
  await waitForEvent(page, 'scene-ready');
  return page;
}

/** Waits until the harness logged `count` events of a type. */
export async function waitForEvent(page: Page, type: string, count = 1): Promise<void> {
  await page.waitForFunction(
    ([t, n]) => {
      const w = window as unknown as { __events: { type: string }[]; __error?: string };
      if (w.__error) throw new Error(w.__error);
      return w.__events.filter((e) => e.type === t).length >= (n as number);
    },
    [type, count] as const,
    { timeout: 20000 },
  );
}

/** Engine stats now, with the images requested so far (the harness logs them from events). */
export function stats(page: Page): Promise<Stats> {
  return page.evaluate(() => {
    const w = window as unknown as { __viewer: { stats(): Omit<Stats, 'requested'> }; __requested: string[] };
    return { ...w.__viewer.stats(), requested: [...w.__requested] };
  });
}

/** Moves the view at once. */
export async function lookAt(page: Page, view: Partial<View>): Promise<void> {
  await page.evaluate(
    (v) =>
      (window as unknown as { __viewer: { lookAt(v: Partial<View>): Promise<void> } }).__viewer.lookAt(v),
    view,
  );
}

/** The colour of one screen pixel, read from a real screenshot (what the user sees). */
export async function pixelAt(page: Page, x: number, y: number): Promise<Rgb> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return [data[0] ?? -1, data[1] ?? -1, data[2] ?? -1];
}

/** Whether two colours match within a small tolerance. */
export function sameColour(a: Rgb, b: Rgb, tolerance = 6): boolean {
  return a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= tolerance);
}
