import { describe, expect, it } from 'vitest';
import { addPerspective, type Equirect } from './reproject.js';

/** A 360×180 panorama whose red channel is the column (yaw + 180) and green the row. */
function gradientPanorama(heading: number): Equirect {
  const data = Buffer.alloc(360 * 180 * 3);
  for (let y = 0; y < 180; y++) {
    for (let x = 0; x < 360; x++) data.set([Math.floor(x * (255 / 359)), y, 0], (y * 360 + x) * 3);
  }
  return { data, width: 360, height: 180, heading: (heading * Math.PI) / 180 };
}

function centre(pano: Equirect, yaw: number, pitch: number): number[] {
  const frame = new Float32Array(3 * 3 * 3);
  addPerspective(pano, { yaw, pitch, fov: 10, width: 3, height: 3 }, 1, frame);
  return Array.from(frame.subarray(12, 15));
}

describe('addPerspective', () => {
  it('looks at the panorama column of the world yaw minus the heading', () => {
    const [red] = centre(gradientPanorama(30), 120, 0);
    expect(red).toBeCloseTo((270 - 0.5) * (255 / 359), 0);
  });

  it('looks up and down by row', () => {
    const [, up] = centre(gradientPanorama(0), 0, 45);
    const [, down] = centre(gradientPanorama(0), 0, -45);
    expect(up).toBeCloseTo(44.5, 0);
    expect(down).toBeCloseTo(134.5, 0);
  });

  it('scales by the weight so cross-fades add up', () => {
    const pano = gradientPanorama(0);
    const frame = new Float32Array(27);
    addPerspective(pano, { yaw: 0, pitch: 0, fov: 10, width: 3, height: 3 }, 0.25, frame);
    addPerspective(pano, { yaw: 0, pitch: 0, fov: 10, width: 3, height: 3 }, 0.75, frame);
    expect(frame[13]).toBeCloseTo(centre(pano, 0, 0)[1] ?? 0, 3);
  });
});
