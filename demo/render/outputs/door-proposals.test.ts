import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { proposeDoors } from '../../../packages/studio/src/features/plan-editor/door-proposals.js';
import { wallGridOf } from '../../../packages/studio/src/features/plan-editor/plan-walls.js';
import { APARTMENT } from '../model/apartment.js';
import { planPixel } from './floor-plan.js';
import { linkHotspots } from './hotspots.js';
import { wrapDegrees } from './view-angles.js';

const PLAN = join(import.meta.dirname, '../../tour/floor-plan.png');

/** The plan read as the studio reads it, pixel by pixel. */
async function demoWalls() {
  const { width } = await sharp(PLAN).metadata();
  const { data, info } = await sharp(PLAN)
    .removeAlpha()

    .raw()
    .toBuffer({ resolveWithObject: true });
  return wallGridOf(data, info.width, info.height, info.channels, width ?? 0);
}

// The studio proposes doors from pins placed on the plan; the demo home's model knows where
// every camera stands, which way its panorama faces and where each door really is.
describe('doors proposed from the demo home’s plan', () => {
  it('propose exactly the home’s doors, each within 5° of the true door', async () => {
    const pins = APARTMENT.rooms.map((room) => ({
      scene: room.id,
      ...planPixel(room.camera.x, room.camera.z),
      yawOffset: room.camera.heading,
    }));
    const proposals = proposeDoors({
      pins,
      hasDoor: () => false,
      walls: await demoWalls(),
      maxDistance: 1000,
    });
    const truth = new Map(
      APARTMENT.rooms.flatMap((room) =>
        linkHotspots(APARTMENT, room).map((door) => [`${room.id} → ${door.target}`, door.yaw] as const),
      ),
    );
    const proposed = new Map(
      proposals.flatMap(({ there, back }) => [
        [`${there.scene} → ${back.scene}`, there.yaw] as const,
        [`${back.scene} → ${there.scene}`, back.yaw] as const,
      ]),
    );
    expect([...proposed.keys()].sort()).toEqual([...truth.keys()].sort());
    for (const [door, yaw] of proposed) {
      const off = Math.abs(wrapDegrees(yaw - (truth.get(door) ?? NaN)));
      expect(off, `${door}: proposed ${yaw}°, true ${truth.get(door)}°`).toBeLessThan(5);
    }
  });
});
