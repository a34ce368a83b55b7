import { srgbByte } from '../model/color.js';

/** Scene luminance that maps to mid-grey: the exposure target of the auto exposure. */
const KEY = 0.2;

const luminance = (rgb: Float32Array, i: number) =>
  0.2126 * (rgb[i] ?? 0) + 0.7152 * (rgb[i + 1] ?? 0) + 0.0722 * (rgb[i + 2] ?? 0);

/**
 * Exposure that brings the log-average luminance of a (small) render to the key, like a
 * photographer metering the room; bright windows count but do not dominate.
 */
export function autoExposure(rgb: Float32Array): number {
  let sum = 0;
  const n = rgb.length / 3;
  for (let i = 0; i < n; i++) sum += Math.log(1e-4 + luminance(rgb, i * 3));
  return KEY / Math.exp(sum / n);
}

/** ACES filmic curve (Narkowicz fit): soft highlight roll-off so windows glow instead of clipping hard. */
function filmic(x: number): number {
  return (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14);
}

/** Tone-maps linear radiance to 8-bit sRGB. */
export function toneMap(rgb: Float32Array, exposure: number): Uint8Array {
  const out = new Uint8Array(rgb.length);
  for (let i = 0; i < rgb.length; i++) out[i] = srgbByte(filmic((rgb[i] ?? 0) * exposure));
  return out;
}
