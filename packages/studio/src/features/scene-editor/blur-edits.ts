import {
  BLUR_EXTENT,
  MAX_BLUR_REGIONS,
  MAX_DECLINED_FACES,
  type DeclinedFace,
  normalizeYaw,
  roundAngle,
  roundPitch,
  type BlurRegion,
  type BlurShape,
  type DraftManifest,
} from '@tourview/schema';
import type { Direction } from './scene-edits.js';

/** A region's size in degrees: yaw across, pitch up and down. */
export interface BlurSize {
  width: number;
  height: number;
}

function withRegions(
  manifest: DraftManifest,
  sceneId: string,
  change: (regions: BlurRegion[]) => BlurRegion[],
): DraftManifest {
  return {
    ...manifest,
    scenes: manifest.scenes.map((s) => {
      if (s.id !== sceneId) return s;
      const { blur: old, ...scene } = s;
      const regions = change(old ?? []);
      return regions.length > 0 ? { ...scene, blur: regions } : scene;
    }),
  };
}

const round = (degrees: number) => Math.round(degrees * 100) / 100;

/** A size the manifest accepts: 1° at least, at most half the sphere across and a quarter up. */
export function tidySize({ width, height }: BlurSize): BlurSize {
  return {
    width: round(Math.min(BLUR_EXTENT.maxWidth, Math.max(BLUR_EXTENT.min, width))),
    height: round(Math.min(BLUR_EXTENT.maxHeight, Math.max(BLUR_EXTENT.min, height))),
  };
}

/** A region whose centre stays where it was put and whose pitch extent stays off the poles. */
function tidyRegion(region: BlurRegion): BlurRegion {
  return { ...region, yaw: roundAngle(region.yaw), pitch: roundPitch(region.pitch), ...tidySize(region) };
}

/**
 * The region a drag from `from` to `to` spans: its corners are the two points, across the
 * shorter way round in yaw (a drag over the back of the panorama spans the seam, not the rest).
 */
export function regionBetween(shape: BlurShape, from: Direction, to: Direction): BlurRegion {
  const across = normalizeYaw(to.yaw - from.yaw);
  return tidyRegion({
    shape,
    yaw: from.yaw + across / 2,
    pitch: (from.pitch + to.pitch) / 2,
    width: Math.abs(across),
    height: Math.abs(to.pitch - from.pitch),
  });
}

/** Adds a region as the scene's last; a scene already holding the most regions is left as it is. */
export function addBlurRegion(manifest: DraftManifest, sceneId: string, region: BlurRegion): DraftManifest {
  return withRegions(manifest, sceneId, (regions) =>
    regions.length >= MAX_BLUR_REGIONS ? regions : [...regions, tidyRegion(region)],
  );
}

/** Changes one region: moves it, resizes it or gives it the other shape. */
export function changeBlurRegion(
  manifest: DraftManifest,
  sceneId: string,
  index: number,
  change: Partial<BlurRegion>,
): DraftManifest {
  return withRegions(manifest, sceneId, (regions) =>
    regions.map((r, i) => (i === index ? tidyRegion({ ...r, ...change }) : r)),
  );
}

/** Removes a region; the scene keeps no empty list. */
export function removeBlurRegion(manifest: DraftManifest, sceneId: string, index: number): DraftManifest {
  return withRegions(manifest, sceneId, (regions) => regions.filter((_, i) => i !== index));
}

/**
 * Remembers a face proposal as declined, so it is not offered again; the oldest is forgotten
 * when the scene already remembers the most.
 */
export function declineFace(manifest: DraftManifest, sceneId: string, at: DeclinedFace): DraftManifest {
  return {
    ...manifest,
    scenes: manifest.scenes.map((s) => {
      if (s.id !== sceneId) return s;
      const declined = [...(s.declinedFaces ?? []), { yaw: at.yaw, pitch: at.pitch }];
      return { ...s, declinedFaces: declined.slice(-MAX_DECLINED_FACES) };
    }),
  };
}

/**
 * The region's outline as directions, `steps` of them, for drawing it on the view: a rectangle
 * walks its four sides, an ellipse its curve (both straight on the panorama image, and so
 * curved in a perspective view, as the blur will be).
 */
export function blurOutline(region: BlurRegion, steps = 48): Direction[] {
  const { yaw, pitch, width, height } = region;
  const at = (x: number, y: number) => ({
    yaw: normalizeYaw(yaw + (x * width) / 2),
    pitch: pitch + (y * height) / 2,
  });
  if (region.shape === 'ellipse') {
    return Array.from({ length: steps }, (_, i) => {
      const t = (2 * Math.PI * i) / steps;
      return at(Math.cos(t), Math.sin(t));
    });
  }
  const side = Math.max(1, Math.floor(steps / 4));
  const corners: [number, number][] = [
    [-1, 1],
    [1, 1],
    [1, -1],
    [-1, -1],
  ];
  return corners.flatMap(([x0, y0], c) => {
    const [x1, y1] = corners[(c + 1) % 4] ?? corners[0] ?? [0, 0];
    return Array.from({ length: side }, (_, i) =>
      at(x0 + ((x1 - x0) * i) / side, y0 + ((y1 - y0) * i) / side),
    );
  });
}
