import { directionOf, yawPitchOf, type Vec3 } from '@tourview/schema';
import { RAD } from './angles.js';
import type { View } from './camera.js';

/** A camera for one frame: its rotation rows and the tangents of its half-angles. */
export interface Camera {
  /** Rows of the world-to-camera rotation; the camera looks along -z. */
  rows: [Vec3, Vec3, Vec3];
  tanX: number;
  tanY: number;
  width: number;
  height: number;
}

/** Builds the camera for a view on a viewport of `width` × `height` CSS pixels. */
export function cameraOf(view: View, width: number, height: number): Camera {
  const y = view.yaw * RAD;
  const p = view.pitch * RAD;
  const [cy, sy, cp, sp] = [Math.cos(y), Math.sin(y), Math.cos(p), Math.sin(p)];
  const tanY = Math.tan((view.fov * RAD) / 2);
  return {
    rows: [
      [cy, 0, sy],
      [-sy * sp, cp, cy * sp],
      [-sy * cp, -sp, cy * cp],
    ],
    tanX: (tanY * width) / Math.max(1, height),
    tanY,
    width,
    height,
  };
}

/** A world direction in camera space. */
export function toCamera(cam: Camera, d: Vec3): Vec3 {
  const [a, b, c] = cam.rows;
  return [dot(a, d), dot(b, d), dot(c, d)];
}

function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/** Screen position in CSS pixels of a yaw/pitch in degrees; `null` when behind the camera. */
export function projectYawPitch(cam: Camera, yaw: number, pitch: number): { x: number; y: number } | null {
  const [x, y, z] = toCamera(cam, directionOf(yaw * RAD, pitch * RAD));
  if (z >= -1e-9) return null;
  return {
    x: ((x / -z / cam.tanX + 1) / 2) * cam.width,
    y: ((1 - y / -z / cam.tanY) / 2) * cam.height,
  };
}

/** The world direction through a screen point in CSS pixels. */
export function screenToDirection(cam: Camera, sx: number, sy: number): Vec3 {
  const cx = ((sx / cam.width) * 2 - 1) * cam.tanX;
  const cy = (1 - (sy / cam.height) * 2) * cam.tanY;
  const [a, b, c] = cam.rows;
  // The rotation is orthonormal, so its transpose maps camera space back to world space.
  return [a[0] * cx + b[0] * cy - c[0], a[1] * cx + b[1] * cy - c[1], a[2] * cx + b[2] * cy - c[2]];
}

/** Yaw/pitch in degrees under a screen point. */
export function screenToYawPitch(cam: Camera, sx: number, sy: number): { yaw: number; pitch: number } {
  const { yaw, pitch } = yawPitchOf(screenToDirection(cam, sx, sy));
  return { yaw: yaw / RAD, pitch: pitch / RAD };
}

/** Column-major clip matrix for the shader: perspective × rotation, depth pinned at 0. */
export function clipMatrix(cam: Camera): Float32Array {
  const [a, b, c] = cam.rows;
  const m = new Float32Array(16);
  m.set([a[0] / cam.tanX, b[0] / cam.tanY, 0, -c[0]], 0);
  m.set([a[1] / cam.tanX, b[1] / cam.tanY, 0, -c[1]], 4);
  m.set([a[2] / cam.tanX, b[2] / cam.tanY, 0, -c[2]], 8);
  return m;
}
