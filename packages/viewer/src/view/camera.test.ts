import { describe, expect, it } from 'vitest';
import { clampView, FULL_SPHERE, lerpView, viewsDiffer } from './camera.js';
import { normalizeYaw, type View } from '@tourview/schema';

const LIMITS = { minFov: 30, maxFov: 100, band: FULL_SPHERE };
const banded = (min: number, max: number) => ({ ...LIMITS, band: { min, max } });

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

  it("keeps the top and bottom edges inside a partial panorama's band", () => {
    const limits = banded(-30, 30);
    expect(clampView({ yaw: 0, pitch: 90, fov: 40 }, limits).pitch).toBe(10);
    expect(clampView({ yaw: 0, pitch: -90, fov: 40 }, limits).pitch).toBe(-10);
    expect(clampView({ yaw: 0, pitch: 5, fov: 40 }, limits).pitch).toBe(5);
    expect(clampView({ yaw: 0, pitch: 0, fov: 40 }, banded(-20, 45)).pitch).toBe(0);
    expect(clampView({ yaw: 0, pitch: 90, fov: 40 }, banded(-20, 45)).pitch).toBe(25);
    expect(clampView({ yaw: 0, pitch: -90, fov: 40 }, banded(-20, 45)).pitch).toBe(0);
  });

  it('lets the edges sit exactly on the band, and no further', () => {
    const limits = banded(-30, 30);
    expect(clampView({ yaw: 0, pitch: 10, fov: 40 }, limits)).toEqual({ yaw: 0, pitch: 10, fov: 40 });
    expect(clampView({ yaw: 0, pitch: 10 + 1e-9, fov: 40 }, limits).pitch).toBe(10);
    expect(clampView({ yaw: 0, pitch: 0, fov: 60 }, limits)).toEqual({ yaw: 0, pitch: 0, fov: 60 });
  });

  it("narrows the field of view to the band's height, not below the narrowest", () => {
    expect(clampView({ yaw: 0, pitch: 20, fov: 90 }, banded(-30, 30))).toEqual({ yaw: 0, pitch: 0, fov: 60 });
    expect(clampView({ yaw: 0, pitch: 0, fov: 100 }, banded(-45, 45)).fov).toBe(90);
    expect(clampView({ yaw: 0, pitch: 0, fov: 20 }, banded(-45, 45)).fov).toBe(30);
  });

  it('centres on a band narrower than the narrowest field of view', () => {
    for (const pitch of [-90, 0, 90]) {
      expect(clampView({ yaw: 0, pitch, fov: 50 }, banded(-5, 15))).toEqual({ yaw: 0, pitch: 5, fov: 30 });
    }
    expect(clampView({ yaw: 0, pitch: 40, fov: 60 }, banded(-15, 15))).toEqual({ yaw: 0, pitch: 0, fov: 30 });
  });

  it('changes nothing when the band is the whole sphere', () => {
    const views: View[] = [
      { yaw: 10, pitch: 0, fov: 75 },
      { yaw: -170, pitch: 30, fov: 100 },
      { yaw: 0, pitch: 40, fov: 100 },
      { yaw: 0, pitch: -75, fov: 30 },
    ];
    for (const view of views) expect(clampView(view, banded(-90, 90))).toEqual(view);
    expect(clampView({ yaw: 0, pitch: 89, fov: 60 }, banded(-90, 90)).pitch).toBe(60);
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
