import { directionOf, yawPitchOf, type Vec3 } from '@tourview/schema';
import { RAD } from './angles.js';
import type { View } from './camera.js';

/** How far the page's own UI covers each edge of the canvas, in CSS pixels. */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Nothing covers the canvas. */
export const NO_INSETS: Insets = { top: 0, right: 0, bottom: 0, left: 0 };

/**
 * A camera for one frame: its rotation rows, the tangents of its half-angles and where on the
 * canvas the view direction lands. The projection is off-axis: the view direction lands in the
 * centre of the part of the canvas the page's UI leaves visible, while the picture still
 * fills the whole canvas under that UI.
 */
export interface Camera {
  /** Rows of the world-to-camera rotation; the camera looks along -z. */
  rows: [Vec3, Vec3, Vec3];
  /** Tangent of the angle from the view direction to a point half the canvas width away. */
  tanX: number;
  /** Tangent of half the vertical field of view, which spans the canvas height. */
  tanY: number;
  width: number;
  height: number;
  /** The canvas edges the page's UI covers, clamped to the canvas. */
  insets: Insets;
  /** Where the view direction lands, in CSS pixels: the centre of the visible area. */
  cx: number;
  cy: number;
}

/**
 * Builds the camera for a view on a canvas of `width` × `height` CSS pixels, `insets` of it
 * covered by the page's UI.
 */
export function cameraOf(view: View, width: number, height: number, insets: Insets = NO_INSETS): Camera {
  const y = view.yaw * RAD;
  const p = view.pitch * RAD;
  const [cy, sy, cp, sp] = [Math.cos(y), Math.sin(y), Math.cos(p), Math.sin(p)];
  const tanY = Math.tan((view.fov * RAD) / 2);
  const [left, right] = within(insets.left, insets.right, width);
  const [top, bottom] = within(insets.top, insets.bottom, height);
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
    insets: { top, right, bottom, left },
    cx: (left + width - right) / 2,
    cy: (top + height - bottom) / 2,
  };
}

/** Two opposite insets, each at least 0, together at most the canvas side. */
function within(a: number, b: number, side: number): [number, number] {
  const first = Math.min(side, Math.max(0, a || 0));
  return [first, Math.min(side - first, Math.max(0, b || 0))];
}

/** A world direction in camera space. */
export function toCamera(cam: Camera, d: Vec3): Vec3 {
  const [a, b, c] = cam.rows;
  return [dot(a, d), dot(b, d), dot(c, d)];
}

function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/**
 * The principal point's shift from the canvas centre in normalised device coordinates
 * (x right, y up): 0 without insets.
 */
function shiftOf(cam: Camera): { sx: number; sy: number } {
  return { sx: (2 * cam.cx) / cam.width - 1, sy: 1 - (2 * cam.cy) / cam.height };
}

/** The four side planes of a view frustum as tangents (left and bottom negative). */
export interface Frustum {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/**
 * The canvas edges as tangents in camera space (x/-z, y/-z): off-axis, the view direction
 * is not in the middle, so the extents on either side differ.
 */
export function frustumOf(cam: Camera): Frustum {
  const { sx, sy } = shiftOf(cam);
  return {
    left: -(1 + sx) * cam.tanX,
    right: (1 - sx) * cam.tanX,
    bottom: -(1 + sy) * cam.tanY,
    top: (1 - sy) * cam.tanY,
  };
}

/** Screen position in CSS pixels of a yaw/pitch in degrees; `null` when behind the camera. */
export function projectYawPitch(cam: Camera, yaw: number, pitch: number): { x: number; y: number } | null {
  const [x, y, z] = toCamera(cam, directionOf(yaw * RAD, pitch * RAD));
  if (z >= -1e-9) return null;
  return {
    x: cam.cx + (x / -z / cam.tanX) * (cam.width / 2),
    y: cam.cy - (y / -z / cam.tanY) * (cam.height / 2),
  };
}

/** The world direction through a screen point in CSS pixels. */
export function screenToDirection(cam: Camera, sx: number, sy: number): Vec3 {
  const cx = ((sx - cam.cx) / (cam.width / 2)) * cam.tanX;
  const cy = ((cam.cy - sy) / (cam.height / 2)) * cam.tanY;
  const [a, b, c] = cam.rows;
  // The rotation is orthonormal, so its transpose maps camera space back to world space.
  return [a[0] * cx + b[0] * cy - c[0], a[1] * cx + b[1] * cy - c[1], a[2] * cx + b[2] * cy - c[2]];
}

/** Yaw/pitch in degrees under a screen point. */
export function screenToYawPitch(cam: Camera, sx: number, sy: number): { yaw: number; pitch: number } {
  const { yaw, pitch } = yawPitchOf(screenToDirection(cam, sx, sy));
  return { yaw: yaw / RAD, pitch: pitch / RAD };
}

/**
 * Column-major clip matrix for the shader: off-axis perspective × rotation, depth pinned at 0.
 * The shift adds w (= -z) times the principal point's offset to x and y.
 */
export function clipMatrix(cam: Camera): Float32Array {
  const [a, b, c] = cam.rows;
  const { sx, sy } = shiftOf(cam);
  const m = new Float32Array(16);
  m.set([a[0] / cam.tanX - sx * c[0], b[0] / cam.tanY - sy * c[0], 0, -c[0]], 0);
  m.set([a[1] / cam.tanX - sx * c[1], b[1] / cam.tanY - sy * c[1], 0, -c[1]], 4);
  m.set([a[2] / cam.tanX - sx * c[2], b[2] / cam.tanY - sy * c[2], 0, -c[2]], 8);
  return m;
}
