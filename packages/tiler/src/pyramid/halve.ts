import { remapAddon } from '../project/remap-addon.js';
import { resizeRgb, type RgbImage } from './encode.js';

/**
 * The next coarser level of a face: averaged over 2 × 2 blocks when its size halves exactly,
 * as a GPU builds its mipmaps, else (an odd size, whose half is rounded up) Lanczos-3.
 *
 * Measured on the bench's 8192×4096 panorama, the six 2560-px faces' three coarser levels cost
 * about 40 ms of CPU boxed where Lanczos-3 (libvips) cost about 150, of a panorama's 1.8 s.
 * The levels differ from Lanczos-3's by a PSNR of 47–51 dB (the bench panorama) and 49–66 dB
 * (the demo's living room), less than WebP q80 changes them, and look the same side by side;
 * a box keeps about 5% less edge contrast at the 640 and 320-px levels, and lets more of a
 * pattern finer than the coarser level can hold through as moiré (a zone plate past the
 * level's Nyquist frequency keeps 40% of its amplitude where Lanczos-3 keeps 10%). Real
 * captures hold little detail that fine at their true resolution, and the viewer shows those
 * levels only while zoomed out.
 */
export async function halveLevel(image: RgbImage, size: number): Promise<RgbImage> {
  if (image.width !== 2 * size || image.height !== 2 * size) return resizeRgb(image, size, size);
  const data = new Uint8Array(size * size * 3);
  remapAddon().shrink(image.data, image.width, image.height, 2, data);
  return { data, width: size, height: size };
}
