import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage } from './support/pages.js';
import { ROOT, startStack, type Stack } from './support/stack.js';
import { draftScene, seedStudioDraft, signInToStudio, storedManifest } from './support/studio.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser(['--autoplay-policy=no-user-gesture-required']);
const ADMIN = { email: 'ed@example.com', password: 'the video editing admin password' };
/** A 2-second H.264 clip. */
const CLIP = join(ROOT, 'fixtures/two-rooms/walkthrough.mp4');

const playerTime = (page: Page) =>
  page.getByLabel('Tour video walkthrough.mp4').evaluate((v: HTMLVideoElement) => v.currentTime);

// Its own server: the shared one's first admin is created by the accounts test's setup link.
describe('the studio’s video editor', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({}, {});
    await seedStudioDraft(stack, ADMIN, {
      code: 'video-1',
      title: 'Two rooms',
      scenes: [draftScene('hall', 'Hall'), draftScene('kitchen', 'Kitchen')],
    });
  });
  afterAll(() => stack.stop());

  it('plays an uploaded video, adds a chapter where it was paused, links it to a room, and keeps it', async () => {
    const { page } = await newPage(browser());
    const videoStatuses: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/draft/videos/')) videoStatuses.push(r.status());
    });
    await signInToStudio(page, stack, ADMIN);
    await page.goto(`${stack.studioUrl}/tours/video-1/files`);
    await page.getByLabel('Files to upload').setInputFiles(CLIP);
    await page.getByRole('button', { name: 'Upload 1 file' }).click();
    await page.getByRole('heading', { name: 'walkthrough.mp4' }).waitFor();

    await page.goto(`${stack.studioUrl}/tours/video-1`);
    await page.getByRole('link', { name: 'Edit video and chapters' }).click();
    await page.getByRole('heading', { name: 'Video and chapters' }).waitFor();
    await page.getByLabel('Tour video', { exact: true }).selectOption('walkthrough.mp4');
    const video = page.getByLabel('Tour video walkthrough.mp4');
    // Seeking needs range requests: the player reads the metadata, then jumps into the file.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= HTMLMediaElement.HAVE_METADATA))
      .toBe(true);
    await video.evaluate((v: HTMLVideoElement) => v.play());
    await expect.poll(() => playerTime(page), { timeout: 10_000 }).toBeGreaterThan(0.6);
    await video.evaluate((v: HTMLVideoElement) => {
      v.pause();
      v.currentTime = 1.37;
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.seeking)).toBe(false);
    const at = await playerTime(page);
    expect(videoStatuses).toContain(206);

    await page.getByRole('button', { name: 'Add chapter at current time' }).click();
    const chapter = page.getByRole('group', { name: /^Chapter 1 / });
    // The new chapter's title has the focus, to be named at once.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(await chapter.getByLabel('Title of chapter 1 (en)').getAttribute('id'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Walking into the kitchen');
    await chapter.getByLabel('Room of chapter 1').selectOption({ label: 'Kitchen' });
    await page.getByText(/^Saved at/).waitFor();
    const saved = (await storedManifest(page, 'video-1')).video;
    expect(saved?.file).toBe('walkthrough.mp4');
    expect(saved?.chapters).toHaveLength(1);
    expect(Math.abs((saved?.chapters[0]?.start ?? -1) - at)).toBeLessThan(0.1);
    expect(saved?.chapters[0]).toMatchObject({ title: 'Walking into the kitchen', scene: 'kitchen' });

    // Play from here seeks the player to the chapter.
    await video.evaluate((v: HTMLVideoElement) => (v.currentTime = 0.2));
    await chapter.getByRole('button', { name: 'Play from here' }).click();
    await expect.poll(() => playerTime(page)).toBeGreaterThanOrEqual(at - 0.05);
    await video.evaluate((v: HTMLVideoElement) => v.pause());

    // A time typed past the end is kept but named.
    const start = chapter.getByLabel('Start of chapter 1');
    await start.fill('0:05');
    await start.press('Enter');
    await page.getByText('Starts after the video ends').waitFor();
    expect(await start.evaluate((input) => getComputedStyle(input).outlineStyle)).toBe('solid');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(/^Saved at/).waitFor();

    await page.reload();
    const kept = page.getByRole('group', { name: /^Chapter 1 / });
    await kept.waitFor();
    expect(await kept.getByLabel('Title of chapter 1 (en)').inputValue()).toBe('Walking into the kitchen');
    expect(await kept.getByLabel('Room of chapter 1').inputValue()).toBe('kitchen');
    expect(Number((await storedManifest(page, 'video-1')).video?.chapters[0]?.start)).toBeCloseTo(at, 1);
    expect(await page.getByLabel('Tour video', { exact: true }).inputValue()).toBe('walkthrough.mp4');
  }, 120_000);
});
