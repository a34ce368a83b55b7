/** A point or direction in model space: metres, +x east-ish (plan right), +y up, +z plan down. */
export type Vec3 = readonly [number, number, number];

/** Surface patterns the shader knows; albedo is modulated per hit point. */
export type Pattern = 'plain' | 'planks' | 'tiles' | 'small-tiles' | 'fabric';

/** A diffuse material: linear albedo plus an optional procedural pattern. */
export interface Material {
  albedo: Vec3;
  pattern: Pattern;
}

/** An axis-aligned solid box, the only primitive of the model. */
export interface Box {
  min: Vec3;
  max: Vec3;
  material: string;
}

/** A hole in a wall: a door (optionally linking two scenes) or a window. */
export interface Opening {
  kind: 'door' | 'window';
  /** Centre along the wall's run axis, metres. */
  center: number;
  width: number;
  bottom: number;
  top: number;
  /** The two scenes a door connects. */
  link?: readonly [string, string];
}

/** A straight wall on a plan line: `run` is the axis it runs along. */
export interface Wall {
  run: 'x' | 'z';
  /** Coordinate of the wall's centre line on the other plan axis. */
  at: number;
  from: number;
  to: number;
  thickness: number;
  material: string;
  openings: readonly Opening[];
}

/** A rectangle on the plan: x0..x1 (right), z0..z1 (down). */
export interface PlanRect {
  x0: number;
  z0: number;
  x1: number;
  z1: number;
}

/** A room, its panorama camera and the words the tour shows for it. */
export interface Room {
  id: string;
  title: string;
  titleDe: string;
  description: string;
  descriptionDe: string;
  captionEn: string;
  captionDe: string;
  rect: PlanRect;
  /** Where the floor plan prints the room's name, when the centre is taken by furniture. */
  labelAt?: { x: number; z: number };
  floor: string;
  camera: { x: number; z: number; heading: number };
  /** World yaw (degrees) the tour opens this room looking at. */
  lookAt: number;
}

/** A feature an info hotspot points at. */
export interface Feature {
  id: string;
  room: string;
  at: Vec3;
  title: string;
  titleDe: string;
  text: string;
  textDe: string;
}

/** The whole apartment: the one source of truth for renders, hotspots, plan and video. */
export interface Apartment {
  ceiling: number;
  eyeHeight: number;
  /** Degrees clockwise from the plan's up direction (-z) to north. */
  north: number;
  materials: Readonly<Record<string, Material>>;
  rooms: readonly Room[];
  walls: readonly Wall[];
  furniture: readonly Box[];
  features: readonly Feature[];
}
