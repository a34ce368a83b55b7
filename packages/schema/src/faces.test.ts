import { describe, expect, it } from 'vitest';
import { directionOf, directionOfFacePoint, faceOf, FACES, yawPitchOf } from './faces.js';

const deg = Math.PI / 180;

describe('cube face convention', () => {
  it.each([
    [0, 0, 'f'],
    [90, 0, 'r'],
    [180, 0, 'b'],
    [-90, 0, 'l'],
    [0, 89, 'u'],
    [0, -89, 'd'],
  ] as const)('yaw %d pitch %d looks at face %s, at its centre', (yaw, pitch, face) => {
    const hit = faceOf(directionOf(yaw * deg, pitch * deg));
    expect(hit.face).toBe(face);
    if (Math.abs(pitch) < 45) {
      expect(hit.u).toBeCloseTo(0.5, 6);
      expect(hit.v).toBeCloseTo(0.5, 6);
    }
  });

  it('puts image-right to the right of the viewer on the side faces', () => {
    expect(faceOf(directionOf(10 * deg, 0)).u).toBeGreaterThan(0.5);
    expect(faceOf(directionOf(0, 10 * deg)).v).toBeLessThan(0.5);
    expect(faceOf(directionOf(100 * deg, 0)).u).toBeGreaterThan(0.5);
  });

  it('joins the up face to the front face along its bottom edge', () => {
    const justAbove = faceOf(directionOf(0, 46 * deg));
    expect(justAbove.face).toBe('u');
    expect(justAbove.v).toBeGreaterThan(0.9);
    expect(justAbove.u).toBeCloseTo(0.5, 6);
  });

  it('round-trips yaw/pitch → face/uv → yaw/pitch on a grid', () => {
    for (let yaw = -175; yaw <= 180; yaw += 25) {
      for (let pitch = -85; pitch <= 85; pitch += 17) {
        const back = yawPitchOf(directionOfFacePoint(faceOf(directionOf(yaw * deg, pitch * deg))));
        expect(back.yaw / deg).toBeCloseTo(yaw, 6);
        expect(back.pitch / deg).toBeCloseTo(pitch, 6);
      }
    }
  });

  it('round-trips face/uv → direction → face/uv for every face', () => {
    for (const face of FACES) {
      for (const [u, v] of [
        [0.1, 0.2],
        [0.5, 0.5],
        [0.9, 0.7],
      ] as const) {
        const hit = faceOf(directionOfFacePoint({ face, u, v }));
        expect(hit).toMatchObject({ face });
        expect(hit.u).toBeCloseTo(u, 9);
        expect(hit.v).toBeCloseTo(v, 9);
      }
    }
  });
});
