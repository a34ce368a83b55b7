import type { Apartment, Room } from '../model/types.js';
import { doorways } from './hotspots.js';
import { worldAngles, wrapDegrees } from './view-angles.js';

/** Frames per second of the walkthrough. */
export const FPS = 25;
const ROOM_SECONDS = 5.6;
const FADE_SECONDS = 0.8;
const WIDE = 78;
const CLOSE = 48;

/** The order the walkthrough visits the rooms in: through the doors where it can. */
export const ROUTE = ['kitchen', 'living-room', 'hallway', 'bedroom', 'bathroom'] as const;

/** One room of the walkthrough: when it starts and where the camera looks (world yaw). */
export interface Shot {
  room: Room;
  start: number;
  end: number;
  fromYaw: number;
  toYaw: number;
  /** Whether the shot ends by walking up to a door (zooming in) rather than a plain fade. */
  throughDoor: boolean;
}

/** A camera pose at one moment: room, world yaw, pitch and vertical field of view. */
export interface Pose {
  room: Room;
  yaw: number;
  pitch: number;
  fov: number;
}

const smooth = (t: number) => t * t * (3 - 2 * t);

/** Plans the shots: each room pans from where the last one looked to the next door. */
export function planShots(apartment: Apartment): Shot[] {
  const doors = doorways(apartment);
  const rooms = ROUTE.map((id) => {
    const room = apartment.rooms.find((r) => r.id === id);
    if (!room) throw new Error(`The walkthrough visits unknown room "${id}".`);
    return room;
  });
  let yaw = rooms[0]?.lookAt ?? 0;
  return rooms.map((room, i) => {
    const next = rooms[i + 1];
    const door = next && doors.find((d) => d.from === room.id && d.to === next.id);
    const exit = door ? worldAngles(room, apartment.eyeHeight, door.center).yaw : yaw + 150;
    const turn = wrapDegrees(exit - yaw);
    const shot: Shot = {
      room,
      start: i * ROOM_SECONDS,
      end: (i + 1) * ROOM_SECONDS,
      fromYaw: yaw,
      toYaw: yaw + turn,
      throughDoor: Boolean(door),
    };
    yaw = next && !door ? next.lookAt : exit;
    return shot;
  });
}

/** Total length of the walkthrough in seconds. */
export function videoLength(shots: readonly Shot[]): number {
  return shots.at(-1)?.end ?? 0;
}

/** Where the camera of a shot looks at time t (seconds since the video start). */
export function poseAt(shot: Shot, t: number): Pose {
  const u = Math.min(1, Math.max(0, (t - shot.start) / (shot.end - shot.start)));
  const yaw = shot.fromYaw + (shot.toYaw - shot.fromYaw) * smooth(u);
  const zoomIn = shot.throughDoor
    ? smooth(Math.max(0, (t - (shot.end - FADE_SECONDS * 1.5)) / (FADE_SECONDS * 1.5)))
    : 0;
  const zoomOut = shot.start > 0 ? 1 - smooth(Math.min(1, (t - shot.start) / (FADE_SECONDS * 1.5))) : 0;
  return { room: shot.room, yaw, pitch: -4, fov: WIDE - (WIDE - CLOSE) * Math.max(zoomIn, zoomOut * 0.8) };
}

/** The poses blended into the frame at time t: one, or two while cross-fading into the next room. */
export function framePoses(shots: readonly Shot[], t: number): { pose: Pose; weight: number }[] {
  const index = Math.min(shots.length - 1, Math.floor(t / ROOM_SECONDS));
  const shot = shots[index];
  if (!shot) return [];
  const next = shots[index + 1];
  const fade = next ? (t - (shot.end - FADE_SECONDS)) / FADE_SECONDS : -1;
  if (!next || fade <= 0) return [{ pose: poseAt(shot, t), weight: 1 }];
  const w = smooth(Math.min(1, fade));
  return [
    { pose: poseAt(shot, t), weight: 1 - w },
    { pose: poseAt(next, next.start), weight: w },
  ];
}
