import { describe, expect, it } from 'vitest';
import type { Room } from '../model/types.js';
import { panoramaAngles, worldAngles, wrapDegrees } from './view-angles.js';

const room = { camera: { x: 2, z: 3, heading: 90 } } as Room;

describe('view angles', () => {
  it('wraps into (-180, 180]', () => {
    expect(wrapDegrees(190)).toBe(-170);
    expect(wrapDegrees(-180)).toBe(180);
    expect(wrapDegrees(540)).toBe(180);
    expect(wrapDegrees(-45)).toBe(-45);
  });

  it('measures world yaw clockwise from -z and pitch up from the eye', () => {
    expect(worldAngles(room, 1.6, [2, 1.6, 1])).toEqual({ yaw: 0, pitch: 0 });
    expect(worldAngles(room, 1.6, [4, 1.6, 3]).yaw).toBeCloseTo(90);
    expect(worldAngles(room, 1.6, [2, 3.6, 1]).pitch).toBeCloseTo(45);
  });

  it('subtracts the panorama heading', () => {
    expect(panoramaAngles(room, 1.6, [4, 1.6, 3])).toEqual({ yaw: 0, pitch: 0 });
    expect(panoramaAngles(room, 1.6, [2, 1.6, 1]).yaw).toBe(-90);
  });
});
