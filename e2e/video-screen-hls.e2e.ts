import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { afterFrames, newPage } from './support/pages.js';
import { ROOT } from './support/stack.js';
import { useBrowser } from './support/use-browser.js';

const baseUrl = inject('baseUrl');
const HLS_DIR = join(ROOT, 'fixtures/hls');
/** A code no imported tour has: its tour record is answered here, with the fixture stream. */
const CODE = 'hls-fixture';
const HLS_CHUNK = /\/hls[.\w-]*\.js$/;
const browser = useBrowser(['--autoplay-policy=no-user-gesture-required']);
let hlsTour: Record<string, unknown>;

beforeAll(async () => {
  const response = await fetch(`${baseUrl}/api/public/tours/house`);
  const house = (await response.json()) as Record<string, unknown>;
  hlsTour = {
    ...house,
    code: CODE,
    video: {
      sources: [{ url: `${CODE}/index.m3u8`, type: 'application/vnd.apple.mpegurl' }],
      duration: 6,
      captions: [],
      chapters: [
        { start: 0, title: 'Start' },
        { start: 3, title: 'Middle' },
      ],
    },
  };
});

/** Serves the tour record and the committed fixture stream; `delaySegment` stalls one segment. */
async function serveHlsTour(context: BrowserContext, delaySegment?: string): Promise<void> {
  // The page comes from `/`, so the server never looks the made-up code up (misses are rate-limited).
  await context.route(`${baseUrl}/${CODE}/video`, async (route) =>
    route.fulfill({ response: await route.fetch({ url: `${baseUrl}/` }) }),
  );
  await context.route(`**/api/public/tours/${CODE}`, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(hlsTour) }),
  );
  const isStreamFile = (url: URL) => url.pathname.includes(`/${CODE}/`) && /\.(m3u8|ts)$/.test(url.pathname);
  await context.route(isStreamFile, async (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (file === delaySegment) await new Promise((r) => setTimeout(r, 4000));
    const type = file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t';
    await route.fulfill({ contentType: type, body: readFileSync(join(HLS_DIR, file)) });
  });
}

/** Makes Chromium answer like a browser without native HLS (Chromium 14x+ has it natively). */
async function withoutNativeHls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function canPlayType(type: string) {
      return /mpegurl/i.test(type) ? '' : original.call(this, type);
    };
  });
}

async function open(options: { nativeHls: boolean; delaySegment?: string; path?: string }) {
  const { context, page } = await newPage(browser());
  const scripts: string[] = [];
  const streamFiles: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.resourceType() === 'script') scripts.push(path);
    if (/\.(m3u8|ts)$/.test(path)) streamFiles.push(path);
  });
  await serveHlsTour(context, options.delaySegment);
  if (!options.nativeHls) await withoutNativeHls(page);
  await page.goto(baseUrl + (options.path ?? `/${CODE}/video`));
  await page.locator('video').waitFor();
  return { context, page, scripts, streamFiles };
}

const engine = (page: Page) => page.locator('video').getAttribute('data-engine');
const currentTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

describe('video screen: HLS', () => {
  it('plays HLS through hls.js, loaded as its own chunk on the first play, where the browser lacks native HLS', async () => {
    const { page, scripts, streamFiles } = await open({ nativeHls: false });
    await expect.poll(() => engine(page)).toBe('hls.js');
    // The engine is chosen; any effect that would fetch it now has run by the next frame.
    await afterFrames(page);
    expect(
      scripts.some((s) => HLS_CHUNK.test(s)),
      'no hls.js before play',
    ).toBe(false);
    expect(streamFiles, 'no stream before play').toEqual([]);

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => scripts.some((s) => HLS_CHUNK.test(s))).toBe(true);
    await expect.poll(() => currentTime(page), { timeout: 10000 }).toBeGreaterThan(0.5);
  });

  it('starts the hls.js stream at a chapter chosen before the first play', async () => {
    const { page } = await open({ nativeHls: false });
    // Where the picture first moves: at the chapter, not at 0 and then running on to it.
    const firstPlaying = page
      .locator('video')
      .evaluate(
        (v: HTMLVideoElement) =>
          new Promise<number>((resolve) =>
            v.addEventListener('playing', () => resolve(v.currentTime), { once: true }),
          ),
      );
    await page.getByRole('button', { name: /Middle/ }).click();
    expect(await firstPlaying).toBeGreaterThanOrEqual(2.9);
    await expect.poll(() => currentTime(page), { timeout: 10000 }).toBeGreaterThan(3.2);
  });

  it('plays HLS natively where the browser can, without loading hls.js', async () => {
    const { page, scripts } = await open({ nativeHls: true });
    await expect.poll(() => engine(page)).toBe('native');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => currentTime(page), { timeout: 10000 }).toBeGreaterThan(0.5);
    expect(scripts.some((s) => HLS_CHUNK.test(s))).toBe(false);
  });

  it('never loads hls.js for an MP4, even without native HLS', async () => {
    const { page, scripts } = await open({ nativeHls: false, path: '/house/video' });
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => currentTime(page), { timeout: 10000 }).toBeGreaterThan(0.2);
    expect(await engine(page)).toBe('native');
    expect(scripts.some((s) => HLS_CHUNK.test(s))).toBe(false);
  });

  it('shows a message with retry when hls.js cannot load the stream, and plays after the retry', async () => {
    const { context, page } = await newPage(browser());
    let blocked = true;
    await serveHlsTour(context);
    await withoutNativeHls(page);
    await page.route('**/*.m3u8', (route) => (blocked ? route.abort('connectionfailed') : route.fallback()));
    await page.goto(`${baseUrl}/${CODE}/video`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('The video could not be played').waitFor({ timeout: 20000 });

    blocked = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await alert.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => currentTime(page), { timeout: 10000 }).toBeGreaterThan(0.5);
  });

  it('shows a buffering indicator while the network is too slow to keep up', async () => {
    const { page } = await open({ nativeHls: false, delaySegment: 'segment-1.ts' });
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Loading video…' }).waitFor({ timeout: 10000 });
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Loading video…' }).count(), { timeout: 15000 })
      .toBe(0);
    await expect.poll(() => currentTime(page), { timeout: 10000 }).toBeGreaterThan(2.5);
  });
});
