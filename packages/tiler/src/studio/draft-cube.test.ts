import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FACES, type Face } from '@tourview/schema';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cubeColours, phoneBandOf } from '../test-support/camera-fixtures.js';
import { FACE_COLOURS, FIXTURES, colourDistance } from '../test-support/fixtures.js';
import { readPanoramaLayout } from '../media/panorama-file.js';
import { decodePanorama } from '../project/decode-panorama.js';
import { renderPerspective } from '../project/perspective.js';
import { WorkerPool } from '../project/worker-pool.js';
import { DRAFT_FACE_SIZE, DRAFT_PREVIEW_FACE_SIZE, renderDraftCube } from './draft-cube.js';

/** The view a camera with a 90° square frustum needs to see exactly one face, as the engine shows it. */
const FACE_VIEWS = {
  f: { yaw: 0, pitch: 0, fov: 90 },
  r: { yaw: 90, pitch: 0, fov: 90 },
  b: { yaw: 180, pitch: 0, fov: 90 },
  l: { yaw: -90, pitch: 0, fov: 90 },
  u: { yaw: 0, pitch: 90, fov: 90 },
  d: { yaw: 0, pitch: -90, fov: 90 },
} as const;

/** Peak signal-to-noise ratio of two RGB images of one size, dB. */
function psnr(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2;
  return 10 * Math.log10((255 * 255 * a.length) / sum);
}

async function pixels(image: Buffer) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    at: (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)],
    info,
  };
}

describe('renderDraftCube', () => {
  it('renders each face of a panorama file where the viewer expects it, and the preview strip', async () => {
    const cube = await renderDraftCube(join(FIXTURES, 'cube-colours', 'cube-colours.png'));
    for (const face of FACES) {
      const { at, info } = await pixels(cube.faces[face]);
      expect([info.width, info.height]).toEqual([DRAFT_FACE_SIZE, DRAFT_FACE_SIZE]);
      // A quarter in from the corner: well inside the face, away from its seams.
      for (const [x, y] of [
        [DRAFT_FACE_SIZE / 4, DRAFT_FACE_SIZE / 4],
        [DRAFT_FACE_SIZE / 2, DRAFT_FACE_SIZE / 2],
      ] as const)
        expect(colourDistance(at(x, y), FACE_COLOURS[face]), `${face} at ${x},${y}`).toBeLessThan(16);
    }
    const strip = await pixels(cube.preview);
    expect([strip.info.width, strip.info.height]).toEqual([
      DRAFT_PREVIEW_FACE_SIZE,
      DRAFT_PREVIEW_FACE_SIZE * 6,
    ]);
    FACES.forEach((face: Face, i) => {
      const centre = strip.at(DRAFT_PREVIEW_FACE_SIZE / 2, (i + 0.5) * DRAFT_PREVIEW_FACE_SIZE);
      expect(colourDistance(centre, FACE_COLOURS[face]), face).toBeLessThan(16);
    });
  });

  it('says where north lies when the file’s GPano heading gives it, as publishing takes it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'draft-cube-'));
    try {
      const band = join(folder, 'band.jpg');
      await writeFile(band, await phoneBandOf(await cubeColours(1024)));
      // PoseHeadingDegrees 30: yaw 0 faces 30° east of north, so north lies at yaw −30.
      expect((await renderDraftCube(band)).north).toBe(-30);
      expect(
        (await renderDraftCube(join(FIXTURES, 'cube-colours', 'cube-colours.png'))).north,
      ).toBeUndefined();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('renders each face as the 90° view the engine shows there, turned as the engine turns it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'draft-cube-'));
    const pool = new WorkerPool(2);
    try {
      // Detail that differs in every direction, so a face turned or mirrored cannot match.
      const width = 2048;
      const raw = Buffer.alloc(width * (width / 2) * 3);
      for (let y = 0; y < width / 2; y++) {
        for (let x = 0; x < width; x++) {
          const o = (y * width + x) * 3;
          raw[o] = (x * 255) / width;
          raw[o + 1] = (y * 510) / width;
          raw[o + 2] = 128 + 120 * Math.sin(x / 23) * Math.cos(y / 31);
        }
      }
      const file = join(folder, 'gradient.png');
      await sharp(raw, { raw: { width, height: width / 2, channels: 3 } })
        .png()
        .toFile(file);
      const cube = await renderDraftCube(file);
      const equirect = await decodePanorama(file, await readPanoramaLayout(file), width);
      const size = { width: DRAFT_FACE_SIZE, height: DRAFT_FACE_SIZE };
      for (const face of FACES) {
        const shown = await renderPerspective(equirect, FACE_VIEWS[face], size, pool);
        const { data } = await sharp(cube.faces[face])
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        // The faces are WebP q80 of what the engine would show: alike within what WebP changes.
        expect(psnr(data, shown.data), face).toBeGreaterThan(30);
      }
    } finally {
      await pool.close();
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
