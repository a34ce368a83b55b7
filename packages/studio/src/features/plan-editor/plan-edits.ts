import { normalizeYaw, roundAngle, type DraftManifest } from '@tourview/schema';

/** A floor of a draft: its plan image and the scenes pinned on it. */
export type Floor = DraftManifest['floorPlans'][number];
/** A scene's place on a floor, in the plan source's pixels, and where its yaw 0 looks. */
export type Pin = Floor['scenes'][number];
/** A point on a plan, in its source pixels. */
export interface PlanPoint {
  x: number;
  y: number;
}

/** The most floors a tour has (the manifest's limit). */
export const MAX_FLOORS = 10;

const tidyPoint = ({ x, y }: PlanPoint) => ({ x: Math.max(0, Math.round(x)), y: Math.max(0, Math.round(y)) });

function withFloor(manifest: DraftManifest, floorId: string, change: (floor: Floor) => Floor): DraftManifest {
  return { ...manifest, floorPlans: manifest.floorPlans.map((f) => (f.id === floorId ? change(f) : f)) };
}

/** `Ground floor` → `ground-floor`, unique among the floors: the id a manifest names a floor by. */
export function newFloorId(manifest: DraftManifest, label: string): string {
  const base =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'floor';
  const taken = new Set(manifest.floorPlans.map((f) => f.id));
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** Adds a floor showing the plan file `image`, with no scene pinned yet; it is the last floor. */
export function addFloor(manifest: DraftManifest, label: string, image: string): DraftManifest {
  if (manifest.floorPlans.length >= MAX_FLOORS) return manifest;
  const floor: Floor = { id: newFloorId(manifest, label), label: label.trim(), image, north: 0, scenes: [] };
  return { ...manifest, floorPlans: [...manifest.floorPlans, floor] };
}

/** Removes a floor with its pins. */
export function removeFloor(manifest: DraftManifest, floorId: string): DraftManifest {
  return { ...manifest, floorPlans: manifest.floorPlans.filter((f) => f.id !== floorId) };
}

/** Renames a floor (its id stays, so links to it do too). */
export function setFloorLabel(
  manifest: DraftManifest,
  floorId: string,
  label: Floor['label'],
): DraftManifest {
  return withFloor(manifest, floorId, (f) => ({ ...f, label }));
}

/** Shows another plan file on a floor; pins keep their pixels. */
export function setFloorImage(manifest: DraftManifest, floorId: string, image: string): DraftManifest {
  return withFloor(manifest, floorId, (f) => ({ ...f, image }));
}

/** Says north lies `deg` clockwise from the plan's up. */
export function setFloorNorth(manifest: DraftManifest, floorId: string, deg: number): DraftManifest {
  return withFloor(manifest, floorId, (f) => ({ ...f, north: roundAngle(deg) }));
}

/**
 * Pins a scene at a point of a floor. A scene sits on one floor: pinning it elsewhere takes it
 * off the floor it was on, keeping its heading.
 */
export function placePin(
  manifest: DraftManifest,
  floorId: string,
  scene: string,
  at: PlanPoint,
): DraftManifest {
  const before = manifest.floorPlans.flatMap((f) => f.scenes).find((p) => p.scene === scene);
  const pin: Pin = { scene, ...tidyPoint(at), yawOffset: before?.yawOffset ?? 0 };
  return {
    ...manifest,
    floorPlans: manifest.floorPlans.map((f) => {
      const others = f.scenes.filter((p) => p.scene !== scene);
      if (f.id !== floorId) return others.length === f.scenes.length ? f : { ...f, scenes: others };
      const index = f.scenes.findIndex((p) => p.scene === scene);
      return {
        ...f,
        scenes: index < 0 ? [...f.scenes, pin] : f.scenes.map((p, i) => (i === index ? pin : p)),
      };
    }),
  };
}

/** Sets where a pinned scene's yaw 0 looks on its plan, degrees clockwise from the plan's up. */
export function setPinHeading(
  manifest: DraftManifest,
  floorId: string,
  scene: string,
  yawOffset: number,
): DraftManifest {
  return withFloor(manifest, floorId, (f) => ({
    ...f,
    scenes: f.scenes.map((p) => (p.scene === scene ? { ...p, yawOffset: roundAngle(yawOffset) } : p)),
  }));
}

/** Takes a scene's pin off a floor. */
export function removePin(manifest: DraftManifest, floorId: string, scene: string): DraftManifest {
  return withFloor(manifest, floorId, (f) => ({ ...f, scenes: f.scenes.filter((p) => p.scene !== scene) }));
}

/**
 * Degrees clockwise from the plan's up to the direction from `from` to `to` (image y grows down),
 * the frame `yawOffset` and `north` are given in.
 */
export function bearing(from: PlanPoint, to: PlanPoint): number {
  return normalizeYaw((Math.atan2(to.x - from.x, -(to.y - from.y)) * 180) / Math.PI);
}

/**
 * The yaw, in a pinned scene's panorama, of a direction on the plan: the visitor app draws a
 * view yaw at plan heading `yawOffset + yaw`, so this is its inverse.
 */
export function sceneYawOf(pin: Pin, planHeading: number): number {
  return normalizeYaw(planHeading - pin.yawOffset);
}
