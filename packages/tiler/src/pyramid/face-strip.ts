import { FACES } from '@tourview/schema';
import { resizeRgb, type RgbImage } from './encode.js';

/** The faces at `size` px. */
export function facesAt(faces: RgbImage[], size: number): Promise<RgbImage[]> {
  return Promise.all(faces.map((face) => (face.width === size ? face : resizeRgb(face, size, size))));
}

/** Stacks six faces of `size` px vertically in {@link FACES} order into one image (a preview strip). */
export function stackFaces(faces: RgbImage[], size: number): RgbImage {
  const data = new Uint8Array(size * size * 3 * FACES.length);
  faces.forEach((face, i) => data.set(face.data, i * face.data.length));
  return { data, width: size, height: size * FACES.length };
}
