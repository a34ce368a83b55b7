import type { Vec3 } from './types.js';

/** Converts a `#rrggbb` sRGB colour to linear RGB, the space lighting is computed in. */
export function linearFromHex(hex: string): Vec3 {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [channel(16), channel(8), channel(0)];
}

/** Encodes one linear channel in [0, 1] as an sRGB byte. */
export function srgbByte(linear: number): number {
  const c = linear <= 0 ? 0 : linear >= 1 ? 1 : linear;
  const s = c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.round(s * 255);
}
