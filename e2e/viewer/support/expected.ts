import { directionOf, faceOf, type Face, type FacePoint, type Vec3, type View } from '@tourview/schema';

const RAD = Math.PI / 180;

function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

/**
 * The world direction under a screen point, built from the view's forward/right/up vectors —
 * deliberately not the engine's own projection code, so the tests check it independently.
 */
export function rayThrough(view: View, width: number, height: number, sx: number, sy: number): Vec3 {
  const forward = directionOf(view.yaw * RAD, view.pitch * RAD);
  const right = directionOf((view.yaw + 90) * RAD, 0);
  const up = cross(right, forward);
  const tanY = Math.tan((view.fov * RAD) / 2);
  const tanX = (tanY * width) / height;
  const nx = ((sx / width) * 2 - 1) * tanX;
  const ny = (1 - (sy / height) * 2) * tanY;
  return [0, 1, 2].map(
    (i) => (forward[i] ?? 0) + nx * (right[i] ?? 0) + ny * (up[i] ?? 0),
  ) as unknown as Vec3;
}

/** Where on the cube a view's centre falls, and which tile and quadrant at `n` tiles per side. */
export function centreTile(
  view: View,
  n: number,
): FacePoint & { x: number; y: number; qx: number; qy: number } {
  const point = faceOf(directionOf(view.yaw * RAD, view.pitch * RAD));
  const [fx, fy] = [point.u * n, point.v * n];
  return {
    ...point,
    x: Math.floor(fx),
    y: Math.floor(fy),
    qx: fx % 1 < 0.5 ? 0 : 1,
    qy: fy % 1 < 0.5 ? 0 : 1,
  };
}

/** Distance of a view's centre from the nearest tile or quadrant border, in quadrant units. */
export function borderClearance(view: View, n: number): number {
  const { u, v } = faceOf(directionOf(view.yaw * RAD, view.pitch * RAD));
  const clear = (t: number) => {
    const q = (t * n * 2) % 1;
    return Math.min(q, 1 - q);
  };
  return Math.min(clear(u), clear(v));
}

/** The tiles (as "z/face/y_x") that any of a grid of screen rays hits. */
export function tilesHit(
  view: View,
  width: number,
  height: number,
  z: number,
  n: number,
  step = 4,
): Set<string> {
  const hit = new Set<string>();
  for (let sy = 0; sy <= height; sy += step) {
    for (let sx = 0; sx <= width; sx += step) {
      const { face, u, v } = faceOf(rayThrough(view, width, height, sx, sy));
      hit.add(tileKey(z, face, Math.min(n - 1, Math.floor(u * n)), Math.min(n - 1, Math.floor(v * n))));
    }
  }
  return hit;
}

/** A tile's key as it appears in the fixture's tile paths. */
export function tileKey(z: number, face: Face, x: number, y: number): string {
  return `${z}/${face}/${y}_${x}`;
}
