import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { directionOf, type DraftManifest } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { openSourceStore, openStorage } from '@tourview/storage';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage } from './support/pages.js';
import { startStack, type Stack } from './support/stack.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();
const PASSWORD = 'the scene editing admin password';
/** Where the marker's centre lies in the panorama, degrees. */
const MARKER = { yaw: 30, pitch: 10 };
const MARKER_RADIUS_DEG = 1.2;
const RED = [230, 20, 20];

/** A grey equirect with one red disc at {@link MARKER}: what a door is placed on. */
async function markerPanorama(file: string): Promise<void> {
  const width = 2048;
  const height = width / 2;
  const [mx, my, mz] = directionOf((MARKER.yaw * Math.PI) / 180, (MARKER.pitch * Math.PI) / 180);
  const cosRadius = Math.cos((MARKER_RADIUS_DEG * Math.PI) / 180);
  const data = Buffer.alloc(width * height * 3, 128);
  for (let j = 0; j < height; j++) {
    const pitch = (0.5 - (j + 0.5) / height) * Math.PI;
    for (let i = 0; i < width; i++) {
      const [x, y, z] = directionOf(((i + 0.5) / width - 0.5) * 2 * Math.PI, pitch);
      if (x * mx + y * my + z * mz >= cosRadius) data.set(RED, (j * width + i) * 3);
    }
  }
  await sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file);
}

const scene = (id: string, title: string) => ({
  id,
  title,
  description: `The ${title.toLowerCase()}`,
  panorama: 'marker.png',
  initialView: { yaw: 10, pitch: 0, fov: 70 },
  links: [],
  infos: [],
});

/** The centre of the red pixels in the panorama's on-screen box, in page coordinates. */
async function markerOnScreen(page: Page): Promise<{ x: number; y: number }> {
  const view = page.locator('.scene-view');
  const box = await view.boundingBox();
  if (!box) throw new Error('the panorama is not on screen');
  const { data, info } = await sharp(await view.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [sx, sy, n] = [0, 0, 0];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      const o = (y * info.width + x) * 3;
      if ((data[o] ?? 0) > 180 && (data[o + 1] ?? 255) < 80 && (data[o + 2] ?? 255) < 80) {
        sx += x;
        sy += y;
        n += 1;
      }
    }
  if (n < 20) throw new Error(`the marker is not on screen (${n} red pixels)`);
  // Screenshots are in device pixels; the page is at scale 1.
  return {
    x: box.x + ((sx / n + 0.5) * box.width) / info.width,
    y: box.y + ((sy / n + 0.5) * box.height) / info.height,
  };
}

async function storedHall(page: Page) {
  const draft = await page.evaluate(async () => (await fetch('/api/studio/tours/edit-1/draft')).json());
  return (draft as { manifest: DraftManifest }).manifest.scenes[0];
}

// Its own server: the shared one's first admin is created by the accounts test's setup link.
describe('the studio’s scene editor', () => {
  let stack: Stack;
  let folder = '';

  beforeAll(async () => {
    stack = await startStack({}, {});
    folder = await mkdtemp(join(tmpdir(), 'tourview-editor-e2e-'));
    const file = join(folder, 'marker.png');
    await markerPanorama(file);
    const storage = await openStorage({ dataDir: stack.dataDir });
    try {
      await storage.createAccount({ email: 'ed@example.com', role: 'admin', password: PASSWORD });
      const manifest = {
        title: 'Marker flat',
        property: sampleTour().property,
        scenes: [scene('hall', 'Hall'), scene('kitchen', 'Kitchen')],
        floorPlans: [],
      } as unknown as DraftManifest;
      await storage.createDraft('edit-1', manifest, null);
      const stored = await openSourceStore({ dataDir: stack.dataDir }).put(file);
      await storage.putDraftFile('edit-1', {
        name: 'marker.png',
        kind: 'panorama',
        ...stored,
        uploadedBy: 'ed@example.com',
        uploadedAt: new Date().toISOString(),
      });
    } finally {
      await storage.close();
    }
  });
  afterAll(async () => {
    await stack.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('places a door on the marker, moves it by keyboard, undoes, redoes and sets the start view', async () => {
    const { page } = await newPage(browser());
    await page.goto(`${stack.studioUrl}/sign-in`);
    await page.getByLabel('Email').fill('ed@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Tours' }).waitFor();
    await page.goto(`${stack.studioUrl}/tours/edit-1`);
    await page.getByRole('link', { name: 'Edit Hall' }).click();
    await page.getByRole('heading', { name: 'Edit Hall' }).waitFor();

    // The sharp face arrives after the preview; the marker is found once it is drawn.
    await page.waitForResponse((r) => /\/draft\/panoramas\/[0-9a-f]{64}\/0-/.test(r.url()) && r.ok());
    await expect.poll(() => markerOnScreen(page).then(() => true), { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(300);
    const marker = await markerOnScreen(page);

    await page.getByRole('button', { name: 'Add door' }).click();
    await page.mouse.click(marker.x, marker.y);
    await page.getByLabel('Leads to').selectOption({ label: 'Kitchen' });
    await page.getByRole('button', { name: 'Add door' }).last().click();
    await page.getByText(/^Saved at/).waitFor();
    const door = (await storedHall(page))?.links[0];
    expect(door?.target).toBe('kitchen');
    expect(Math.abs((door?.yaw ?? 0) - MARKER.yaw)).toBeLessThan(0.5);
    expect(Math.abs((door?.pitch ?? 0) - MARKER.pitch)).toBeLessThan(0.5);

    const button = page.getByRole('button', { name: 'Door to Kitchen' });
    await button.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowUp');
    const yaw = page.getByLabel('Yaw (°)');
    const pitch = page.getByLabel('Pitch (°)');
    const start = { yaw: door?.yaw ?? 0, pitch: door?.pitch ?? 0 };
    expect(Number(await yaw.inputValue())).toBeCloseTo(start.yaw + 2, 5);
    expect(Number(await pitch.inputValue())).toBeCloseTo(start.pitch + 0.1, 5);
    // The focused marker shows that it is focused.
    expect(await button.evaluate((b) => getComputedStyle(b).outlineStyle)).toBe('solid');

    await page.keyboard.press('Control+z');
    expect(Number(await pitch.inputValue())).toBeCloseTo(start.pitch, 5);
    await page.keyboard.press('Control+Shift+z');
    expect(Number(await pitch.inputValue())).toBeCloseTo(start.pitch + 0.1, 5);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(Number(await yaw.inputValue())).toBeCloseTo(start.yaw + 1, 5);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => (await storedHall(page))?.links[0]?.yaw).toBeCloseTo(start.yaw + 2, 5);

    // Turn the camera with the engine's own keys, then take its view as the start view.
    await page.getByRole('application', { name: 'Panorama of Hall' }).focus();
    await page.keyboard.down('ArrowLeft');
    await page.waitForTimeout(400);
    await page.keyboard.up('ArrowLeft');
    await page.getByRole('button', { name: 'Use this view as the start view' }).click();
    const shown = await page.getByTestId('start-view').textContent();
    await expect.poll(async () => (await storedHall(page))?.initialView?.yaw).toBeLessThan(9);
    const stored = (await storedHall(page))?.initialView;
    expect(shown).toBe(`yaw ${stored?.yaw}°, pitch ${stored?.pitch}°, field of view ${stored?.fov}°`);

    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);
});
