import { normalizeYaw, type DraftManifest } from '@tourview/schema';
import { hasDoor, planBearing } from './return-door.js';
import type { Direction, DraftScene } from './scene-edits.js';

/**
 * The room a new door of `scene` at `at` most likely leads to, among the other rooms without a
 * door from here yet (all others when every one has one). When a floor plan pins this room, the
 * pinned room lying nearest the clicked direction on the plan (its heading `yawOffset + yaw`),
 * and of two in the same direction the closer one; otherwise the first in the tour's order.
 */
export function suggestedTarget(
  manifest: DraftManifest,
  scene: DraftScene,
  at: Direction,
): string | undefined {
  const others = manifest.scenes.filter((s) => s.id !== scene.id);
  const open = others.filter((s) => !hasDoor(manifest, scene.id, s.id));
  const candidates = open.length > 0 ? open : others;
  const floor = manifest.floorPlans.find((f) => f.scenes.some((p) => p.scene === scene.id));
  const here = floor?.scenes.find((p) => p.scene === scene.id);
  if (floor && here) {
    const heading = here.yawOffset + at.yaw;
    const ranked = floor.scenes
      .filter((p) => candidates.some((s) => s.id === p.scene) && (p.x !== here.x || p.y !== here.y))
      .map((p) => ({
        scene: p.scene,
        off: Math.round(Math.abs(normalizeYaw(planBearing(here, p) - heading))),
        distance: Math.hypot(p.x - here.x, p.y - here.y),
      }))
      .sort((a, b) => a.off - b.off || a.distance - b.distance);
    if (ranked[0]) return ranked[0].scene;
  }
  return candidates[0]?.id;
}
