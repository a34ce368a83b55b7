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
    return this.#holes.some(
      (h) => h.face === rect.face && h.u0 < rect.u1 && rect.u0 < h.u1 && h.v0 < rect.v1 && rect.v0 < h.v1,
    );
  }
}
