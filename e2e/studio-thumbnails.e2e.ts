import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage } from './support/pages.js';
import { draftScene, markerPanorama, startStudioTour, type StudioTour } from './support/studio-tour.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();

const CUBE_COLOURS = join(import.meta.dirname, '../fixtures/cube-colours/cube-colours.png');
const LIVING = join(import.meta.dirname, '../fixtures/two-rooms/living.jpg');
/** The cube's front (yaw 0, the thumbnail's middle) and left (yaw −90°, a quarter across). */
const FRONT_RED = [220, 40, 40];
const LEFT_YELLOW = [230, 200, 40];
/** The marker panorama's grey, away from its red disc. */
const GREY = [128, 128, 128];

/** Scrolls to `image` (thumbnails load lazily), waits until it has loaded, and returns its natural width. */
async function loaded(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 15_000,
    })
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

/** The colour on screen at fractions (`fx`, `fy`) of `image`'s box. */
async function colourAt(image: Locator, fx: number, fy: number): Promise<number[]> {
  const { data, info } = await sharp(await image.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const o = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * 3;
  return [...data.subarray(o, o + 3)];
}

const near = (a: readonly number[], b: readonly number[]) =>
  Math.max(...a.map((v, i) => Math.abs(v - (b[i] ?? 0))));

describe('the studio’s thumbnails', () => {
  let tour: StudioTour;

  beforeAll(async () => {
    tour = await startStudioTour({
      code: 'thumbs-1',
      title: 'Thumbnail flat',
      scenes: [
        draftScene('hall', 'Hall', 'cube.png'),
        draftScene('den', 'Den', 'marker.png'),
        draftScene('living', 'Living room', 'living.jpg'),
      ],
      files: [
        { name: 'cube.png', kind: 'panorama', make: (file) => copyFile(CUBE_COLOURS, file) },
        { name: 'marker.png', kind: 'panorama', make: markerPanorama },
        { name: 'living.jpg', kind: 'panorama', make: (file) => copyFile(LIVING, file) },
      ],
    });
  });
  afterAll(() => tour.stop());

  async function signedIn(page: Page): Promise<void> {
    await tour.openTourPage(page);
    await page.getByRole('heading', { name: 'Thumbnail flat' }).waitFor();
  }

  it('shows each tour’s start room on the tour list, loaded and in the room’s colours', async () => {
    const { page, context } = await newPage(browser());
    await signedIn(page);
    await page.goto(`${tour.stack.studioUrl}/tours`);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Thumbnail flat' }) });
    const thumbnail = card.locator('img');
    expect(await loaded(thumbnail)).toBe(320);
    expect(near(await colourAt(thumbnail, 0.5, 0.5), FRONT_RED)).toBeLessThan(30);
    expect(near(await colourAt(thumbnail, 0.25, 0.5), LEFT_YELLOW)).toBeLessThan(30);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows each room’s panorama in the scene list of the tour page', async () => {
    const { page, context } = await newPage(browser(), { width: 390, height: 844 });
    await signedIn(page);
    const order = page.getByRole('list', { name: 'Scene order' });
    const hall = order.locator('li[data-scene="hall"] img');
    const den = order.locator('li[data-scene="den"] img');
    expect(await loaded(hall)).toBe(320);
    expect(await loaded(den)).toBe(320);
    expect(near(await colourAt(hall, 0.5, 0.5), FRONT_RED)).toBeLessThan(30);
    expect(near(await colourAt(den, 0.5, 0.5), GREY)).toBeLessThan(30);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the room a new door leads to beside the list, and follows a choice made by keyboard', async () => {
    const { page, context } = await newPage(browser());
    await signedIn(page);
    await page.goto(`${tour.stack.studioUrl}/tours/thumbs-1/scenes/hall`);
    await page.getByRole('heading', { name: 'Edit Hall' }).waitFor();
    await page.getByRole('button', { name: 'Add door' }).click();
    const view = await page.getByTestId('scene-view').boundingBox();
    if (!view) throw new Error('the panorama is not on screen');
    await page.mouse.click(view.x + view.width / 2, view.y + view.height / 2);
    const picker = page.getByLabel('Leads to');
    const thumbnail = page.locator('form', { has: picker }).locator('img');
    expect(await loaded(thumbnail)).toBe(320);
    expect(near(await colourAt(thumbnail, 0.5, 0.5), GREY)).toBeLessThan(30);
    const den = await thumbnail.getAttribute('src');
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => picker.inputValue()).toBe('living');
    await expect.poll(() => thumbnail.getAttribute('src')).not.toBe(den);
    expect(await loaded(thumbnail)).toBe(320);
    expect(near(await colourAt(thumbnail, 0.5, 0.5), GREY)).toBeGreaterThan(30);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
