import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { directionOf, faceOf } from '@tourview/schema';
import { importTour } from '@tourview/tiler';
import { FACE_COLOURS } from './support/camera-tour.js';
import { ROOT } from './support/stack.js';
import { openTour, type TourPage } from './support/tour-page.js';
import { useBrowser } from './support/use-browser.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const CODE = 'door-heading';
const RAD = Math.PI / 180;

/**
 * Three rooms painted by cube face. The hall's north lies at yaw 0, the study's at yaw 90: the
 * hall's door to the study at yaw 90 faces east, which is the study's yaw 180 (the back face),
 * while the study's start view faces its front. The attic has no north; its door back to the
 * hall at yaw 60 lies behind whoever came in, who faces yaw -120.
 */
const SCENES = `scenes:
  - id: hall
    title: Hall
    description: The hall.
    panorama: cube-colours.png
    north: 0
    initialView: { yaw: 90, pitch: 0, fov: 70 }
    links: [{ target: study, yaw: 90, pitch: -10 }, { target: attic, yaw: -90, pitch: 0 }]
  - id: study
    title: Study
    description: The study.
    panorama: cube-colours.png
    north: 90
    initialView: { yaw: 0, pitch: 20, fov: 70 }
    links: [{ target: hall, yaw: -90, pitch: 0 }]
  - id: attic
    title: Attic
    description: The attic.
    panorama: cube-colours.png
    initialView: { yaw: 0, pitch: 0, fov: 70 }
    links: [{ target: hall, yaw: 60, pitch: 0 }]
`;

beforeAll(async () => {
  const folder = await mkdtemp(join(tmpdir(), 'tourview-door-heading-'));
  try {
    cpSync(join(ROOT, 'fixtures', 'cube-colours'), folder, { recursive: true });
    const manifest = readFileSync(join(folder, 'tour.yaml'), 'utf8');
    // A title of its own: the studio's search test counts the shared server's tours by title.
    const head = manifest
      .slice(0, manifest.indexOf('scenes:'))
      .replace(/^title: .*$/m, 'title: Door heading');
    writeFileSync(join(folder, 'tour.yaml'), head + SCENES);
    await importTour({ folder, dataDir, code: CODE, replace: true });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

/** The colour at the middle of the viewer's canvas, from a real screenshot. */
async function centreColour(tour: TourPage): Promise<number[]> {
  const box = await tour.page.locator('[data-testid="tour-viewer"] canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  const clip = {
    x: Math.round(box.x + box.width / 2),
    y: Math.round(box.y + box.height / 2),
    width: 1,
    height: 1,
  };
  return [
    ...(await sharp(await tour.page.screenshot({ clip }))
      .removeAlpha()
      .raw()
      .toBuffer()),
  ];
}

/** Checks that the centre of the view shows the cube face that lies at `yaw` on the horizon. */
async function expectFacing(tour: TourPage, yaw: number): Promise<void> {
  await tour.frames(2);
  const { face } = faceOf(directionOf(yaw * RAD, 0));
  const colour = await centreColour(tour);
  const off = Math.max(...colour.map((v, i) => Math.abs(v - (FACE_COLOURS[face][i] ?? 0))));
  expect(off, `${face} at yaw ${yaw}: ${colour.join(',')}`).toBeLessThan(24);
}

async function walkThrough(tour: TourPage, target: string): Promise<void> {
  const door = tour.page.locator(
    `[data-testid="tour-viewer"] button[data-hotspot="link"][data-target="${target}"]`,
  );
  await door.evaluate((button: HTMLButtonElement) => button.click());
  await tour.waitForScene(target);
}

describe('a visitor walking through a door', () => {
  it('arrives facing the way they walked, in world terms, with the horizon level', async () => {
    const tour = await openTour(browser(), baseUrl, `${CODE}?scene=hall`);
    await expectFacing(tour, 90);
    await walkThrough(tour, 'study');
    const view = await tour.view();
    expect(view.yaw).toBeCloseTo(180, 5);
    expect(view.pitch).toBeCloseTo(0, 5);
    await expectFacing(tour, 180);
    await tour.close();
  });

  it('without north, faces away from the door that leads back', async () => {
    const tour = await openTour(browser(), baseUrl, `${CODE}?scene=hall`);
    await tour.lookAt({ yaw: -90 });
    await walkThrough(tour, 'attic');
    expect((await tour.view()).yaw).toBeCloseTo(-120, 5);
    await expectFacing(tour, -120);
    await tour.close();
  });

  it('opens a room chosen in the scene list in its start view', async () => {
    const tour = await openTour(browser(), baseUrl, `${CODE}?scene=hall`);
    await tour.page.locator('[data-testid="scene-list"] button[data-scene="study"]').click();
    await tour.waitForScene('study');
    const view = await tour.view();
    expect(view.yaw).toBeCloseTo(0, 5);
    expect(view.pitch).toBeCloseTo(20, 5);
    await tour.close();
  });

  it('keeps the heading on the floor plan: the plan’s view cone points the same way in the next room', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo?scene=living-room');
    const cone = tour.page.getByTestId('floor-plan-cone');
    await cone.waitFor();
    await tour.lookAt({ yaw: 40, pitch: -15 });
    const heading = async () => Number(await cone.getAttribute('data-heading'));
    await expect.poll(heading).not.toBeNaN();
    const before = await heading();
    await tour.page.getByTestId('floor-plan').locator('button[data-scene="kitchen"]').click();
    await tour.waitForScene('kitchen');
    await expect.poll(heading).toBeCloseTo(before, 1);
    expect((await tour.view()).pitch).toBeCloseTo(0, 5);
    await tour.close();
  });
});
