import { describe, expect, it } from 'vitest';
import { directionOfFacePoint, faceOf, FACES, yawPitchOf } from '@tourview/schema';
import {
  cameraOf,
  clipMatrix,
  projectYawPitch,
  screenToDirection,
  screenToYawPitch,
  type Camera,
} from './projection.js';
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

  describe('with part of the canvas covered (off-axis)', () => {
    const view = { yaw: 37, pitch: -12, fov: 70 };

    it('puts the view direction at the centre of the visible area', () => {
      const right = projectYawPitch(
        cameraOf(view, W, H, { top: 0, right: 300, bottom: 0, left: 0 }),
        37,
        -12,
      );
      expect(right?.x).toBeCloseTo((W - 300) / 2, 6);
      expect(right?.y).toBeCloseTo(H / 2, 6);
      const bottom = projectYawPitch(
        cameraOf(view, W, H, { top: 40, right: 0, bottom: 240, left: 0 }),
        37,
        -12,
      );
      expect(bottom?.x).toBeCloseTo(W / 2, 6);
      expect(bottom?.y).toBeCloseTo(40 + (H - 280) / 2, 6);
    });

    it('keeps the scale: a shift, not a zoom', () => {
      const plain = cameraOf(view, W, H);
      const shifted = cameraOf(view, W, H, { top: 0, right: 300, bottom: 0, left: 0 });
      const a = projectYawPitch(plain, 50, 0);
      const b = projectYawPitch(shifted, 50, 0);
      expect((b?.x ?? 0) - (a?.x ?? 0)).toBeCloseTo(-150, 6);
      expect(b?.y).toBeCloseTo(a?.y ?? 0, 6);
    });

    it('clamps insets to the canvas', () => {
      const cam = cameraOf(view, W, H, { top: -5, right: 2 * W, bottom: Number.NaN, left: 100 });
      expect(cam.insets).toEqual({ top: 0, right: W - 100, bottom: 0, left: 100 });
      expect(projectYawPitch(cam, 37, -12)?.x).toBeCloseTo(100, 6);
    });

    it('round-trips screen → yaw/pitch → screen over the whole canvas', () => {
      const cam = cameraOf(view, W, H, { top: 30, right: 250, bottom: 120, left: 10 });
      for (const [sx, sy] of [
        [0, 0],
        [W, H],
        [W, 0],
        [123, 456],
      ] as const) {
        const { yaw, pitch } = screenToYawPitch(cam, sx, sy);
        const back = projectYawPitch(cam, yaw, pitch);
        expect(back?.x).toBeCloseTo(sx, 6);
        expect(back?.y).toBeCloseTo(sy, 6);
      }
    });

    it('draws with a clip matrix that lands every point where the projection says', () => {
      const cam = cameraOf(view, W, H, { top: 30, right: 250, bottom: 120, left: 10 });
      for (const [yaw, pitch] of [
        [37, -12],
        [10, 5],
        [70, -40],
      ] as const) {
        const at = projectYawPitch(cam, yaw, pitch);
        const drawn = drawnAt(cam, screenToDirection(cam, at?.x ?? 0, at?.y ?? 0));
        expect(drawn.x).toBeCloseTo(at?.x ?? NaN, 3);
        expect(drawn.y).toBeCloseTo(at?.y ?? NaN, 3);
      }
    });
  });
});

/** Where the shader puts a world direction, in CSS pixels: clip matrix, divide by w, viewport. */
function drawnAt(cam: Camera, d: readonly number[]): { x: number; y: number } {
  const m = clipMatrix(cam);
  const clip = [0, 1, 3].map((row) =>
    [0, 1, 2].reduce((sum, col) => sum + (m[col * 4 + row] ?? 0) * (d[col] ?? 0), 0),
  );
  const [x = 0, y = 0, w = 1] = clip;
  return { x: ((x / w + 1) / 2) * cam.width, y: ((1 - y / w) / 2) * cam.height };
}
