import { describe, expect, it } from 'vitest';
import { directionOfFacePoint, faceOf, FACES, yawPitchOf } from '@tourview/schema';
import { cameraOf, projectYawPitch, screenToDirection, screenToYawPitch } from './projection.js';
import { RAD } from './angles.js';

const W = 800;
const H = 600;

describe('projection', () => {
  it('puts the view direction at the screen centre', () => {
    const cam = cameraOf({ yaw: 37, pitch: -12, fov: 70 }, W, H);
    const at = projectYawPitch(cam, 37, -12);
    expect(at?.x).toBeCloseTo(W / 2, 6);
    expect(at?.y).toBeCloseTo(H / 2, 6);
  });

  it('maps right to +x and up to -y on screen', () => {
    const cam = cameraOf({ yaw: 0, pitch: 0, fov: 90 }, W, H);
    // At fov 90 the top edge is 45° up; tan(45°) = 1, so the half-height maps to 1.
    expect(projectYawPitch(cam, 0, 45)?.y).toBeCloseTo(0, 6);
    const right = projectYawPitch(cam, 20, 0);
    expect(right?.x).toBeGreaterThan(W / 2);
    expect(right?.x).toBeCloseTo(W / 2 + (Math.tan(20 * RAD) * (H / 2)) / Math.tan(45 * RAD), 4);
  });

  it('hides what is behind the camera', () => {
    const cam = cameraOf({ yaw: 0, pitch: 0, fov: 90 }, W, H);
    expect(projectYawPitch(cam, 180, 0)).toBeNull();
    expect(projectYawPitch(cam, 95, 0)).toBeNull();
  });

  it('round-trips yaw/pitch → screen → yaw/pitch for many views and points', () => {
    for (const view of [
      { yaw: 0, pitch: 0, fov: 75 },
      { yaw: 170, pitch: 40, fov: 50 },
      { yaw: -95, pitch: -60, fov: 100 },
    ]) {
      const cam = cameraOf(view, W, H);
      for (const [sx, sy] of [
        [0, 0],
        [W, H],
        [123, 456],
        [W / 2, 10],
      ] as const) {
        const { yaw, pitch } = screenToYawPitch(cam, sx, sy);
        const back = projectYawPitch(cam, yaw, pitch);
        expect(back?.x).toBeCloseTo(sx, 6);
        expect(back?.y).toBeCloseTo(sy, 6);
      }
    }
  });

  it('round-trips screen → cube face/uv → screen', () => {
    const cam = cameraOf({ yaw: 44, pitch: 30, fov: 90 }, W, H);
    for (const [sx, sy] of [
      [10, 10],
      [400, 300],
      [790, 20],
      [200, 590],
    ] as const) {
      const hit = faceOf(screenToDirection(cam, sx, sy));
      expect(FACES).toContain(hit.face);
      const { yaw, pitch } = yawPitchOf(directionOfFacePoint(hit));
      const back = projectYawPitch(cam, yaw / RAD, pitch / RAD);
      expect(back?.x).toBeCloseTo(sx, 5);
      expect(back?.y).toBeCloseTo(sy, 5);
    }
  });
});
