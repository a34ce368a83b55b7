import { describe, expect, it } from 'vitest';
import { APARTMENT } from '../model/apartment.js';
import { bakeTexels, texelIsLive } from './bake.js';
import { sceneData, traceScene } from './trace-scene.js';

const scene = traceScene(sceneData(APARTMENT));
/** The top face of the first box: the living-room floor, which has windows on two sides. */
const floorFace = 3;
const from = scene.layout.offset[floorFace] ?? 0;
const to = from + (scene.layout.nu[floorFace] ?? 0) * (scene.layout.nv[floorFace] ?? 0);
const live = Uint8Array.from({ length: scene.layout.total }, (_, t) =>
  t >= from && t < to && texelIsLive(scene, t) ? 1 : 0,
);

function bakeFloor(pass: number, previous: Float32Array | null): Float32Array {
  const target = new Float32Array(scene.layout.total * 3);
  bakeTexels(scene, { live, previous }, target, { from, to, pass, samples: 16 });
  return target.subarray(from * 3, to * 3);
}

describe('bakeTexels', () => {
  const direct = bakeFloor(0, null);

  it('lights the floor with daylight, brightest where the sun falls', () => {
    const values = Array.from(direct);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    const median = [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
    expect(Math.max(...values)).toBeGreaterThan(2 * median);
    expect(values.filter((v) => v > 0).length).toBeGreaterThan(values.length / 2);
  });

  it('is deterministic: the same pass gives the same numbers', () => {
    expect(bakeFloor(0, null)).toEqual(direct);
  });

  it('adds no bounce when nothing around is lit yet', () => {
    const dark = new Float32Array(scene.layout.total * 3);
    expect(Math.max(...bakeFloor(1, dark))).toBe(0);
  });
});
