import { directionOfFacePoint, tileRect, type CubeLevel, type Face, type Vec3 } from '@tourview/schema';

/** A tile's corners on the unit cube: top-left, top-right, bottom-left, bottom-right. */
export type Quad = [Vec3, Vec3, Vec3, Vec3];

/** The face-space rectangle (u and v in [0, 1]) one tile covers. */
export function tileUv(
  level: CubeLevel,
  x: number,
  y: number,
): { u0: number; v0: number; u1: number; v1: number } {
  const r = tileRect(level, x, y);
  return {
    u0: r.left / level.size,
    v0: r.top / level.size,
    u1: (r.left + r.width) / level.size,
    v1: (r.top + r.height) / level.size,
  };
}

/** The 3D corners of a face rectangle, in strip order. */
export function faceQuad(face: Face, u0: number, v0: number, u1: number, v1: number): Quad {
  return [
    directionOfFacePoint({ face, u: u0, v: v0 }),
    directionOfFacePoint({ face, u: u1, v: v0 }),
    directionOfFacePoint({ face, u: u0, v: v1 }),
    directionOfFacePoint({ face, u: u1, v: v1 }),
  ];
}
