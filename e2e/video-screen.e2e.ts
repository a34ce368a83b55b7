import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { useBrowser } from './support/use-browser.js';
import { isolateFromGoogle, newPage, VIEWPORTS, waitForPath } from './support/pages.js';
import { ROOT } from './support/stack.js';

const baseUrl = inject('baseUrl');

/** The `house` tour is imported from this fixture folder: its video is what we expect to see. */
interface FixtureVideo {
  chapters: { start: number; title: string; scene?: string }[];
  captions: { lang: string; label: string }[];
}
const houseVideo = (
  JSON.parse(readFileSync(join(ROOT, 'fixtures/two-rooms/tour.json'), 'utf8')) as { video: FixtureVideo }
).video;

const browser = useBrowser(['--autoplay-policy=no-user-gesture-required']);

/** What the page's one `<video>` is doing. */
function videoState(page: Page) {
  return page.locator('video').evaluate((video: HTMLVideoElement) => ({
    currentTime: video.currentTime,
    duration: video.duration,
    paused: video.paused,
    muted: video.muted,
    readyState: video.readyState,
    engine: video.dataset.engine,
    poster: video.poster,
    showing: Array.from(video.textTracks)
      .filter((t) => t.mode === 'showing')
      .map((t) => t.language),
  }));
}

const currentTime = async (page: Page) => (await videoState(page)).currentTime;
const playButton = (page: Page) => page.getByRole('button', { name: 'Play', exact: true });
const pauseButton = (page: Page) => page.getByRole('button', { name: 'Pause', exact: true });

async function openVideo(path: string) {
  const opened = await newPage(browser());
  const scripts: string[] = [];
  opened.page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await opened.page.goto(baseUrl + path);
  await opened.page.locator('video').waitFor();
  return { ...opened, scripts };
}

describe('video screen', () => {
  it('shows the poster at once, does not autoplay, and plays the demo MP4 natively', async () => {
    const { page, scripts } = await openVideo('/demo/video');
    const before = await videoState(page);
    expect(before.engine).toBe('native');
    expect(before.poster).not.toBe('');
    // With its metadata loaded the player has set the video up: a play() on the way there would
    // have unpaused it already, and an autoplay attribute would be there to see.
    await expect.poll(async () => (await videoState(page)).readyState).toBeGreaterThanOrEqual(1);
    expect((await videoState(page)).paused).toBe(true);
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.autoplay)).toBe(false);

    await playButton(page).click();
    await pauseButton(page).waitFor();
    await expect.poll(() => currentTime(page), { timeout: 10000 }).toBeGreaterThan(0.5);
    expect(scripts.some((s) => /\/hls[.\w-]*\.js$/.test(s))).toBe(false);
  });

  it('seeks when a chapter is clicked, marks it as current and links its room in 360°', async () => {
    const { page } = await openVideo('/house/video');
    const chapter = houseVideo.chapters.find((c) => c.start > 0 && c.scene);
    if (!chapter?.scene) throw new Error('the house fixture needs a later chapter with a scene');
    const button = page.getByRole('button', { name: new RegExp(chapter.title) });
    await button.click();
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(chapter.start - 0.05);
    await expect.poll(() => button.getAttribute('aria-current')).toBe('true');

    await page.getByRole('link', { name: `Open this room in 360° (${chapter.title})` }).click();
    await waitForPath(page, baseUrl, '/house', chapter.scene);
  });

  it('starts at the time of a ?t= deep link', async () => {
    const chapter = houseVideo.chapters.at(-1);
    if (!chapter || chapter.start <= 0) throw new Error('the house fixture needs a chapter after 0 s');
    const { page } = await openVideo(`/house/video?t=${chapter.start}`);
    await expect.poll(() => currentTime(page)).toBeCloseTo(chapter.start, 1);
    await expect
      .poll(() => page.getByRole('button', { name: new RegExp(chapter.title) }).getAttribute('aria-current'))
      .toBe('true');
  });

  it('turns captions from the tour’s WebVTT track on and off', async () => {
    const track = houseVideo.captions[0];
    if (!track) throw new Error('the house fixture needs a caption track');
    const { page } = await openVideo('/house/video');
    const captions = page.getByRole('button', { name: 'Captions' });
    await expect(captions.getAttribute('aria-pressed')).resolves.toBe('false');
    expect((await videoState(page)).showing).toEqual([]);

    await captions.click();
    await expect(captions.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect.poll(async () => (await videoState(page)).showing).toEqual([track.lang]);

    await captions.click();
    await expect.poll(async () => (await videoState(page)).showing).toEqual([]);
  });

  it('shows the captions in the visitor’s language where the tour has them', async () => {
    const demo = (
      JSON.parse(readFileSync(join(ROOT, 'demo/tour/tour.json'), 'utf8')) as { video: FixtureVideo }
    ).video;
    expect(demo.captions.map((c) => c.lang)).toContain('de');
    const context = await browser().newContext({ viewport: VIEWPORTS.desktop, locale: 'de-DE' });
    await isolateFromGoogle(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/demo/video`);
    await page.getByRole('button', { name: 'Untertitel' }).click();
    await expect.poll(async () => (await videoState(page)).showing).toEqual(['de']);
  });

  it('works with the keyboard alone: Tab to the controls, Space, K, J/L, M, C, F', async () => {
    const { page } = await openVideo('/house/video');
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    for (let i = 0; i < 15 && !(await playButton(page).evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(playButton(page).evaluate((b) => b === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press('Space');
    await expect.poll(async () => (await videoState(page)).paused).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);

    const { duration } = await videoState(page);
    await page.keyboard.press('l');
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(Math.min(10, duration) - 0.1);
    await page.keyboard.press('j');
    await expect.poll(() => currentTime(page)).toBeLessThan(Math.max(duration - 10, 0) + 0.1);

    await page.keyboard.press('m');
    await expect.poll(async () => (await videoState(page)).muted).toBe(true);
    await page.getByRole('button', { name: 'Unmute' }).waitFor();
    await page.keyboard.press('c');
    await expect(page.getByRole('button', { name: 'Captions' }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );

    const playerIsFullscreen = () =>
      page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label') ?? null);
    await page.keyboard.press('f');
    await expect.poll(playerIsFullscreen).toBe('Video player');
    await page.getByRole('button', { name: 'Exit full screen' }).waitFor();
    await page.keyboard.press('f');
    await expect.poll(playerIsFullscreen).toBeNull();
  });

  it('shows a message with retry when the source fails, and plays after the retry', async () => {
    const { page } = await newPage(browser());
    let blocked = true;
    await page.route('**/*.mp4', (route) => (blocked ? route.abort('connectionfailed') : route.fallback()));
    await page.goto(`${baseUrl}/house/video`);
    const alert = page.getByRole('alert');
    await alert.getByText('The video could not be played').waitFor();

    blocked = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await alert.waitFor({ state: 'detached' });
    await playButton(page).click();
    await expect.poll(() => currentTime(page), { timeout: 10000 }).toBeGreaterThan(0.2);
  });

  it('offers the property summary and Contact agent', async () => {
    const { page } = await openVideo('/house/video');
    await page.getByTestId('property-panel').waitFor();
    await page.getByRole('button', { name: 'Contact agent' }).click();
    await page.getByTestId('enquiry-dialog').waitFor();
  });

  it('fits the player and its Play button on a phone held sideways (812×375)', async () => {
    const viewport = { width: 812, height: 375 };
    const context = await browser().newContext({
      viewport,
      locale: 'en-GB',
      hasTouch: true,
      bypassCSP: true,
    });
    await isolateFromGoogle(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/demo/video`);
    await page.locator('video').waitFor();
    await playButton(page).waitFor();
    const within = (b: { x: number; y: number; width: number; height: number } | null) =>
      b !== null &&
      b.x >= 0 &&
      b.y >= 0 &&
      b.x + b.width <= viewport.width &&
      b.y + b.height <= viewport.height;
    expect(within(await page.locator('video').boundingBox())).toBe(true);
    expect(within(await playButton(page).boundingBox())).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/phones-video-812x375.png' });
    await playButton(page).tap();
    await pauseButton(page).waitFor();
    await context.close();
  });

  it('has no serious accessibility violations at phone and desktop size, playing or failed', async () => {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      // axe-core goes in as an inline script, which the app's CSP rightly refuses.
      const context = await browser().newContext({ viewport, locale: 'en-GB', bypassCSP: true });
      await isolateFromGoogle(context);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/house/video`);
      await page.locator('video').waitFor();
      await playButton(page).click();
      await pauseButton(page).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.route('**/*.mp4', (route) => route.abort('connectionfailed'));
      await page.reload();
      await page.getByRole('alert').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
