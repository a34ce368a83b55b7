import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { directionOf, faceOf, type View } from '@tourview/schema';
import { FACE_COLOURS, importCameraTour, PHONE_CROP, PHONE_HEADING } from './support/camera-tour.js';
import { openTour, type TourPage } from './support/tour-page.js';
import { useBrowser } from './support/use-browser.js';
import { rayThrough } from './viewer/support/expected.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const CODE = 'camera-files';
const RAD = Math.PI / 180;

beforeAll(() => importCameraTour(dataDir, CODE));

/** The colour a visitor sees at a point of the viewer's canvas, from a real screenshot. */
async function seenAt(
  page: Page,
  fx: number,
  fy: number,
): Promise<{ colour: number[]; x: number; y: number; width: number; height: number }> {
  const box = await page.locator('[data-testid="tour-viewer"] canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  const x = Math.round(box.width * fx);
  const y = Math.round(box.height * fy);
  const png = await page.screenshot({ clip: { x: box.x + x, y: box.y + y, width: 1, height: 1 } });
  const colour = [...(await sharp(png).removeAlpha().raw().toBuffer())];
  return { colour, x, y, width: box.width, height: box.height };
}

const distance = (a: number[], b: readonly number[]) =>
  Math.max(...a.map((v, i) => Math.abs(v - (b[i] ?? 0))));

/** Turns the view and checks that its centre shows the face colour of that direction. */
async function expectFaceAt(tour: TourPage, yaw: number, pitch: number): Promise<void> {
  await tour.lookAt({ yaw, pitch, fov: 60 });
  await tour.frames(2);
  const { face } = faceOf(directionOf(yaw * RAD, pitch * RAD));
  const { colour } = await seenAt(tour.page, 0.5, 0.5);
  expect(
    distance(colour, FACE_COLOURS[face]),
    `${face} at yaw ${yaw}, pitch ${pitch}: ${colour.join(',')}`,
  ).toBeLessThan(24);
}

describe('camera files as a visitor sees them', () => {
  it('shows a panorama stored sideways (EXIF orientation 6) upright, every face where it belongs', async () => {
    const tour = await openTour(browser(), baseUrl, `${CODE}?scene=turned`);
    for (const [yaw, pitch] of [
      [0, 0],
      [90, 0],
      [180, 0],
      [-90, 0],
      [0, 70],
      [0, -70],
    ] as const) {
      await expectFaceAt(tour, yaw, pitch);
    }
  });

  it('places a partial panorama by its GPano crop and heading, and keeps the view on what it covers', async () => {
    const response = await fetch(`${baseUrl}/api/public/tours/${CODE}`);
    const record = (await response.json()) as {
      scenes: { id: string; north?: number; panorama: { pitchRange?: unknown } }[];
    };
    const phone = record.scenes.find((s) => s.id === 'phone');
    const band = {
      min: 90 - (PHONE_CROP.top + PHONE_CROP.height) * (180 / 512),
      max: 90 - PHONE_CROP.top * (180 / 512),
    };
    expect(phone).toMatchObject({ north: -PHONE_HEADING, panorama: { pitchRange: band } });

    const tour = await openTour(browser(), baseUrl, `${CODE}?scene=phone`);
    // Yaw 30° lies on the front face, −60° on the left: a crop placed 45° off would show the
    // right face at 30° and the front at −60°.
    for (const yaw of [0, 30, -60, 90]) await expectFaceAt(tour, yaw, 0);

    for (const pitch of [90, -90]) {
      await tour.lookAt({ yaw: 0, pitch, fov: 60 });
      await tour.frames(2);
      const view: View = await tour.view();
      expect(view.pitch + view.fov / 2).toBeLessThanOrEqual(band.max + 0.5);
      expect(view.pitch - view.fov / 2).toBeGreaterThanOrEqual(band.min - 0.5);
      // The edge of the view towards the pole still shows the panorama, not the filler.
      const edge = await seenAt(tour.page, 0.5, pitch > 0 ? 0.04 : 0.96);
      const { face } = faceOf(rayThrough(view, edge.width, edge.height, edge.x, edge.y));
      expect(['u', 'd']).not.toContain(face);
      expect(distance(edge.colour, FACE_COLOURS[face])).toBeLessThan(24);
    }
  });
});
