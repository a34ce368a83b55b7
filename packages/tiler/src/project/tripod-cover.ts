/* eslint-disable @typescript-eslint/no-non-null-assertion -- pixel loops over indices that are
   in range by construction. */
import sharp from 'sharp';
import type { TripodCover } from '@tourview/schema';
import { MAX_INPUT_PIXELS } from '../media/probe-image.js';
import type { RgbImage } from '../pyramid/encode.js';
import type { Equirect } from './equirect.js';

/** The share of the disc's width a logo takes: a square this wide fits inside the circle. */
const LOGO_SHARE = 0.7;

/** A tripod cover ready to draw: its colour as bytes and its logo, when it has one, decoded. */
export interface PreparedCover {
  size: number;
  colour: [number, number, number];
  /** The disc as a flat square image: the logo centred on the colour. */
  disc?: RgbImage;
}

/**
 * Reads a tripod cover for an equirect `width` px wide: the logo (`logo`, the file the cover
 * names or the studio logo's bytes) decoded onto a square of the disc's colour at about the
 * equirect's resolution at the nadir, so it is as sharp as the panorama around it.
 */
export async function prepareCover(
  cover: TripodCover,
  logo: string | Uint8Array | undefined,
  width: number,
): Promise<PreparedCover> {
  const colour = rgbOf(cover.colour);
  if (!logo) return { size: cover.size, colour };
  // A disc of radius tan(size) on the plane under the camera, at the equirect's pixels per radian.
  const side = Math.max(
    16,
    Math.min(2048, Math.round((2 * Math.tan((cover.size * Math.PI) / 180) * width) / (2 * Math.PI))),
  );
  const inner = Math.max(1, Math.round(side * LOGO_SHARE));
  const pad = side - inner;
  const background = { r: colour[0], g: colour[1], b: colour[2], alpha: 1 };
  const data = await sharp(logo, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize(inner, inner, { fit: 'contain', background })
    .flatten({ background })
    .extend({ top: pad >> 1, bottom: pad - (pad >> 1), left: pad >> 1, right: pad - (pad >> 1), background })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer();
  return { size: cover.size, colour, disc: { data: new Uint8Array(data), width: side, height: side } };
}

/**
 * Draws the cover over the bottom of an equirect in place: every pixel less than `size` degrees
 * from straight down takes the disc (its edge anti-aliased over a pixel), the rest is left as
 * it was. The logo lies flat under the camera, upright for someone looking down while facing
 * yaw 0: its top towards yaw 0, its right towards yaw 90.
 */
export function drawTripodCover(equirect: Equirect, cover: PreparedCover): void {
  const { data, width, height } = equirect;
  const perDeg = width / 360;
  const reach = Math.tan((cover.size * Math.PI) / 180);
  const firstRow = Math.max(0, Math.floor(height - (cover.size + 1) * perDeg));
  const pixel = [0, 0, 0];
  const sines = new Float64Array(width);
  const cosines = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const yaw = (((x + 0.5) / width) * 360 - 180) * (Math.PI / 180);
    sines[x] = Math.sin(yaw);
    cosines[x] = Math.cos(yaw);
  }
  for (let y = firstRow; y < height; y++) {
    const fromNadir = (height - (y + 0.5)) / perDeg;
    const coverage = Math.min(1, Math.max(0, (cover.size - fromNadir) * perDeg + 0.5));
    if (coverage <= 0) continue;
    const radius = Math.tan((fromNadir * Math.PI) / 180) / reach;
    for (let x = 0; x < width; x++) {
      discColour(cover, radius * sines[x]!, radius * cosines[x]!, pixel);
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++)
        data[o + c] = Math.round(data[o + c]! * (1 - coverage) + pixel[c]! * coverage);
    }
  }
}

/** The disc's colour at `right`, `forward` (each −1 … 1 across it), sampled bilinearly. */
function discColour(cover: PreparedCover, right: number, forward: number, out: number[]): void {
  const disc = cover.disc;
  if (!disc) {
    out[0] = cover.colour[0];
    out[1] = cover.colour[1];
    out[2] = cover.colour[2];
    return;
  }
  const { data, width, height } = disc;
  const u = Math.min(width - 1, Math.max(0, ((right + 1) / 2) * width - 0.5));
  const v = Math.min(height - 1, Math.max(0, ((1 - forward) / 2) * height - 0.5));
  const x0 = Math.floor(u);
  const y0 = Math.floor(v);
  const fx = u - x0;
  const fy = v - y0;
  const a = (y0 * width + x0) * 3;
  const b = (y0 * width + Math.min(width - 1, x0 + 1)) * 3;
  const c = (Math.min(height - 1, y0 + 1) * width + x0) * 3;
  const d = (Math.min(height - 1, y0 + 1) * width + Math.min(width - 1, x0 + 1)) * 3;
  for (let k = 0; k < 3; k++) {
    const top = data[a + k]! * (1 - fx) + data[b + k]! * fx;
    const bottom = data[c + k]! * (1 - fx) + data[d + k]! * fx;
    out[k] = top * (1 - fy) + bottom * fy;
  }
}

function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
