import { describe, expect, it } from 'vitest';
import { cameraOf, NO_INSETS, projectYawPitch } from './projection.js';
import { pickYawPitch } from './pick.js';

const BOX = { left: 40, top: 100, width: 800, height: 600 };

describe('pickYawPitch', () => {
  it('picks the view direction at the centre of the visible canvas', () => {
    const view = { yaw: 30, pitch: 10, fov: 70 };
    const at = pickYawPitch(view, BOX, NO_INSETS, 40 + 400, 100 + 300);
    expect(at?.yaw).toBeCloseTo(30, 9);
    expect(at?.pitch).toBeCloseTo(10, 9);
  });

  it('inverts hotspot placement over the canvas, insets and the yaw seam included', () => {
    const insets = { top: 0, right: 0, bottom: 200, left: 120 };
    for (const view of [
      { yaw: 179, pitch: 0, fov: 90 },
      { yaw: -45, pitch: -50, fov: 40 },
    ]) {
      const cam = cameraOf(view, BOX.width, BOX.height, insets);
      for (const [x, y] of [
        [1, 1],
        [799, 599],
        [310, 77],
      ] as const) {
        const picked = pickYawPitch(view, BOX, insets, BOX.left + x, BOX.top + y);
        if (!picked) throw new Error('nothing picked inside the canvas');
        expect(picked.yaw).toBeGreaterThan(-180);
        expect(picked.yaw).toBeLessThanOrEqual(180);
        const back = projectYawPitch(cam, picked.yaw, picked.pitch);
        expect(back?.x).toBeCloseTo(x, 6);
        expect(back?.y).toBeCloseTo(y, 6);
      }
    }
  });

  it('picks nothing off the canvas', () => {
    expect(pickYawPitch({ yaw: 0, pitch: 0, fov: 70 }, BOX, NO_INSETS, 39, 300)).toBeNull();
    expect(pickYawPitch({ yaw: 0, pitch: 0, fov: 70 }, BOX, NO_INSETS, 400, 701)).toBeNull();
  });
});
