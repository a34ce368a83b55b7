import { describe, expect, it } from 'vitest';
import { APARTMENT } from '../model/apartment.js';
import { buildBvh } from '../trace/bvh.js';
import { hit, intersect } from '../trace/intersect.js';
import { sceneData } from '../trace/trace-scene.js';
import { doorways, infoHotspots, linkHotspots } from './hotspots.js';

const bvh = buildBvh(sceneData(APARTMENT).boxes);

/** The world ray of a panorama yaw/pitch seen from a room's camera. */
function rayOf(roomId: string, yaw: number, pitch: number) {
  const room = APARTMENT.rooms.find((r) => r.id === roomId);
  if (!room) throw new Error(roomId);
  const y = ((yaw + room.camera.heading) * Math.PI) / 180;
  const p = (pitch * Math.PI) / 180;
  const origin = [room.camera.x, APARTMENT.eyeHeight, room.camera.z] as const;
  return { origin, dir: [Math.sin(y) * Math.cos(p), Math.sin(p), -Math.cos(y) * Math.cos(p)] as const };
}

describe('link hotspots', () => {
  it('link every room both ways', () => {
    for (const room of APARTMENT.rooms) {
      for (const link of linkHotspots(APARTMENT, room)) {
        const back = APARTMENT.rooms.find((r) => r.id === link.target);
        expect(back && linkHotspots(APARTMENT, back).map((l) => l.target)).toContain(room.id);
      }
      expect(linkHotspots(APARTMENT, room).length).toBeGreaterThan(0);
    }
  });

  it('sit on the door: the ray through a hotspot reaches the door centre unobstructed', () => {
    for (const room of APARTMENT.rooms) {
      for (const link of linkHotspots(APARTMENT, room)) {
        const door = doorways(APARTMENT).find((d) => d.from === room.id && d.to === link.target);
        if (!door) throw new Error(`no door ${room.id} → ${link.target}`);
        const { origin, dir } = rayOf(room.id, link.yaw, link.pitch);
        const distance = Math.hypot(
          door.center[0] - origin[0],
          door.center[1] - origin[1],
          door.center[2] - origin[2],
        );
        const blocked = intersect(bvh, ...origin, ...dir, distance) ? hit.t : Infinity;
        expect(blocked, `${room.id} → ${link.target}`).toBe(Infinity);
        const end = [0, 1, 2].map((k) => (origin[k] ?? 0) + (dir[k] ?? 0) * distance);
        expect(
          Math.hypot(
            (end[0] ?? 0) - door.center[0],
            (end[1] ?? 0) - door.center[1],
            (end[2] ?? 0) - door.center[2],
          ),
        ).toBeLessThan(0.02);
      }
    }
  });
});

describe('info hotspots', () => {
  it('point at features that are in view, not behind a wall', () => {
    for (const room of APARTMENT.rooms) {
      for (const info of infoHotspots(APARTMENT, room)) {
        const feature = APARTMENT.features.find((f) => f.id === info.id);
        if (!feature) throw new Error(info.id);
        const { origin, dir } = rayOf(room.id, info.yaw, info.pitch);
        const distance = Math.hypot(
          ...([0, 1, 2].map((k) => (feature.at[k] ?? 0) - (origin[k] ?? 0)) as [number, number, number]),
        );
        const blocked = intersect(bvh, ...origin, ...dir, distance - 0.05) ? hit.t : Infinity;
        expect(blocked, `${room.id}: ${info.id}`).toBe(Infinity);
      }
    }
  });
});
