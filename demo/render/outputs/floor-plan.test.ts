import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { APARTMENT } from '../model/apartment.js';
import { planPixel, planSize, renderFloorPlan } from './floor-plan.js';

const png = await renderFloorPlan(APARTMENT);
const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
const brightness = (x: number, z: number) => {
  const p = planPixel(x, z);
  const i = (p.y * info.width + p.x) * info.channels;
  return ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 3;
};

describe('renderFloorPlan', () => {
  it('has the size planSize promises', () => {
    expect({ width: info.width, height: info.height }).toEqual(planSize(APARTMENT));
  });

  it('draws walls dark, door gaps and rooms light, where the model has them', () => {
    expect(brightness(6, 0.5)).toBeLessThan(100);
    expect(brightness(6, 2.2)).toBeGreaterThan(200);
    expect(brightness(4.5, 5.6)).toBeGreaterThan(200);
    expect(brightness(4.5, 7)).toBeLessThan(100);
  });

  it('puts every camera inside its room on the image', () => {
    for (const room of APARTMENT.rooms) {
      const p = planPixel(room.camera.x, room.camera.z);
      const lo = planPixel(room.rect.x0, room.rect.z0);
      const hi = planPixel(room.rect.x1, room.rect.z1);
      expect(p.x).toBeGreaterThan(lo.x);
      expect(p.x).toBeLessThan(hi.x);
      expect(p.y).toBeGreaterThan(lo.y);
      expect(p.y).toBeLessThan(hi.y);
    }
  });
});
