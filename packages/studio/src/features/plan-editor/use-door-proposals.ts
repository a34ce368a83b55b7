import type { DraftManifest } from '@tourview/schema';
import { useMemo, useState } from 'react';
import { proposeDoors, type DoorProposal } from './door-proposals.js';
import { hasDoorIn } from './plan-doors.js';
import { doorPairKey, readRejectedDoors, rejectDoor } from './rejected-doors.js';
import type { PlanFloor } from './use-plan-floor.js';
import { useWallGrid } from './use-wall-grid.js';

const pairKey = (p: DoorProposal) => doorPairKey(p.there.scene, p.back.scene);

/**
 * Doors proposed between neighbouring pins of the floor shown, through the plan's walls,
 * without the pairs that have a door already or that the operator rejected in this browser.
 */
export function useDoorProposals(
  code: string,
  manifest: DraftManifest,
  { floor, size, imageUrl }: PlanFloor,
) {
  const [rejected, setRejected] = useState<ReadonlySet<string>>(() => readRejectedDoors(code));
  const walls = useWallGrid(imageUrl, size?.width ?? 1);
  const width = size?.width;
  const height = size?.height;
  const proposals = useMemo(() => {
    if (!floor || !width || !height) return [];
    return proposeDoors({
      pins: floor.scenes,
      hasDoor: hasDoorIn(manifest),
      walls: walls ?? undefined,
      maxDistance: Math.hypot(width, height) / 2,
    }).filter((p) => !rejected.has(pairKey(p)));
  }, [floor, width, height, manifest, walls, rejected]);
  const reject = (p: DoorProposal) => setRejected(rejectDoor(code, rejected, pairKey(p)));
  return { proposals, reject };
}
