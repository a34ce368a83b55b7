import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './support/pages.js';
import { draftScene, startStudioTour, type StudioTour } from './support/studio-tour.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();

/** The pitch of the dark line the test follows across the seam, degrees. */
const LINE_PITCH = 20;
/** Half the thickness of each dark line, degrees. */
const HALF_LINE = 0.25;

/** A light equirect with dark lines of constant pitch at ±20° and ±40°. */
async function pitchLines(file: string): Promise<void> {
  const width = 4096;
  const height = width / 2;
  const data = Buffer.alloc(width * height * 3, 210);
  for (let j = 0; j < height; j++) {
    const pitch = 90 - ((j + 0.5) / height) * 180;
    if ([-40, -20, 20, 40].some((p) => Math.abs(pitch - p) <= HALF_LINE))
      data.fill(25, j * width * 3, (j + 1) * width * 3);
  }
  await sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file);
}

/** Per screen column, the centre row of the dark pixels within `rows`, or null. */
function darkRows(
  image: { data: Buffer; width: number },
  columns: readonly number[],
  rows: [number, number],
): (number | null)[] {
  return columns.map((x) => {
    let [sum, n] = [0, 0];
    for (let y = rows[0]; y <= rows[1]; y++) {
      const o = (y * image.width + x) * 3;
      const grey = ((image.data[o] ?? 0) + (image.data[o + 1] ?? 0) + (image.data[o + 2] ?? 0)) / 3;
      const weight = Math.max(0, 120 - grey);
      sum += weight * (y + 0.5);
      n += weight;
    }
    return n > 0 ? sum / n : null;
  });
}

describe('the scene editor’s editing cube', () => {
  let tour: StudioTour;

  beforeAll(async () => {
    tour = await startStudioTour({
      code: 'seams-1',
      // Yaw 45 puts the front and right faces' seam in the middle of the view.
      scenes: [{ ...draftScene('hall', 'Hall', 'lines.png'), initialView: { yaw: 45, pitch: 0, fov: 90 } }],
      files: [{ name: 'lines.png', kind: 'panorama', make: pitchLines }],
    });
  });
  afterAll(() => tour.stop());

  it('draws a line of constant pitch across a face seam at field of view 90 without a step', async () => {
    const { page } = await newPage(browser());
    await tour.openTourPage(page);
    const faces = ['f', 'r'].map((face) =>
      page.waitForResponse(
        (r) => new RegExp(`/draft/panoramas/[0-9a-f]{64}/0-${face}-`).test(r.url()) && r.ok(),
      ),
    );
    await page.goto(`${tour.stack.studioUrl}/tours/seams-1/scenes/hall`);
    await Promise.all(faces);
    const view = page.getByTestId('scene-view');
    let shot = await view.screenshot();
    await expect
      .poll(async () => {
        const next = await view.screenshot();
        const same = next.equals(shot);
        shot = next;
        return same;
      })
      .toBe(true);

    const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const [cx, cy] = [info.width / 2, info.height / 2];
    // A vertical field of view of 90°: the focal length is half the height.
    const focal = info.height / 2;
    const columns = Array.from({ length: 121 }, (_, i) => Math.round(cx) - 60 + i);
    const expected = columns.map((x) => {
      const off = Math.atan((x + 0.5 - cx) / focal);
      return cy - (focal * Math.tan((LINE_PITCH * Math.PI) / 180)) / Math.cos(off);
    });
    const top = Math.floor(Math.min(...expected)) - 30;
    const found = darkRows({ data, width: info.width }, columns, [
      top,
      Math.ceil(Math.max(...expected)) + 30,
    ]);
    const errors = found.map((row, i) => (row === null ? Infinity : Math.abs(row - (expected[i] ?? 0))));
    const worst = Math.max(...errors);
    expect(worst, `rows ${found.map((r) => r?.toFixed(1)).join(' ')}`).toBeLessThan(1.5);
    const steps = found.slice(1).map((row, i) => Math.abs((row ?? 0) - (found[i] ?? 0)));
    expect(Math.max(...steps)).toBeLessThan(1);
  }, 90_000);
});
