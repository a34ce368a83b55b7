import { roundAngle } from '@tourview/schema';
import { bearing, sceneYawOf, type Pin, type PlanPoint } from './plan-edits.js';
import { passageBetween, type WallGrid } from './plan-walls.js';

/** Where a proposed door sits in a scene's panorama, degrees. */
export interface DoorAim {
  scene: string;
  yaw: number;
  pitch: number;
}

/** A door proposed between two neighbouring rooms, in both directions. */
export interface DoorProposal {
  /** The door in the first room's panorama, leading to the second. */
  there: DoorAim;
  /** The door back, in the second room's panorama. */
  back: DoorAim;
  /** Whether it was aimed at a doorway found on the plan or, with none between, at the other pin. */
  via: 'doorway' | 'pin';
}

/** What proposing needs of a floor and the tour. */
export interface ProposalInput {
  pins: readonly Pin[];
  /** Whether a scene already has a door to another. */
  hasDoor: (from: string, to: string) => boolean;
  /** The plan's walls, when its image has been read; without it every door aims at the other pin. */
  walls?: WallGrid;
  /** How many nearest pins each pin is paired with. */
  neighbours?: number;
  /** Pairs further apart than this, in plan pixels, are not neighbours. */
  maxDistance: number;
}

/**
 * Doors are a little below eye level: a camera at 1.6 m sees a doorway's middle (about 1 m up)
 * 2–4 m away 8–17° down.
 */
export const DOOR_PITCH = -10;

function aim(pin: Pin, towards: PlanPoint): DoorAim {
  return { scene: pin.scene, yaw: roundAngle(sceneYawOf(pin, bearing(pin, towards))), pitch: DOOR_PITCH };
}

/**
 * Proposes doors between neighbouring pins of one floor: each pin with its `neighbours` nearest
 * (3) within `maxDistance`, skipping pairs with a door either way. With the plan's walls, a pair
 * is proposed only when one doorway lies between them (two mean another room does), and each
 * door aims at that doorway's middle; in one open space, at the other pin. A door's yaw is the
 * plan bearing turned into the scene's panorama by its `yawOffset`.
 */
export function proposeDoors(input: ProposalInput): DoorProposal[] {
  const { pins, hasDoor, walls, neighbours = 3, maxDistance } = input;
  const distance = (a: Pin, b: Pin) => Math.hypot(a.x - b.x, a.y - b.y);
  const pairs = new Map<string, [Pin, Pin]>();
  for (const pin of pins) {
    const nearest = pins
      .filter((other) => other !== pin && distance(pin, other) <= maxDistance)
      .sort((a, b) => distance(pin, a) - distance(pin, b))
      .slice(0, neighbours);
    for (const other of nearest) {
      const [a, b] = pin.scene < other.scene ? [pin, other] : [other, pin];
      pairs.set(`${a.scene} ${b.scene}`, [a, b]);
    }
  }
  return [...pairs.values()].flatMap(([a, b]): DoorProposal[] => {
    if (hasDoor(a.scene, b.scene) || hasDoor(b.scene, a.scene)) return [];
    const passage = walls ? passageBetween(walls, a, b) : { kind: 'open' as const };
    if (passage.kind === 'none') return [];
    if (passage.kind === 'door')
      return [{ there: aim(a, passage.at), back: aim(b, passage.at), via: 'doorway' }];
    return [{ there: aim(a, b), back: aim(b, a), via: 'pin' }];
  });
}
