import sharp from 'sharp';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colourDistance } from '../test-support/fixtures.js';
import type { Equirect } from './equirect.js';
import { drawTripodCover, prepareCover } from './tripod-cover.js';

function grey(width = 720): Equirect {
  const data = new Uint8Array(width * (width / 2) * 3);
  for (let i = 0; i < data.length; i++) data[i] = (i * 7) % 251;
  return { data, width, height: width / 2 };
}

/** The colour at a direction of a 720-px equirect, degrees. */
function at({ data, width }: Equirect, yaw: number, pitch: number): number[] {
  const x = Math.floor((yaw + 180) * 2);
  const y = Math.min(359, Math.floor((90 - pitch) * 2));
  const o = (y * width + x) * 3;
  return [data[o] ?? -1, data[o + 1] ?? -1, data[o + 2] ?? -1];
}

describe('drawTripodCover', () => {
  it('covers the bottom out to its size with its colour and leaves the panorama above it as it was', async () => {
    const before = grey();
    const after = grey();
    drawTripodCover(after, await prepareCover({ size: 20, colour: '#336699' }, undefined, after.width));
    for (const yaw of [-170, -90, 0, 45, 135]) {
      expect(at(after, yaw, -89.9)).toEqual([0x33, 0x66, 0x99]);
      expect(at(after, yaw, -71)).toEqual([0x33, 0x66, 0x99]);
    }
    // Everything above 69° below the horizon (21° from the nadir) is untouched.
    const untouched = 2 * 21 * after.width * 3;
    expect(
      Buffer.from(after.data.subarray(0, after.data.length - untouched)).equals(
        Buffer.from(before.data.subarray(0, before.data.length - untouched)),
      ),
    ).toBe(true);
  });

  it('lays a logo flat under the camera, its right towards yaw 90 and its top towards yaw 0', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'tripod-'));
    try {
      // Left half red, right half blue; a green stripe along the top.
      const logo = join(folder, 'logo.png');
      const half = (colour: string) =>
        sharp({ create: { width: 50, height: 100, channels: 3, background: colour } })
          .png()
          .toBuffer();
      const stripe = await sharp({ create: { width: 100, height: 20, channels: 3, background: '#00ff00' } })
        .png()
        .toBuffer();
      await writeFile(
        logo,
        await sharp({ create: { width: 100, height: 100, channels: 3, background: '#000' } })
          .composite([
            { input: await half('#ff0000'), left: 0, top: 0 },
            { input: await half('#0000ff'), left: 50, top: 0 },
            { input: stripe, left: 0, top: 0 },
          ])
          .png()
          .toBuffer(),
      );
      const equirect = grey(1440);
      drawTripodCover(equirect, await prepareCover({ size: 30, colour: '#ffffff' }, logo, equirect.width));
      const atWide = (yaw: number, pitch: number) => {
        const x = Math.floor((yaw + 180) * 4);
        const o = (Math.floor((90 - pitch) * 4) * 1440 + x) * 3;
        return [...equirect.data.subarray(o, o + 3)];
      };
      expect(colourDistance(atWide(90, -80), [0, 0, 255])).toBeLessThan(40);
      expect(colourDistance(atWide(-90, -80), [255, 0, 0])).toBeLessThan(40);
      // Near the logo's top edge, towards yaw 0; its bottom edge towards yaw 180 is not green.
      expect(colourDistance(atWide(0, -72), [0, 255, 0])).toBeLessThan(40);
      expect(colourDistance(atWide(180, -72), [0, 255, 0])).toBeGreaterThan(100);
      // Beyond the logo's square, inside the disc: the disc's colour.
      expect(colourDistance(atWide(90, -62), [255, 255, 255])).toBeLessThan(8);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
