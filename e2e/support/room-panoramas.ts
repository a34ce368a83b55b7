import { directionOf, faceOf, type Face } from '@tourview/schema';
import sharp from 'sharp';
import { cubeColours, jpegOf } from '../../packages/tiler/src/test-support/camera-fixtures.js';
import { FACE_COLOURS } from './camera-tour.js';

const FACES = Object.keys(FACE_COLOURS) as Face[];
const RAD = Math.PI / 180;

/**
 * Room `n`'s colour of cube face `face`: the cube-colours palette turned by `n` places, so each
 * face of a room has its own colour and each room shows another colour the same way.
 */
export function roomFaceColour(n: number, face: Face): readonly number[] {
  const shifted = FACES[(FACES.indexOf(face) + n) % FACES.length];
  return FACE_COLOURS[shifted ?? face];
}

/** Room `n`'s colour straight ahead at `yaw` on the horizon. */
export const roomColourAt = (n: number, yaw: number) =>
  roomFaceColour(n, faceOf(directionOf(yaw * RAD, 0)).face);

/** A `width`×`width/2` JPEG of room `n`: each cube face one flat colour of {@link roomFaceColour}. */
export async function roomPanorama(n: number, width = 1024): Promise<Buffer> {
  const image = await cubeColours(width);
  const palette = FACES.map((face) => [FACE_COLOURS[face], roomFaceColour(n, face)] as const);
  for (let o = 0; o < image.data.length; o += 3) {
    const near = palette.reduce((best, entry) =>
      distance(image.data, o, entry[0]) < distance(image.data, o, best[0]) ? entry : best,
    );
    image.data.set(near[1], o);
  }
  return jpegOf(image).toBuffer();
}

const distance = (data: Buffer, o: number, colour: readonly number[]) =>
  Math.abs((data[o] ?? 0) - (colour[0] ?? 0)) +
  Math.abs((data[o + 1] ?? 0) - (colour[1] ?? 0)) +
  Math.abs((data[o + 2] ?? 0) - (colour[2] ?? 0));

/** A non-2:1 JPEG: a plain photo that is no panorama. */
export const plainPhoto = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a7a6a' } })
    .jpeg()
    .toBuffer();
