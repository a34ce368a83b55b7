import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage } from './support/pages.js';
import { ROOT, startStack, type Stack } from './support/stack.js';
import { seedStudioDraft, signInToStudio, storedManifest } from './support/studio.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();
const ADMIN = { email: 'files@example.com', password: 'the files screen admin password' };
const fixture = (name: string) => readFileSync(join(ROOT, 'fixtures/uploads', name));
const SCREENSHOTS = process.env.STUDIO_FILES_SCREENSHOTS;

/** A mixed drop, as a photographer's card holds it. */
const DROP = [
  { name: 'hall.jpg', mimeType: 'image/jpeg', buffer: fixture('panorama-2to1.jpg') },
  { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: fixture('panorama-gpano-cropped.jpg') },
  { name: 'plan.png', mimeType: 'image/png', buffer: fixture('plan-3to2.png') },
  { name: 'photo.webp', mimeType: 'image/webp', buffer: fixture('photo-lossy.webp') },
  // Browsers give a HEIC or an .insp no type, or a wrong one: the bytes decide.
  { name: 'IMG_4471.HEIC', mimeType: '', buffer: fixture('photo-3to2.heic') },
  { name: 'IMG_2024.insp', mimeType: 'application/octet-stream', buffer: fixture('panorama-2to1.jpg') },
  { name: 'DSC_1.NEF', mimeType: '', buffer: Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]) },
];

const card = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Files of the draft' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name, exact: true }),
    });

// Its own server: the shared one's first admin is created by the accounts test's setup link.
describe('the studio’s Files screen', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({}, {});
    await seedStudioDraft(stack, ADMIN, { code: 'files-1', title: 'Camera files', scenes: [] });
  });
  afterAll(() => stack.stop());

  it('classifies a mixed drop by content before uploading, then uploads and lists it', async () => {
    const { page } = await newPage(browser());
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToStudio(page, stack, ADMIN);
    await page.goto(`${stack.studioUrl}/tours/files-1/files`);
    await page.getByLabel('Files to upload').setInputFiles(DROP);

    const ready = page.getByRole('region', { name: 'Ready to upload' });
    await ready.getByRole('button', { name: 'Upload 6 files' }).waitFor();
    const kindOf = (name: string) => ready.getByLabel(`Kind of ${name}`);
    expect(await kindOf('hall.jpg').inputValue()).toBe('panorama');
    expect(await kindOf('kitchen.jpg').inputValue()).toBe('panorama');
    expect(await kindOf('plan.png').inputValue()).toBe('image');
    expect(await kindOf('photo.webp').inputValue()).toBe('image');
    expect(await kindOf('IMG_4471.HEIC').inputValue()).toBe('image');
    expect(await kindOf('IMG_2024.insp').inputValue()).toBe('panorama');
    expect(await ready.getByRole('list', { name: 'Files that cannot be uploaded' }).textContent()).toBe(
      'DSC_1.NEF: a RAW photo; export it as JPEG from your camera app or Lightroom',
    );
    // Nothing is sent before the operator says so.
    expect(await page.getByRole('list', { name: 'Files of the draft' }).count()).toBe(0);
    // The kind is changed from the keyboard.
    await kindOf('plan.png').focus();
    await kindOf('plan.png').selectOption('plan');
    expect(await seriousViolations(page)).toEqual([]);
    await ready.getByRole('button', { name: 'Upload 6 files' }).click();

    const expected = {
      'hall.jpg': 'Panorama',
      'kitchen.jpg': 'Panorama',
      'plan.png': 'Floor plan',
      'photo.webp': 'Photo',
      'IMG_4471.jpg': 'Photo',
      'IMG_2024.jpg': 'Panorama',
    };
    for (const [name, kind] of Object.entries(expected))
      await card(page, name).filter({ hasText: kind }).waitFor({ timeout: 60_000 });
    const names = await page
      .getByRole('list', { name: 'Files of the draft' })
      .getByRole('heading')
      .allTextContents();
    expect(names.sort()).toEqual(Object.keys(expected).sort());
    expect(await seriousViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'files-1440.png'), fullPage: true });
  }, 180_000);

  it('refuses to delete a used file with its uses, deletes an unused one, re-files one, and undoes both', async () => {
    const { page } = await newPage(browser());
    await signInToStudio(page, stack, ADMIN);
    await page.goto(`${stack.studioUrl}/tours/files-1/files`);

    await page.getByRole('button', { name: 'Delete hall.jpg' }).click();
    await page
      .getByRole('group', { name: 'Delete hall.jpg?' })
      .getByRole('button', { name: 'Delete hall.jpg' })
      .click();
    const refusal = card(page, 'hall.jpg').getByRole('alert');
    await refusal.filter({ hasText: 'the panorama of room “Hall”' }).waitFor();

    await page.getByRole('button', { name: 'Delete photo.webp' }).click();
    await page
      .getByRole('group', { name: 'Delete photo.webp?' })
      .getByRole('button', { name: 'Delete photo.webp' })
      .click();
    await card(page, 'photo.webp').waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'photo.webp deleted.' }).waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await card(page, 'photo.webp').waitFor();
    await page.getByRole('button', { name: 'Undo' }).waitFor({ state: 'detached' });

    // A panorama that is really a plan: re-filed, it loses its room and becomes a floor.
    await card(page, 'kitchen.jpg').getByLabel('Kind').selectOption('plan');
    const confirm = page.getByRole('group', { name: 'Make kitchen.jpg a floor plan?' });
    expect(await confirm.getByRole('listitem').allTextContents()).toEqual([
      'Room “Kitchen” is removed',
      'Floor plan “Kitchen” is added',
    ]);
    await confirm.getByRole('button', { name: 'Make it a floor plan' }).click();
    await card(page, 'kitchen.jpg').filter({ hasText: 'Floor plan' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'kitchen.jpg is now a floor plan.' }).waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await card(page, 'kitchen.jpg').filter({ hasText: 'Panorama' }).waitFor();
    await page.getByRole('button', { name: 'Undo' }).waitFor({ state: 'detached' });
    const manifest = await storedManifest(page, 'files-1');
    expect(manifest.scenes.map((scene) => scene.panorama)).toContain('kitchen.jpg');
    expect(manifest.floorPlans.map((floor) => floor.image)).not.toContain('kitchen.jpg');
  }, 120_000);

  it('fits a phone: cards, no horizontal scrolling', async () => {
    const { page } = await newPage(browser());
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToStudio(page, stack, ADMIN);
    await page.goto(`${stack.studioUrl}/tours/files-1/files`);
    await card(page, 'hall.jpg').waitFor();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.view);
    const box = await card(page, 'IMG_2024.jpg').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'files-390.png'), fullPage: true });
  }, 60_000);
});
