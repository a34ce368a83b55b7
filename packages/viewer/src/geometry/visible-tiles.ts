import { FACES, tilesPerSide, type CubeLevel, type TileId, type Vec3 } from '@tourview/schema';
import { frustumOf, toCamera, type Camera, type Frustum } from '../view/projection.js';
import { faceQuad, tileUv, type Quad } from './tile-quad.js';

/** A tile that is on screen, with its angular distance from the view centre (for priority). */
export interface VisibleTile extends TileId {
  distance: number;
}

/**
 * Clips a convex polygon in camera space against the four side planes of the view
 * frustum (all through the eye, possibly off-axis) and says whether anything is left: an
 * exact test that needs no sampling, so thin tiles at the screen edge are never missed.
 */
export function polygonInFrustum(points: Vec3[], frustum: Frustum): boolean {
  const { left, right, bottom, top } = frustum;
  const planes: ((p: Vec3) => number)[] = [
    (p) => -p[2] * right - p[0],
    (p) => p[0] + p[2] * left,
    (p) => -p[2] * top - p[1],
    (p) => p[1] + p[2] * bottom,
  ];
  let poly = points;
  for (const side of planes) {
    poly = clipPolygon(poly, side);
    if (poly.length === 0) return false;
  }
  return true;
}

function clipPolygon(poly: Vec3[], side: (p: Vec3) => number): Vec3[] {
  const out: Vec3[] = [];
  poly.forEach((a, i) => {
    const b = poly[(i + 1) % poly.length] ?? a;
    const da = side(a);
    const db = side(b);
    if (da >= 0) out.push(a);
    if (da >= 0 !== db >= 0) {
      const t = da / (da - db);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
    }
  });
  return out;
}

/**
 * How far inside the canvas edges, in CSS pixels, a tile must reach to count as seen: within
 * the centre of the outermost device pixel up to a device pixel ratio of 4. A tile that only
 * touches an edge colours no pixel, and the default view (pitch 0, 90° high) has the up and
 * down faces exactly on its top and bottom edges: counting them cost a phone's first view
 * five more tiles, half its bytes.
 */
const EDGE_INSET_PX = 1 / 8;

/** The view's frustum drawn in by {@link EDGE_INSET_PX} on each side. */
function insetFrustum(cam: Camera): Frustum {
  const f = frustumOf(cam);
  const dx = cam.width > 0 ? ((f.right - f.left) / cam.width) * EDGE_INSET_PX : 0;
  const dy = cam.height > 0 ? ((f.top - f.bottom) / cam.height) * EDGE_INSET_PX : 0;
  return { left: f.left + dx, right: f.right - dx, bottom: f.bottom + dy, top: f.top - dy };
}

/** Whether a world-space quad (strip order) shows on screen. */
function quadInView(cam: Camera, frustum: Frustum, [tl, tr, bl, br]: Quad): boolean {
  return polygonInFrustum(
    [tl, tr, br, bl].map((p) => toCamera(cam, p)),
    frustum,
  );
}

/** Angle in radians between the view axis and a camera-space point. */
function angleFromAxis(p: Vec3): number {
  return Math.acos(Math.max(-1, Math.min(1, -p[2] / Math.hypot(p[0], p[1], p[2]))));
}

/** The tiles of level `z` that intersect the view, nearest the centre first. */
export function visibleTiles(cam: Camera, levels: readonly CubeLevel[], z: number): VisibleTile[] {
  const level = levels[z];
  if (!level) return [];
  const n = tilesPerSide(level);
  const out: VisibleTile[] = [];
  const frustum = insetFrustum(cam);
  for (const face of FACES) {
    if (!quadInView(cam, frustum, faceQuad(face, 0, 0, 1, 1))) continue;
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {
        const { u0, v0, u1, v1 } = tileUv(level, x, y);
        const quad = faceQuad(face, u0, v0, u1, v1);
        if (!quadInView(cam, frustum, quad)) continue;
        const [tl, , , br] = quad.map((p) => toCamera(cam, p)) as Quad;
        const centre: Vec3 = [(tl[0] + br[0]) / 2, (tl[1] + br[1]) / 2, (tl[2] + br[2]) / 2];
        out.push({ z, face, x, y, distance: angleFromAxis(centre) });
      }
    }
  }
  return out.sort((a, b) => a.distance - b.distance);
}
