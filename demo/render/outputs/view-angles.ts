import type { Room, Vec3 } from '../model/types.js';

const DEG = 180 / Math.PI;

/** Wraps degrees into (-180, 180]. */
export function wrapDegrees(angle: number): number {
  const a = ((((angle + 180) % 360) + 360) % 360) - 180;
  return a === -180 ? 180 : a;
}

/** World yaw and pitch (degrees) from a room's eye to a point; yaw 0 looks along -z, clockwise. */
export function worldAngles(room: Room, eyeHeight: number, point: Vec3): { yaw: number; pitch: number } {
  const dx = point[0] - room.camera.x;
  const dy = point[1] - eyeHeight;
  const dz = point[2] - room.camera.z;
  return { yaw: Math.atan2(dx, -dz) * DEG, pitch: Math.atan2(dy, Math.hypot(dx, dz)) * DEG };
}

/** Yaw/pitch of a point as seen in the room's panorama, whose centre looks at `camera.heading`. */
export function panoramaAngles(room: Room, eyeHeight: number, point: Vec3): { yaw: number; pitch: number } {
  const { yaw, pitch } = worldAngles(room, eyeHeight, point);
  return { yaw: round(wrapDegrees(yaw - room.camera.heading)), pitch: round(pitch) };
}

const round = (x: number) => Math.round(x * 100) / 100;
