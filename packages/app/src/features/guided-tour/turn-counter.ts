import { normalizeYaw, type VisitorTour } from '@tourview/schema';

/** The scene after `sceneId` in the tour's order, back to the first after the last. */
export function nextSceneId(tour: VisitorTour, sceneId: string): string {
  const index = tour.scenes.findIndex((s) => s.id === sceneId);
  const next = tour.scenes[(index + 1) % tour.scenes.length];
  return next?.id ?? tour.startScene;
}

/**
 * Adds up how far the view has turned, across the ±180° seam, and says when it has made a
 * full turn; `reset` starts counting again (a new scene).
 */
export function createTurnCounter(fullTurnDeg = 360) {
  let last: number | undefined;
  let turned = 0;
  return {
    /** Feeds the current yaw; true once the total turn reaches a full circle. */
    update(yaw: number): boolean {
      if (last !== undefined) turned += Math.abs(normalizeYaw(yaw - last));
      last = yaw;
      return turned >= fullTurnDeg;
    },
    reset(): void {
      last = undefined;
      turned = 0;
    },
  };
}
