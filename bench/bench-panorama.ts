import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** The bench panorama's size. */
export const WIDTH = 8192;
export const HEIGHT = 4096;

/**
 * A room-like 8192×4096 equirect, procedurally: a sky gradient, walls with panels and a
 * window, a wooden floor, and a little deterministic grain so it compresses like a photo
 * rather than like flat colour.
 */
export function paintPanorama(width = WIDTH): Buffer {
  const height = width / 2;
  const data = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let j = 0; j < height; j++) {
    const pitch = 0.5 - (j + 0.5) / height;
    for (let i = 0; i < width; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = ((seed >> 16) % 13) - 6;
      const yaw = i / width;
      const [r, g, b] = surface(yaw, pitch);
      const o = (j * width + i) * 3;
      data[o] = r + grain;
      data[o + 1] = g + grain;
      data[o + 2] = b + grain;
    }
  }
  return data;
}

function surface(yaw: number, pitch: number): [number, number, number] {
  if (pitch > 0.3) return [235 - pitch * 60, 235 - pitch * 40, 240];
  if (pitch < -0.2) {
    const plank = Math.floor(yaw * 96) % 2 === 0 ? 0 : 18;
    return [150 + plank + Math.sin(yaw * 900) * 10, 105 + plank, 70];
  }
  const window = Math.abs(yaw - 0.5) < 0.06 && pitch > -0.05 && pitch < 0.2;
  if (window) return [170 + pitch * 200, 200 + pitch * 150, 250];
  const panel = Math.floor(yaw * 40) % 5 === 0 ? 25 : 0;
  return [200 - panel, 190 - panel, 170 - panel + Math.cos(yaw * 60) * 12];
}

/** A tour manifest for scenes that all show `room.jpg`. */
export function benchManifest(scenes = ['first', 'second']) {
  const scene = (id: string) => ({ id, title: id, description: 'A painted room.', panorama: 'room.jpg' });
  return {
    title: 'Bench',
    property: {
      address: { line1: '1 Bench Road', city: 'Benchton', country: 'NL' },
      listing: 'sale',
      price: { amount: 1, currency: 'EUR' },
      bedrooms: 1,
      bathrooms: 1,
      floorArea: { value: 1, unit: 'm2' },
      description: 'Bench.',
      agent: { name: 'Bench', agency: 'Bench' },
    },
    scenes: scenes.map(scene),
  };
}

/** Writes the bench panorama as `room.jpg` and a manifest for a tour of `scenes` into `folder`. */
export async function writeBenchTour(folder: string, scenes?: string[]): Promise<void> {
  await sharp(paintPanorama(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(join(folder, 'room.jpg'));
  await writeFile(join(folder, 'tour.json'), JSON.stringify(benchManifest(scenes)));
}
