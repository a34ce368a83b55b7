import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { directionOf, type DraftManifest } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { openSourceStore, openStorage } from '@tourview/storage';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import sharp from 'sharp';
import { until } from './doors.js';
import { startStack, type Stack } from './stack.js';

/** Where the red marker's centre lies in {@link markerPanorama}, degrees. */
export const MARKER = { yaw: 30, pitch: 10 };
const MARKER_RADIUS_DEG = 1.2;
const RED = [230, 20, 20];

/** The floor plan of {@link twoRoomPlan}: two rooms side by side, the wall at x = 200, a doorway at y 30–70. */
export const PLAN = { width: 400, height: 200 };

/** A grey equirect with one red disc at {@link MARKER}: what a door is placed on. */
export async function markerPanorama(file: string): Promise<void> {
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

/** The {@link PLAN}: light floors, dark walls around and between the rooms. */
export async function twoRoomPlan(file: string): Promise<void> {
  const dark = (left: number, top: number, width: number, height: number) => ({
    input: { create: { width, height, channels: 3 as const, background: '#333333' } },
    left,
    top,
  });
  await sharp({ create: { ...PLAN, channels: 3, background: '#f4f0e8' } })
    .composite([
      dark(0, 0, 400, 6),
      dark(0, 194, 400, 6),
      dark(0, 0, 6, 200),
      dark(394, 0, 6, 200),
      dark(197, 0, 6, 30),
      dark(197, 70, 6, 130),
    ])
    .png()
    .toFile(file);
}

/** The colour of {@link greenPhoto}, far from the marker panorama's grey and red. */
export const PHOTO_GREEN = [40, 170, 70] as const;

/** A plain green JPEG: a photo an info point shows, recognisable by its pixels. */
export async function greenPhoto(file: string): Promise<void> {
  const [r, g, b] = PHOTO_GREEN;
  await sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toFile(file);
}

/** Whether a screenshot pixel is the marker's red. */
export const isMarkerRed = (r: number, g: number, b: number) => r > 180 && g < 80 && b < 80;

/** The centre of the red pixels in `selector`'s on-screen box, in page coordinates. */
export async function markerOnScreen(
  page: Page,
  selector = '[data-testid="scene-view"]',
): Promise<{ x: number; y: number }> {
  const view = page.locator(selector);
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
      if (isMarkerRed(data[o] ?? 0, data[o + 1] ?? 255, data[o + 2] ?? 255)) {
        sx += x;
        sy += y;
        n += 1;
      }
    }
  if (n < 20) throw new Error(`the marker is not on screen (${n} red pixels)`);
  // Screenshots are in device pixels, the box in CSS pixels.
  return {
    x: box.x + ((sx / n + 0.5) * box.width) / info.width,
    y: box.y + ((sy / n + 0.5) * box.height) / info.height,
  };
}

/**
 * Where the marker is drawn once the view stands still: two screenshots in a row put it at the
 * same place (within half a CSS pixel), so the sharp face has replaced the preview and any
 * scrolling or zooming has ended.
 */
export async function settledMarker(page: Page, selector?: string): Promise<{ x: number; y: number }> {
  let last: { x: number; y: number } | null = null;
  let settled: { x: number; y: number } | null = null;
  await until(async () => {
    const now = await markerOnScreen(page, selector).catch(() => null);
    if (now && last && Math.hypot(now.x - last.x, now.y - last.y) < 0.5) settled = now;
    last = now;
    return settled !== null;
  }, 'the marker never stood still');
  return settled ?? { x: 0, y: 0 };
}

/**
 * Holds `key` down on the focused panorama until what `selector` shows has changed: the engine
 * turns the camera while an arrow key is held.
 */
export async function turnWithKey(
  page: Page,
  key: string,
  selector = '[data-testid="scene-view"]',
): Promise<void> {
  const view = page.locator(selector);
  const before = await view.screenshot();
  await page.keyboard.down(key);
  try {
    await expect.poll(async () => (await view.screenshot()).equals(before), { timeout: 15_000 }).toBe(false);
  } finally {
    await page.keyboard.up(key);
  }
}

/** A draft scene showing `panorama`. */
export const draftScene = (id: string, title: string, panorama: string) => ({
  id,
  title,
  description: `The ${title.toLowerCase()}`,
  panorama,
  initialView: { yaw: 10, pitch: 0, fov: 70 },
  links: [],
  infos: [],
});

/** A file of the draft, made by `make` into a scratch folder. */
export interface DraftFileSpec {
  name: string;
  kind: 'panorama' | 'plan' | 'image';
  make: (file: string) => Promise<void>;
  /** A plan's size, as its inspection would have measured it. */
  size?: { width: number; height: number };
}

/** A server with one admin and one draft tour, its files in the source store. */
export interface StudioTour {
  stack: Stack;
  email: string;
  password: string;
  /** Signs `page` in as the admin and opens the tour page. */
  openTourPage(page: Page): Promise<void>;
  /** The draft's manifest as the server has it now, read through `page`'s session. */
  stored(page: Page): Promise<DraftManifest>;
  stop(): Promise<void>;
}

/** Seeds the stack's data folder: the admin, the draft and its files, and a version if asked. */
async function seed(
  dataDir: string,
  options: Parameters<typeof startStudioTour>[0],
  email: string,
  password: string,
): Promise<void> {
  const { code } = options;
  const folder = await mkdtemp(join(tmpdir(), 'tourview-studio-e2e-'));
  const storage = await openStorage({ dataDir });
  try {
    await storage.createAccount({ email, role: 'admin', password });
    const manifest = {
      title: options.title ?? 'Marker flat',
      property: sampleTour().property,
      scenes: options.scenes,
      floorPlans: options.floorPlans ?? [],
    } as unknown as DraftManifest;
    await storage.createDraft(code, manifest, null);
    const sources = openSourceStore({ dataDir });
    for (const spec of options.files) {
      const file = join(folder, spec.name);
      await spec.make(file);
      const stored = await sources.put(file);
      await storage.putDraftFile(code, {
        name: spec.name,
        kind: spec.kind,
        ...stored,
        ...spec.size,
        uploadedBy: email,
        uploadedAt: new Date().toISOString(),
      });
    }
    if (options.publishedAs)
      await storage.publishVersion({
        code,
        record: sampleTour(code),
        buildId: 'seeded',
        manifest: manifest as never,
        files: {},
        rollbackOf: null,
        publishedBy: null,
        jobId: null,
      });
  } finally {
    await storage.close();
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Starts a server of its own (the shared one's first admin is the accounts test's) with an
 * admin and tour `code`, whose draft has `scenes` and `files`; `publishedAs` adds a version
 * made from the same manifest, so the draft starts with nothing changed.
 */
export async function startStudioTour(options: {
  code: string;
  scenes: DraftManifest['scenes'];
  files: DraftFileSpec[];
  publishedAs?: boolean;
  /** The tour's title; a map of languages makes the editors ask for every text in each. */
  title?: string | Record<string, string>;
  /** Server settings over the test stack's (the benchmark serves the production build). */
  env?: Record<string, string>;
  /** The draft's floor plans, their images among `files`. */
  floorPlans?: DraftManifest['floorPlans'];
}): Promise<StudioTour> {
  const { code } = options;
  const [email, password] = ['ed@example.com', 'the studio editing admin password'];
  const stack = await startStack(options.env ?? {}, {});
  try {
    await seed(stack.dataDir, options, email, password);
  } catch (error) {
    // The caller never gets the stack to stop, so its server must not outlive the failure,
    // and the seeding's error is the one to report.
    await stack.stop().catch(() => undefined);
    throw error;
  }
  return {
    stack,
    email,
    password,
    async openTourPage(page) {
      await page.goto(`${stack.studioUrl}/sign-in`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Tours' }).waitFor();
      await page.goto(`${stack.studioUrl}/tours/${code}`);
    },
    async stored(page) {
      const draft = await page.evaluate(
        async (url) => (await fetch(url)).json(),
        `/api/studio/tours/${code}/draft`,
      );
      return (draft as { manifest: DraftManifest }).manifest;
    },
    stop: () => stack.stop(),
  };
}
