import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeYaw, type FaceProposal } from '@tourview/schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDraftCube } from '../studio/draft-cube.js';
import { proposeFaces } from './propose-faces.js';

const FIXTURES = fileURLToPath(new URL('../../../../fixtures/faces/', import.meta.url));
const WIDTH = 4096;

/** A crop of fixtures/faces placed on the panorama, centred at yaw/pitch, `scale` times its size. */
interface Placed {
  file: string;
  yaw: number;
  pitch: number;
  scale: number;
}

/** People's faces: across the front, on the edge of two cube faces, small and far, in profile. */
const FACES: Placed[] = [
  { file: 'astronaut.jpg', yaw: 30, pitch: 5, scale: 1 },
  { file: 'astronaut.jpg', yaw: 135, pitch: -5, scale: 1 },
  { file: 'astronaut.jpg', yaw: -30, pitch: 10, scale: 0.5 },
  { file: 'cameraman.jpg', yaw: -120, pitch: 0, scale: 1 },
];
/** No people: a cat's face and a cup. */
const OTHERS: Placed[] = [
  { file: 'chelsea.jpg', yaw: 75, pitch: 0, scale: 1 },
  { file: 'coffee.jpg', yaw: 170, pitch: 0, scale: 1 },
];

/** A textured grey panorama (a wall is not flat grey) with the fixtures composited on it. */
async function panorama(file: string): Promise<void> {
  const height = WIDTH / 2;
  const layers = await Promise.all(
    [...FACES, ...OTHERS].map(async (p) => {
      const image = sharp(join(FIXTURES, p.file));
      const { width = 0, height: h = 0 } = await image.metadata();
      const [w, hh] = [Math.round(width * p.scale), Math.round(h * p.scale)];
      return {
        input: await image.resize(w, hh).toBuffer(),
        left: Math.round(((p.yaw + 180) / 360) * WIDTH - w / 2),
        top: Math.round(((90 - p.pitch) / 180) * height - hh / 2),
      };
    }),
  );
  await sharp({ create: { width: WIDTH, height, channels: 3, background: '#9a948c' } })
    .composite(layers)
    .png()
    .toFile(file);
}

function covers(p: FaceProposal, at: Placed): boolean {
  const dx = normalizeYaw(at.yaw - p.yaw) / (p.width / 2);
  const dy = (at.pitch - p.pitch) / (p.height / 2);
  return dx * dx + dy * dy <= 1;
}

describe('face proposals on a panorama', () => {
  let folder: string;
  let found: FaceProposal[];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'tourview-faces-'));
    const file = join(folder, 'room.png');
    await panorama(file);
    found = await proposeFaces((await renderDraftCube(file)).faces);
  }, 180_000);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('finds at least two of the four faces, each once, where they are in yaw and pitch', () => {
    const hits = FACES.filter((at) => found.some((p) => covers(p, at)));
    expect(hits.length).toBeGreaterThanOrEqual(2);
    for (const at of hits) expect(found.filter((p) => covers(p, at))).toHaveLength(1);
    const front = found.find((p) => covers(p, FACES[0] as Placed));
    expect(front?.shape).toBe('ellipse');
    // The crop spans 15.5° × 18.3°; the face in it a little less, grown by the margin.
    expect(front?.width).toBeGreaterThan(8);
    expect(front?.width).toBeLessThan(30);
  });

  it('proposes nothing that is not one of them: not the cat, not the cup', () => {
    expect(found.filter((p) => !FACES.some((at) => covers(p, at)))).toEqual([]);
  });
});
