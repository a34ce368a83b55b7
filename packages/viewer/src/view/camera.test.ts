import { describe, expect, it } from 'vitest';
import { clampView, lerpView, viewsDiffer } from './camera.js';
import { normalizeYaw } from '@tourview/schema';

const LIMITS = { minFov: 30, maxFov: 100, maxPitch: 90 };

describe('camera limits', () => {
  it('wraps yaw into (-180, 180]', () => {
    expect([-180, 180, 190, -190, 540, 0].map(normalizeYaw)).toEqual([180, 180, -170, 170, 180, 0]);
  });

  it('clamps fov, and pitch so the view edge never passes the pole', () => {
    expect(clampView({ yaw: 0, pitch: 0, fov: 10 }, LIMITS).fov).toBe(30);
    expect(clampView({ yaw: 0, pitch: 0, fov: 150 }, LIMITS).fov).toBe(100);
    expect(clampView({ yaw: 0, pitch: 89, fov: 60 }, LIMITS).pitch).toBe(60);
    expect(clampView({ yaw: 0, pitch: -89, fov: 40 }, LIMITS).pitch).toBe(-70);
  });

  it('interpolates yaw the short way round', () => {
    expect(lerpView({ yaw: 170, pitch: 0, fov: 60 }, { yaw: -170, pitch: 10, fov: 80 }, 0.5)).toEqual({
      yaw: 180,
      pitch: 5,
      fov: 70,
    });
  });

  it('tells real changes from rounding noise', () => {
    const v = { yaw: 1, pitch: 2, fov: 60 };
    expect(viewsDiffer(v, { ...v, yaw: 1 + 1e-9 })).toBe(false);
    expect(viewsDiffer(v, { ...v, fov: 61 })).toBe(true);
  });
});
