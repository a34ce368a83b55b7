import { normalizeYaw, type LinkHotspot, type VisitorTour } from '@tourview/schema';

/** Where a scene's yaw 0 looks in the world, from one kind of source. */
type NorthSource = (tour: VisitorTour, sceneId: string) => number | undefined;

/** The yaw at which north lies, as the scene's own `north` gives it (the camera's compass). */
const ownNorth: NorthSource = (tour, sceneId) => tour.scenes.find((s) => s.id === sceneId)?.north;

/**
 * The yaw at which north lies, from the scene's pin on a floor plan: the pin turns yaw 0 to
 * `yawOffset` from the image's up, and north lies `north` from it.
 */
const planNorth: NorthSource = (tour, sceneId) => {
  for (const plan of tour.floorPlans) {
    const pin = plan.scenes.find((p) => p.scene === sceneId);
    if (pin) return plan.north - pin.yawOffset;
  }
  return undefined;
};

// Both rooms read from one kind of source first: two compasses, or two pins placed by one hand.
const SOURCES: readonly NorthSource[][] = [[ownNorth], [planNorth], [ownNorth, planNorth]];

/**
 * The yaw in room `to` that faces the same way in the world as `yaw` in room `from`, or null
 * when no source orients both rooms. North comes from each room's own `north`, else from its
 * floor-plan pin; a pair read from one kind of source is preferred, as its errors match.
 */
export function sameHeadingYaw(tour: VisitorTour, from: string, to: string, yaw: number): number | null {
  for (const kinds of SOURCES) {
    const northOf = (id: string) => kinds.map((source) => source(tour, id)).find((n) => n !== undefined);
    const [a, b] = [northOf(from), northOf(to)];
    if (a !== undefined && b !== undefined) return normalizeYaw(yaw - a + b);
  }
  return null;
}

/**
 * The view a visitor walking through `door` of room `from` arrives in: facing the way they
 * walked (the door's direction), the horizon level. In world terms when the rooms are oriented
 * ({@link sameHeadingYaw}); otherwise away from the door that leads back, which is behind
 * whoever just came through; otherwise the door's yaw carried over, as rooms shot with the
 * camera turned alike share their yaw.
 */
export function arrivalThroughDoor(
  tour: VisitorTour,
  from: string,
  door: LinkHotspot,
): { yaw: number; pitch: 0 } {
  const back = tour.scenes.find((s) => s.id === door.target)?.links.find((l) => l.target === from);
  const yaw =
    sameHeadingYaw(tour, from, door.target, door.yaw) ??
    (back ? normalizeYaw(back.yaw + 180) : normalizeYaw(door.yaw));
  return { yaw, pitch: 0 };
}
