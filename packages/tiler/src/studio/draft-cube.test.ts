import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FACES, type Face } from '@tourview/schema';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cubeColours, phoneBandOf } from '../test-support/camera-fixtures.js';
import { FACE_COLOURS, FIXTURES, colourDistance } from '../test-support/fixtures.js';
import { DRAFT_FACE_SIZE, DRAFT_PREVIEW_FACE_SIZE, renderDraftCube } from './draft-cube.js';

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
});
