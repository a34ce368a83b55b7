import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDoorsBothWays } from './support/doors.js';
import { newPage } from './support/pages.js';
import { plainPhoto, roomColourAt, roomPanorama } from './support/room-panoramas.js';
import { ROOT, startStack, type Stack } from './support/stack.js';
import { seedStudioDraft, signInToStudio, storedManifest } from './support/studio.js';
import { openTour, type TourPage } from './support/tour-page.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();
const ADMIN = { email: 'story@example.com', password: 'the operator story admin password' };
const CODE = 'five-rooms';
const ROOMS = ['Hall', 'Kitchen', 'Living', 'Bedroom', 'Bath'] as const;
/** The palette of the re-shot hall: another than any room's first shot. */
const RESHOT = ROOMS.length;
const fixture = (name: string) => readFileSync(join(ROOT, 'fixtures/uploads', name));
const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });

const card = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Files of the draft' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const row = (page: Page, id: string) => page.locator(`li[data-scene="${id}"]`);

const RAD = Math.PI / 180;
/** Until the sharp faces have replaced the preview. */
const SHARP = { timeout: 15_000 };

/**
 * How far, per channel at most, the visitor's screen is from `colour` where the horizon at
 * `yaw` is drawn by the view the viewer reports: its fov is vertical, and its yaw is drawn in
 * the middle of what the property panel leaves visible.
 */
async function offAtYaw(tour: TourPage, yaw: number, colour: readonly number[]): Promise<number> {
  await tour.frames(2);
  const box = await tour.page.locator('[data-testid="tour-viewer"] canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  const panel = await tour.page.locator('#property-panel').boundingBox();
  const right = panel && panel.x > box.x ? Math.min(panel.x, box.x + box.width) : box.x + box.width;
  const view = await tour.view();
  const focal = box.height / 2 / Math.tan((view.fov * RAD) / 2);
  const x = (box.x + right) / 2 + focal * Math.tan((yaw - view.yaw) * RAD);
  const clip = { x: Math.round(x), y: Math.round(box.y + box.height / 2), width: 1, height: 1 };
  const seen = [
    ...(await sharp(await tour.page.screenshot({ clip }))
      .removeAlpha()
      .raw()
      .toBuffer()),
  ];
  return Math.max(...seen.map((v, i) => Math.abs(v - (colour[i] ?? 0))));
}

describe('an operator’s tour, from a card of files to a visitor walking through it', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({}, {});
    await seedStudioDraft(stack, ADMIN, { code: CODE, title: 'Five rooms', scenes: [] });
  });
  afterAll(() => stack.stop());

  it('uploads a mixed folder, deletes a mistake, places doors both ways, re-shoots a room, publishes and shares', async () => {
    const { context, page } = await newPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.studioUrl });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToStudio(page, stack, ADMIN);

    // 1. One drop of the photographer's folder; the bytes decide each kind, the operator fixes two.
    const panoramas = await Promise.all(ROOMS.map((_, n) => roomPanorama(n)));
    await page.goto(`${stack.studioUrl}/tours/${CODE}/files`);
    await page
      .getByLabel('Files to upload')
      .setInputFiles([
        ...ROOMS.slice(0, 4).map((room, n) =>
          jpeg(`${room.toLowerCase()}.jpg`, panoramas[n] ?? Buffer.alloc(0)),
        ),
        { name: 'bath.insp', mimeType: 'application/octet-stream', buffer: panoramas[4] ?? Buffer.alloc(0) },
        { name: 'plan.png', mimeType: 'image/png', buffer: fixture('plan-3to2.png') },
        { name: 'photo.webp', mimeType: 'image/webp', buffer: fixture('photo-lossy.webp') },
        { name: 'IMG_4471.HEIC', mimeType: '', buffer: fixture('photo-3to2.heic') },
        jpeg('cellar.jpg', await plainPhoto()),
      ]);
    const ready = page.getByRole('region', { name: 'Ready to upload' });
    const upload = ready.getByRole('button', { name: 'Upload 9 files' });
    await upload.waitFor();
    const kindOf = (name: string) => ready.getByLabel(`Kind of ${name}`);
    const kinds = {
      'hall.jpg': 'panorama',
      'kitchen.jpg': 'panorama',
      'living.jpg': 'panorama',
      'bedroom.jpg': 'panorama',
      'bath.insp': 'panorama',
      'plan.png': 'image',
      'photo.webp': 'image',
      'IMG_4471.HEIC': 'image',
      'cellar.jpg': 'image',
    };
    for (const [name, kind] of Object.entries(kinds))
      expect(await kindOf(name).inputValue(), name).toBe(kind);
    await kindOf('plan.png').selectOption('plan');
    await kindOf('cellar.jpg').selectOption('panorama');
    await upload.click();
    const uploaded = {
      'hall.jpg': 'Panorama',
      'kitchen.jpg': 'Panorama',
      'living.jpg': 'Panorama',
      'bedroom.jpg': 'Panorama',
      'bath.jpg': 'Panorama',
      'plan.png': 'Floor plan',
      'photo.webp': 'Photo',
      'IMG_4471.jpg': 'Photo',
      'cellar.jpg': 'Panorama',
    };
    for (const [name, kind] of Object.entries(uploaded))
      await card(page, name).filter({ hasText: kind }).waitFor({ timeout: 60_000 });
    const ids = ROOMS.map((room) => room.toLowerCase());
    // Each panorama made a room, in the order its upload finished.
    const sceneIds = async () => (await storedManifest(page, CODE)).scenes.map((s) => s.id).sort();
    expect(await sceneIds()).toEqual([...ids, 'cellar'].sort());

    // 2. The cellar photo is no room: deleted, after the confirmation says what goes.
    await page.goto(`${stack.studioUrl}/tours/${CODE}`);
    await row(page, 'cellar').getByRole('button', { name: 'Delete Cellar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Cellar?' });
    const said = await confirm.innerText();
    expect(said).toContain('Nothing else leads to it.');
    expect(said).toContain('Its panorama cellar.jpg stays in Files.');
    await confirm.getByRole('button', { name: 'Delete Cellar' }).click();
    await row(page, 'cellar').waitFor({ state: 'detached' });
    await expect.poll(sceneIds).toEqual([...ids].sort());

    // 4. Doors through the five rooms and back, in one editor page: no page load on the way.
    // (Before step 3, so that the re-shot room has doors to keep.)
    await page.getByRole('link', { name: 'Edit Hall' }).click();
    await page.getByRole('heading', { name: 'Edit Hall' }).waitFor();
    await page.getByRole('application', { name: 'Panorama of Hall' }).waitFor();
    const run = await placeDoorsBothWays(page, ROOMS, async () => {
      // Far right of the view, so each door faces another way than the next room's start view.
      const box = await page.getByTestId('scene-view').boundingBox();
      if (!box) throw new Error('the panorama is not on screen');
      return { x: box.x + box.width * 0.92, y: box.y + box.height / 2 };
    });
    expect(run.loads).toBe(0);
    // Where the editor suggests another room than the next, choosing it costs two actions more.
    expect(run.actions).toBeLessThan(25);
    const withDoors = await storedManifest(page, CODE);
    for (const [i, id] of ids.entries())
      expect(
        withDoors.scenes
          .find((s) => s.id === id)
          ?.links.map((l) => l.target)
          .sort(),
        id,
      ).toEqual([ids[i - 1], ids[i + 1]].filter((t) => t !== undefined).sort());

    // 3. The hall re-shot: a second upload, shown in the hall, its doors kept.
    await page.goto(`${stack.studioUrl}/tours/${CODE}/files`);
    await page
      .getByLabel('Files to upload')
      .setInputFiles([jpeg('IMG_5001.jpg', await roomPanorama(RESHOT))]);
    await ready.getByRole('button', { name: 'Upload 1 file' }).click();
    await card(page, 'IMG_5001.jpg').filter({ hasText: 'Panorama' }).waitFor({ timeout: 60_000 });
    await page.goto(`${stack.studioUrl}/tours/${CODE}`);
    await row(page, 'hall').getByRole('button', { name: 'Replace panorama of Hall' }).click();
    await row(page, 'hall').getByRole('button', { name: 'IMG_5001.jpg' }).click();
    await page
      .getByRole('alertdialog', { name: 'Show IMG_5001.jpg in Hall?' })
      .getByRole('button', { name: 'Replace panorama' })
      .click();
    await expect
      .poll(async () =>
        (await storedManifest(page, CODE)).scenes.map((s) => [s.id, s.panorama, s.links]).sort(),
      )
      .toEqual(
        withDoors.scenes.map((s) => [s.id, s.id === 'hall' ? 'IMG_5001.jpg' : s.panorama, s.links]).sort(),
      );

    // 5. Published, and the visitor address copied from the Share panel.
    await page.getByRole('button', { name: 'Publish draft' }).click();
    await page.locator('[role="status"][data-job-state="done"]').waitFor({ timeout: 90_000 });
    const share = page.getByRole('region', { name: 'Share' });
    await share.getByRole('button', { name: 'Copy visitor address' }).click();
    await share.getByRole('status').filter({ hasText: 'Copied.' }).waitFor();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toBe(`${stack.baseUrl}/${CODE}`);

    // 6. A visitor opens it, sees the re-shot hall and walks to the kitchen, facing the way they walked.
    const visitor = await openTour(browser(), stack.baseUrl, url.slice(stack.baseUrl.length + 1));
    try {
      // The tour opens on the room whose upload finished first: the visitor picks the hall.
      await visitor.page.locator('[data-testid="scene-list"] button[data-scene="hall"]').click();
      await visitor.waitForScene('hall');
      const hall = await visitor.view();
      await expect
        .poll(() => offAtYaw(visitor, hall.yaw - 15, roomColourAt(RESHOT, hall.yaw - 15)), SHARP)
        .toBeLessThan(24);
      const door = withDoors.scenes.find((s) => s.id === 'hall')?.links[0];
      await visitor.page
        .locator('[data-testid="tour-viewer"] button[data-hotspot="link"][data-target="kitchen"]')
        .evaluate((button: HTMLButtonElement) => button.click());
      await visitor.waitForScene('kitchen');
      const arrived = await visitor.view();
      expect(arrived.yaw).toBeCloseTo(door?.yaw ?? NaN, 0);
      // The door faced about 30° right of the hall's start view, and so does the visitor now,
      // not the kitchen's start view (yaw 0): the seam between the kitchen's front and right
      // faces (yaw 45) stands just right of the middle, with the right face's colour at yaw 60,
      // where the start view would show the front face's. (The door on to the living room is
      // drawn in the very middle, so the front face is read a little left of it.)
      await expect
        .poll(() => offAtYaw(visitor, arrived.yaw - 15, roomColourAt(1, 0)), SHARP)
        .toBeLessThan(24);
      await expect.poll(() => offAtYaw(visitor, 60, roomColourAt(1, 90)), SHARP).toBeLessThan(24);
    } finally {
      await visitor.close();
    }
  }, 180_000);
});
