import type { GPano } from './gpano.js';
import type { ImageSize } from './probe-image.js';

/** Smallest full panorama accepted: faces of 64 px at least. */
export const MIN_PANORAMA = { width: 256, height: 128 } as const;

/** Widest equirect the tiler works on; a larger panorama is scaled down to it. */
export const MAX_PANORAMA_WIDTH = 16384;

/**
 * Where a panorama image lies on the full 2:1 equirect, in the image's own pixels (EXIF
 * orientation applied): all of it for a plain equirect, a band or a window of it for a
 * partial panorama placed by GPano XMP.
 */
export interface PanoramaLayout {
  /** The image as seen. */
  width: number;
  height: number;
  /** Width of the full equirect (its height is half of it). */
  fullWidth: number;
  /** The image's top-left corner on the full equirect; `left` wraps around. */
  left: number;
  top: number;
  /** Compass heading, degrees clockwise from north, of the full equirect's centre (yaw 0). */
  heading?: number;
}

/** Differences up to this are rounding in the writer, not a different shape. */
const TOLERANCE = 0.01;

/**
 * Where an image of this size lies on its full panorama, or why it cannot be placed. A
 * GPano crop given for a larger original (the image was resized after tagging) is scaled to
 * the image, as the panorama viewers that read GPano do.
 */
export function panoramaLayout(image: ImageSize, gpano: GPano | null): PanoramaLayout | { problem: string } {
  return gpano ? croppedLayout(image, gpano) : wholeLayout(image);
}

/** An image without GPano XMP: it must be the whole 2:1 panorama. */
function wholeLayout(image: ImageSize): PanoramaLayout | { problem: string } {
  const size = `${image.width}×${image.height}`;
  if (image.width !== image.height * 2) {
    return {
      problem:
        `${size} is not 2:1: a panorama is a 2:1 equirectangular image (e.g. ${image.width}×${Math.round(image.width / 2)}), ` +
        'or a partial one with GPano XMP (FullPanoWidthPixels, FullPanoHeightPixels, CroppedArea…Pixels) placing it on one',
    };
  }
  return (
    tooSmall(image.width, size) ?? {
      width: image.width,
      height: image.height,
      fullWidth: image.width,
      left: 0,
      top: 0,
    }
  );
}

/** An image GPano XMP places on a full panorama, scaled to the image's size. */
function croppedLayout(image: ImageSize, gpano: GPano): PanoramaLayout | { problem: string } {
  const size = `${image.width}×${image.height}`;
  const full = `GPano full panorama ${gpano.fullWidth}×${gpano.fullHeight}`;
  if (Math.abs(gpano.fullWidth - 2 * gpano.fullHeight) > gpano.fullWidth * TOLERANCE) {
    return { problem: `${full} is not 2:1` };
  }
  const scale = image.width / gpano.croppedWidth;
  if (!(scale > 0) || Math.abs(image.height / gpano.croppedHeight - scale) > scale * TOLERANCE) {
    return {
      problem: `${size} does not match its GPano cropped area ${gpano.croppedWidth}×${gpano.croppedHeight}`,
    };
  }
  return placedCrop(image, gpano, scale, full);
}

/** The crop scaled by `scale` onto its full panorama, or why it does not fit there. */
function placedCrop(
  image: ImageSize,
  gpano: GPano,
  scale: number,
  full: string,
): PanoramaLayout | { problem: string } {
  const size = `${image.width}×${image.height}`;
  const fullWidth = Math.round(gpano.fullWidth * scale);
  const top = Math.round(gpano.top * scale);
  const left = Math.round(gpano.left * scale);
  if (top < 0 || left < 0 || image.width > fullWidth || top + image.height > Math.round(fullWidth / 2) + 1) {
    return {
      problem: `the GPano cropped area ${gpano.croppedWidth}×${gpano.croppedHeight} at (${gpano.left}, ${gpano.top}) lies outside the ${full}`,
    };
  }
  return (
    tooSmall(fullWidth, size) ?? {
      width: image.width,
      height: image.height,
      fullWidth,
      left: left % fullWidth,
      top: Math.min(top, Math.round(fullWidth / 2) - image.height),
      ...(gpano.heading === undefined ? {} : { heading: gpano.heading }),
    }
  );
}

function tooSmall(fullWidth: number, size: string): { problem: string } | null {
  return fullWidth < MIN_PANORAMA.width
    ? { problem: `${size} is too small (at least ${MIN_PANORAMA.width}×${MIN_PANORAMA.height})` }
    : null;
}

/**
 * The width of the equirect the tiler works on: the full panorama's, at most
 * {@link MAX_PANORAMA_WIDTH}, even so that its height is exactly half.
 */
export function workingWidth(layout: PanoramaLayout): number {
  return Math.min(MAX_PANORAMA_WIDTH, 2 * Math.round(layout.fullWidth / 2));
}

/** The band of pitch, in degrees, the image covers; `undefined` when it reaches both poles. */
export function pitchRangeOf(layout: PanoramaLayout): { min: number; max: number } | undefined {
  const fullHeight = layout.fullWidth / 2;
  if (layout.top <= 0 && layout.top + layout.height >= fullHeight) return undefined;
  const pitch = (row: number) => Math.round((90 - (row / fullHeight) * 180) * 100) / 100;
  return { min: pitch(layout.top + layout.height), max: pitch(layout.top) };
}

/** The yaw, in degrees (-180, 180], at which north lies, from the GPano heading of yaw 0. */
export function northOf(layout: PanoramaLayout): number | undefined {
  if (layout.heading === undefined) return undefined;
  const yaw = (((-layout.heading % 360) + 540) % 360) - 180;
  return yaw === -180 ? 180 : yaw;
}
