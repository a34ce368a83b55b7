import type { Face } from '@tourview/schema';

/** A rectangle on one face, u and v in [0, 1]. */
export interface FaceRect {
  face: Face;
  u0: number;
  v0: number;
  u1: number;
  v1: number;
}

/**
 * Where the sharpest wanted level still has holes (visible tiles not loaded yet): where a
 * coarser tile shows through one, it is worth fetching, and it counts toward a half-sharp view.
 */
export class Holes {
  readonly #holes: readonly FaceRect[];

  constructor(holes: readonly FaceRect[]) {
    this.#holes = holes;
  }

  /** Whether any hole overlaps the rectangle (shared edges do not count). */
  showThrough(rect: FaceRect): boolean {
    return this.#holes.some((h) => overlap(h, rect) !== null);
  }
}

/** Where two rectangles overlap (shared edges do not count), or null. */
export function overlap(a: FaceRect, b: FaceRect): FaceRect | null {
  const u0 = Math.max(a.u0, b.u0);
  const v0 = Math.max(a.v0, b.v0);
  const u1 = Math.min(a.u1, b.u1);
  const v1 = Math.min(a.v1, b.v1);
  return a.face === b.face && u0 < u1 && v0 < v1 ? { face: a.face, u0, v0, u1, v1 } : null;
}

/**
 * Whether non-overlapping parts of a rectangle cover all of it. Their areas add up to its own
 * only then; tile edges are integers over integers, so the sums are exact enough to compare
 * with a tolerance far below a texel.
 */
export function covers(parts: readonly FaceRect[], rect: FaceRect): boolean {
  const area = (r: FaceRect) => (r.u1 - r.u0) * (r.v1 - r.v0);
  const sum = parts.reduce((total, part) => total + area(part), 0);
  return Math.abs(sum - area(rect)) <= area(rect) * 1e-9;
}

/** The part of `outer`, in its own [0, 1] coordinates, that `inner` covers. */
export function partOf(outer: FaceRect, inner: FaceRect): { u0: number; v0: number; u1: number; v1: number } {
  const u = (t: number) => (t - outer.u0) / (outer.u1 - outer.u0);
  const v = (t: number) => (t - outer.v0) / (outer.v1 - outer.v0);
  return { u0: u(inner.u0), v0: v(inner.v0), u1: u(inner.u1), v1: v(inner.v1) };
}
