/**
 * Cube faces and the one orientation convention shared by the tiler (which writes
 * faces) and the viewer (which reads them).
 *
 * World axes: +x right, +y up, the camera looks along -z at yaw 0, pitch 0.
 * Yaw grows to the right (clockwise seen from above), pitch grows upwards; both in radians.
 * Each face is seen from inside the cube; `u` grows to the right and `v` downwards on
 * the image, both in [0, 1].
 */
export const FACES = ['f', 'r', 'b', 'l', 'u', 'd'] as const;

/** One of the six cube faces: front, right, back, left, up, down. */
export type Face = (typeof FACES)[number];

/** A unit direction in world space. */
export type Vec3 = readonly [number, number, number];

/** A point on a face: `u` right, `v` down, both in [0, 1]. */
export interface FacePoint {
  face: Face;
  u: number;
  v: number;
}

/** Per face: the axis it faces, and the world directions of image-right and image-down. */
const BASIS: Record<Face, { n: Vec3; right: Vec3; down: Vec3 }> = {
  f: { n: [0, 0, -1], right: [1, 0, 0], down: [0, -1, 0] },
  r: { n: [1, 0, 0], right: [0, 0, 1], down: [0, -1, 0] },
  b: { n: [0, 0, 1], right: [-1, 0, 0], down: [0, -1, 0] },
  l: { n: [-1, 0, 0], right: [0, 0, -1], down: [0, -1, 0] },
  u: { n: [0, 1, 0], right: [1, 0, 0], down: [0, 0, -1] },
  d: { n: [0, -1, 0], right: [1, 0, 0], down: [0, 0, 1] },
};

/** The basis vectors of a face (normal, image-right, image-down), for renderers and tilers. */
export function faceBasis(face: Face): { n: Vec3; right: Vec3; down: Vec3 } {
  return BASIS[face];
}

/** Unit direction for a yaw/pitch in radians. */
export function directionOf(yaw: number, pitch: number): Vec3 {
  const c = Math.cos(pitch);
  return [Math.sin(yaw) * c, Math.sin(pitch), -Math.cos(yaw) * c];
}

/** Yaw/pitch in radians of a direction (need not be unit length). */
export function yawPitchOf(d: Vec3): { yaw: number; pitch: number } {
  const [x, y, z] = d;
  return { yaw: Math.atan2(x, -z), pitch: Math.atan2(y, Math.hypot(x, z)) };
}

/** The face a direction hits and where on it. */
export function faceOf(d: Vec3): FacePoint {
  const [x, y, z] = d;
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  const az = Math.abs(z);
  let face: Face;
  if (ax >= ay && ax >= az) face = x > 0 ? 'r' : 'l';
  else if (ay >= az) face = y > 0 ? 'u' : 'd';
  else face = z > 0 ? 'b' : 'f';
  const { n, right, down } = BASIS[face];
  const depth = x * n[0] + y * n[1] + z * n[2];
  const sx = (x * right[0] + y * right[1] + z * right[2]) / depth;
  const sy = (x * down[0] + y * down[1] + z * down[2]) / depth;
  return { face, u: (sx + 1) / 2, v: (sy + 1) / 2 };
}

/** The (unnormalised) direction through a point on a face. */
export function directionOfFacePoint({ face, u, v }: FacePoint): Vec3 {
  const { n, right, down } = BASIS[face];
  const sx = u * 2 - 1;
  const sy = v * 2 - 1;
  return [
    n[0] + sx * right[0] + sy * down[0],
    n[1] + sx * right[1] + sy * down[1],
    n[2] + sx * right[2] + sy * down[2],
  ];
}
