import { describe, expect, it } from 'vitest';
import { doorDirection, horizontalFov } from './door-direction.js';

const view = (yaw: number) => ({ yaw, pitch: 0, fov: 80 });

describe('horizontalFov', () => {
  it('equals the vertical one on a square screen and widens with the width', () => {
    expect(horizontalFov(80, 1)).toBeCloseTo(80, 6);
    expect(horizontalFov(90, 2)).toBeCloseTo(126.87, 2);
  });
});

describe('doorDirection', () => {
  it('says nothing while a door is in view, or where there is none', () => {
    expect(doorDirection([{ yaw: 20 }], view(0), 1)).toBeNull();
    expect(doorDirection([], view(0), 1)).toBeNull();
  });

  it('points the short way round to the nearest door, across the ±180° seam', () => {
    expect(doorDirection([{ yaw: 90 }], view(0), 1)).toBe('right');
    expect(doorDirection([{ yaw: -90 }, { yaw: 150 }], view(0), 1)).toBe('left');
    expect(doorDirection([{ yaw: -170 }], view(170), 1)).toBeNull();
    expect(doorDirection([{ yaw: -120 }], view(150), 1)).toBe('right');
  });

  it('counts a door at the very edge as out of view', () => {
    // A square screen at fov 80 shows ±40°; 38° is too near its edge to notice.
    expect(doorDirection([{ yaw: 38 }], view(0), 1)).toBe('right');
    expect(doorDirection([{ yaw: 38 }], view(0), 2)).toBeNull();
  });
});
