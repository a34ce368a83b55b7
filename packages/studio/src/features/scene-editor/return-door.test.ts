import { sampleDraftManifest } from '@tourview/schema/testing';
import { describe, expect, it } from 'vitest';
import { hasDoor, planBearing, returnDoorAim } from './return-door.js';

const scene = (id: string) => ({
  id,
  title: id,
  description: `The ${id}`,
  panorama: `${id}.jpg`,
  links: [],
  infos: [],
});
const TWO_ROOMS = sampleDraftManifest({ scenes: [scene('hall'), scene('kitchen')], floorPlans: [] });
const DOOR = { yaw: 30, pitch: -10 };

/** The hall at (100, 100) and the kitchen at (300, 100), east of it on a plan whose up is north. */
const pinned = (kitchenYawOffset: number) =>
  sampleDraftManifest({
    scenes: [scene('hall'), scene('kitchen')],
    floorPlans: [
      {
        id: 'ground',
        title: 'Ground floor',
        image: 'plan.png',
        north: 0,
        scenes: [
          { scene: 'hall', x: 100, y: 100, yawOffset: 0 },
          { scene: 'kitchen', x: 300, y: 100, yawOffset: kitchenYawOffset },
        ],
      },
    ],
  });

describe('the door back', () => {
  it('measures plan bearings clockwise from the plan’s up, y growing down', () => {
    expect(planBearing({ x: 0, y: 0 }, { x: 0, y: -5 })).toBeCloseTo(0);
    expect(planBearing({ x: 0, y: 0 }, { x: 5, y: 0 })).toBeCloseTo(90);
    expect(planBearing({ x: 0, y: 0 }, { x: 0, y: 5 })).toBeCloseTo(180);
    expect(planBearing({ x: 0, y: 0 }, { x: -5, y: 0 })).toBeCloseTo(-90);
  });

  it('aims from the target’s pin at the room’s pin, in the target’s panorama by its yawOffset', () => {
    // The hall lies west of the kitchen (plan heading −90°); the kitchen's yaw 0 looks at heading 30°.
    expect(returnDoorAim(pinned(30), 'hall', 'kitchen', DOOR, {})).toEqual({
      yaw: -120,
      pitch: -10,
      via: 'plan',
    });
    expect(returnDoorAim(pinned(0), 'hall', 'kitchen', DOOR, { hall: 50, kitchen: 10 }).yaw).toBe(-90);
  });

  it('without a shared plan, reverses the door’s compass bearing into the target’s frame by both norths', () => {
    // North at yaw 50 in the hall: the door (yaw 30) bears −20°; back is 160°, at yaw 170 in the kitchen.
    expect(returnDoorAim(TWO_ROOMS, 'hall', 'kitchen', DOOR, { hall: 50, kitchen: 10 })).toEqual({
      yaw: 170,
      pitch: -10,
      via: 'north',
    });
  });

  it('without both norths, turns the door’s yaw around', () => {
    expect(returnDoorAim(TWO_ROOMS, 'hall', 'kitchen', DOOR, { hall: 50 })).toEqual({
      yaw: -150,
      pitch: -10,
      via: 'opposite',
    });
    expect(returnDoorAim(TWO_ROOMS, 'hall', 'kitchen', { yaw: -179.5, pitch: 0 }, {}).yaw).toBe(0.5);
  });

  it('knows which doors exist', () => {
    const withDoor = {
      ...TWO_ROOMS,
      scenes: TWO_ROOMS.scenes.map((s) =>
        s.id === 'hall' ? { ...s, links: [{ target: 'kitchen', ...DOOR }] } : s,
      ),
    };
    expect(hasDoor(withDoor, 'hall', 'kitchen')).toBe(true);
    expect(hasDoor(withDoor, 'kitchen', 'hall')).toBe(false);
  });
});
