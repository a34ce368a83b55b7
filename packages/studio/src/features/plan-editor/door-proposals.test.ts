import { draftManifestSchema } from '@tourview/schema';
import { sampleDraftManifest } from '@tourview/schema/testing';
import { describe, expect, it } from 'vitest';
import { DOOR_PITCH, proposeDoors } from './door-proposals.js';
import { acceptProposal } from './plan-doors.js';
import { wallGridOf } from './plan-walls.js';

const pin = (scene: string, x: number, y: number, yawOffset = 0) => ({ scene, x, y, yawOffset });
const none = () => false;

/**
 * A 300×100 plan of rooms side by side: walls 4 px thick at x = 100 and 200 and all round,
 * with a doorway 20 px wide in each inner wall, its middle at `doors[i]` from the top.
 */
function roomsInARow(doors: readonly number[]) {
  const [width, height] = [300, 100];
  const pixels = new Uint8Array(width * height * 3).fill(240);
  const wall = (x: number, y: number) => pixels.fill(40, (y * width + x) * 3, (y * width + x) * 3 + 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const edge = x < 4 || y < 4 || x >= width - 4 || y >= height - 4;
      const inner = [100, 200].findIndex((at) => x >= at - 2 && x < at + 2);
      const doorway = inner >= 0 && Math.abs(y - (doors[inner] ?? -100)) < 10;
      if (edge || (inner >= 0 && !doorway)) wall(x, y);
    }
  return wallGridOf(pixels, width, height, 3, width * 10);
}

describe('door proposals', () => {
  it('aim from each pin at the other through its heading, both ways, a little below the horizon', () => {
    const [p] = proposeDoors({
      pins: [pin('hall', 0, 100, 90), pin('kitchen', 100, 100)],
      hasDoor: none,
      maxDistance: 500,
    });
    expect(p).toEqual({
      there: { scene: 'hall', yaw: 0, pitch: DOOR_PITCH },
      back: { scene: 'kitchen', yaw: -90, pitch: DOOR_PITCH },
      via: 'pin',
    });
  });

  it('store a door’s yaw to 0.01°, as saved and loaded again: 12.4, not 12.399999999999977', () => {
    const [p] = proposeDoors({
      pins: [pin('hall', 0, 100, -12.4), pin('kitchen', 0, 0, 0.123456)],
      hasDoor: none,
      maxDistance: 500,
    });
    const scene = (id: string) => ({
      id,
      title: id,
      description: id,
      panorama: `${id}.jpg`,
      links: [],
      infos: [],
    });
    const manifest = sampleDraftManifest({ scenes: [scene('hall'), scene('kitchen')] });
    const saved = draftManifestSchema.parse(acceptProposal(manifest, p ?? expect.fail('no proposal')));
    expect(saved.scenes.map((s) => s.links[0]?.yaw)).toEqual([12.4, 179.88]);
  });

  it('pair each pin with its nearest within the distance, once, skipping pairs with a door either way', () => {
    const pins = [pin('a', 0, 0), pin('b', 10, 0), pin('c', 20, 0), pin('d', 30, 0), pin('e', 500, 0)];
    const pairs = (hasDoor: (f: string, t: string) => boolean, neighbours?: number) =>
      proposeDoors({ pins, hasDoor, neighbours, maxDistance: 100 })
        .map((p) => `${p.there.scene}-${p.back.scene}`)
        .sort();
    expect(pairs(none, 1)).toEqual(['a-b', 'b-c', 'c-d']);
    expect(pairs(none)).toEqual(['a-b', 'a-c', 'a-d', 'b-c', 'b-d', 'c-d']);
    expect(pairs((from, to) => from === 'd' && to === 'a')).toEqual(['a-b', 'a-c', 'b-c', 'b-d', 'c-d']);
  });

  it('aim at the doorway between two rooms of the plan, in source pixels', () => {
    // Pins in the middles of the first two rooms; the doorway is near the top of the wall.
    const walls = roomsInARow([20, 80]);
    const [p] = proposeDoors({
      pins: [pin('a', 500, 500), pin('b', 1500, 500)],
      hasDoor: none,
      walls,
      maxDistance: 5000,
    });
    const expected = (Math.atan2(500, -(200 - 500)) * 180) / Math.PI;
    expect(p?.via).toBe('doorway');
    expect(Math.abs((p?.there.yaw ?? 0) - expected)).toBeLessThan(2);
    expect(Math.abs((p?.back.yaw ?? 0) + expected)).toBeLessThan(2);
  });

  it('propose no door between rooms with another room or only walls between them', () => {
    const pins = [pin('a', 500, 500), pin('b', 1500, 500), pin('c', 2500, 500)];
    const through = proposeDoors({ pins, hasDoor: none, walls: roomsInARow([20, 80]), maxDistance: 5000 });
    expect(through.map((p) => `${p.there.scene}-${p.back.scene}`).sort()).toEqual(['a-b', 'b-c']);
    const walled = proposeDoors({ pins, hasDoor: none, walls: roomsInARow([20]), maxDistance: 5000 });
    expect(walled.map((p) => `${p.there.scene}-${p.back.scene}`)).toEqual(['a-b']);
  });
});
