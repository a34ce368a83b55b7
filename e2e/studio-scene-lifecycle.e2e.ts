import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage } from './support/pages.js';
import { draftScene, markerPanorama, startStudioTour, type StudioTour } from './support/studio-tour.js';
import { openTour } from './support/tour-page.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();
const CODE = 'rooms-1';
/** Where the confirmations' screenshots go, to be looked at. */
const SHOTS = join('test-results', 'scene-lifecycle');
const PHONE = { width: 390, height: 844 };

/** A scene exactly as uploading a camera's `img-4471-2.png` makes it: nothing done to it yet. */
const uploadedScene = {
  id: 'room-1',
  title: 'Room 1',
  description: 'Room 1',
  panorama: 'img-4471-2.png',
  links: [],
  infos: [],
};

const row = (page: Page, id: string) => page.locator(`li[data-scene="${id}"]`);

/** Screenshots of what is on screen now, at the desktop size and a phone's. */
async function shoot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('confirm-panel').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, `${name}-1440.png`) });
  await page.setViewportSize(PHONE);
  await page.getByTestId('confirm-panel').scrollIntoViewIfNeeded();
  const box = await page.getByTestId('confirm-panel').boundingBox();
  // The confirmation fits a phone's width: nothing of it is cut off at the side.
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  await page.screenshot({ path: join(SHOTS, `${name}-390.png`) });
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('deleting, re-shooting and renaming scenes in the studio', () => {
  let tour: StudioTour;

  beforeAll(async () => {
    const hall = {
      ...draftScene('hall', 'Hall', 'marker.png'),
      links: [{ target: 'kitchen', yaw: 30, pitch: 10 }],
    };
    tour = await startStudioTour({
      code: CODE,
      scenes: [
        hall,
        draftScene('kitchen', 'Kitchen', 'marker.png'),
        draftScene('bath', 'Bath', 'marker.png'),
        uploadedScene,
      ],
      files: [
        { name: 'marker.png', kind: 'panorama', make: markerPanorama },
        { name: 'img-4471-2.png', kind: 'panorama', make: markerPanorama },
      ],
    });
  });
  afterAll(() => tour.stop());

  it('deletes a scene with the door another room has to it, says so, and Undo brings both back', async () => {
    const { page } = await newPage(browser());
    await tour.openTourPage(page);
    await row(page, 'kitchen').getByRole('button', { name: 'Delete Kitchen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Kitchen?' });
    expect(await confirm.getByRole('listitem').allInnerTexts()).toEqual(['The door from Hall to it']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keep it');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'delete');

    await confirm.getByRole('button', { name: 'Delete Kitchen' }).click();
    await expect
      .poll(async () => (await tour.stored(page)).scenes.map((s) => [s.id, s.links.length]))
      .toEqual([
        ['hall', 0],
        ['bath', 0],
        ['room-1', 0],
      ]);
    await page.getByTestId('undo-offer').getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(async () => (await tour.stored(page)).scenes.map((s) => [s.id, s.links.map((l) => l.target)]))
      .toEqual([
        ['hall', ['kitchen']],
        ['kitchen', []],
        ['bath', []],
        ['room-1', []],
      ]);

    // The scene editor deletes its own scene the same way, and undoes it there.
    await page.getByRole('link', { name: 'Edit Kitchen' }).click();
    await page.getByRole('button', { name: 'Delete this scene' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Kitchen?' })
      .getByRole('button', { name: 'Delete Kitchen' })
      .click();
    await expect.poll(async () => (await tour.stored(page)).scenes.map((s) => s.id)).not.toContain('kitchen');
    await page.getByTestId('undo-offer').getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(async () => (await tour.stored(page)).scenes.map((s) => s.id))
      .toEqual(['hall', 'kitchen', 'bath', 'room-1']);
    await page.context().close();
  });

  it('shows a re-shot panorama in a scene, keeping its door, and drops the scene its upload made', async () => {
    const { page } = await newPage(browser());
    await tour.openTourPage(page);
    await row(page, 'hall').getByRole('button', { name: 'Replace panorama of Hall' }).click();
    await row(page, 'hall').getByRole('button', { name: 'img-4471-2.png' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Show img-4471-2.png in Hall?' });
    expect(await confirm.getByRole('listitem').allInnerTexts()).toEqual([
      'The scene Room 1 that uploading img-4471-2.png made is deleted: nothing was added to it',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'replace');
    await confirm.getByRole('button', { name: 'Replace panorama' }).click();
    await expect
      .poll(async () => (await tour.stored(page)).scenes.map((s) => [s.id, s.panorama, s.links.length]))
      .toEqual([
        ['hall', 'img-4471-2.png', 1],
        ['kitchen', 'marker.png', 0],
        ['bath', 'marker.png', 0],
      ]);
    await page.context().close();
  });

  it('renames a scene’s id with its title, and a visitor’s old link opens the room at its new address', async () => {
    const { page } = await newPage(browser());
    await tour.openTourPage(page);
    await row(page, 'bath').getByText('Title and description of Bath').click();
    await row(page, 'bath').getByLabel('Title (en)').fill('Bathroom');
    await page.keyboard.press('Tab');
    await expect
      .poll(async () => (await tour.stored(page)).scenes.map((s) => [s.id, s.formerIds ?? []]))
      .toEqual([
        ['hall', []],
        ['kitchen', []],
        ['bathroom', ['bath']],
      ]);
    // The row kept its place and the focus moved on to the description.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/en$/);

    await page.getByRole('button', { name: 'Publish draft' }).click();
    await page.locator('[role="status"][data-job-state="done"]').waitFor({ timeout: 90_000 });
    const visitor = await openTour(browser(), tour.stack.baseUrl, `${CODE}?scene=bath&yaw=20`);
    try {
      await visitor.waitForScene('bathroom');
      await expect.poll(async () => (await visitor.params()).get('scene')).toBe('bathroom');
    } finally {
      await visitor.close();
      await page.context().close();
    }
  });
});

describe('a publish that stops on the draft’s problems', () => {
  let tour: StudioTour;

  beforeAll(async () => {
    const kitchen = {
      ...draftScene('kitchen', 'Kitchen', 'marker.png'),
      links: [{ target: 'attic', yaw: 30, pitch: 10 }],
    };
    tour = await startStudioTour({
      code: 'rooms-2',
      scenes: [kitchen],
      files: [{ name: 'marker.png', kind: 'panorama', make: markerPanorama }],
    });
  });
  afterAll(() => tour.stop());

  it('lists each problem by room and field, with a link to fix it, and no manifest line', async () => {
    const { page } = await newPage(browser());
    await tour.openTourPage(page);
    await page.getByRole('button', { name: 'Publish draft' }).click();
    const problems = page.getByTestId('publish-problems');
    await problems.waitFor({ timeout: 60_000 });
    expect(await problems.getByRole('listitem').allInnerTexts()).toEqual([
      'Kitchen: the door to “attic” points to a room that no longer exists. Fix it in the scene editor',
    ]);
    expect(await problems.innerText()).not.toMatch(/tour\.json|scenes\[/);
    expect(await seriousViolations(page)).toEqual([]);
    await mkdir(SHOTS, { recursive: true });
    await problems.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'publish-problems-1440.png') });
    await problems.getByRole('link', { name: 'Fix it in the scene editor' }).click();
    await page.getByRole('heading', { name: 'Edit Kitchen' }).waitFor();
    await page.context().close();
  });
});
