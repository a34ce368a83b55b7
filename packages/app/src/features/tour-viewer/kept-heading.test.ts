import { describe, expect, it } from 'vitest';
import type { Tour } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { arrivalThroughDoor, sameHeadingYaw } from './kept-heading.js';

type Scene = Tour['scenes'][number];

/** The sample's living room and kitchen, changed by `living` and `kitchen`. */
function tourWith(
  living: Partial<Scene>,
  kitchen: Partial<Scene>,
  floorPlans: Tour['floorPlans'] = [],
): Tour {
  const tour = sampleTour();
  const [a, b] = tour.scenes as [Scene, Scene];
  return {
    ...tour,
    scenes: [
      { ...a, ...living },
      { ...b, ...kitchen },
    ],
    floorPlans,
  };
}

const plan = (pins: { scene: string; yawOffset: number }[], north = 0): Tour['floorPlans'][number] => ({
  id: 'ground',
  label: 'Ground floor',
  image: 'tours/t/plan.webp',
  width: 100,
  height: 100,
  north,
  scenes: pins.map((pin) => ({ ...pin, x: 10, y: 10 })),
});

const door = (yaw: number) => ({ target: 'kitchen', yaw, pitch: -20 });

describe('sameHeadingYaw', () => {
  it('turns a yaw by both rooms’ north', () => {
    // North at yaw 30 here and at yaw 100 there: facing yaw 80 here (50° east of north) is 150 there.
    const tour = tourWith({ north: 30 }, { north: 100 });
    expect(sameHeadingYaw(tour, 'living', 'kitchen', 80)).toBe(150);
    expect(sameHeadingYaw(tour, 'kitchen', 'living', 150)).toBe(80);
    expect(sameHeadingYaw(tour, 'living', 'kitchen', 170)).toBe(-120);
  });

  it('reads the floor plan’s pins when the rooms have no north, on one plan or two', () => {
    // Yaw 0 looks right on the plan in the living room and down in the kitchen.
    const tour = tourWith({}, {}, [
      plan([
        { scene: 'living', yawOffset: 90 },
        { scene: 'kitchen', yawOffset: 180 },
      ]),
    ]);
    expect(sameHeadingYaw(tour, 'living', 'kitchen', 0)).toBe(-90);
    const upstairs = { ...plan([{ scene: 'kitchen', yawOffset: 180 }], 90), id: 'upstairs' };
    const twoFloors = tourWith({}, {}, [plan([{ scene: 'living', yawOffset: 90 }]), upstairs]);
    expect(sameHeadingYaw(twoFloors, 'living', 'kitchen', 0)).toBe(0);
  });

  it('prefers two compasses to a compass and a pin, and knows nothing without either', () => {
    const pins = [plan([{ scene: 'living', yawOffset: 90 }])];
    expect(sameHeadingYaw(tourWith({ north: 30 }, { north: 100 }, pins), 'living', 'kitchen', 0)).toBe(70);
    // The kitchen's compass against the living room's pin: north lies at yaw -90 there.
    expect(sameHeadingYaw(tourWith({}, { north: 100 }, pins), 'living', 'kitchen', 0)).toBe(-170);
    expect(sameHeadingYaw(tourWith({ north: 30 }, {}), 'living', 'kitchen', 0)).toBeNull();
  });
});

describe('arrivalThroughDoor', () => {
  it('faces the way the visitor walked, in world terms, with the horizon level', () => {
    const tour = tourWith({ north: 30 }, { north: 100 });
    expect(arrivalThroughDoor(tour, 'living', door(80))).toEqual({ yaw: 150, pitch: 0 });
  });

  it('without north, faces away from the door that leads back', () => {
    const tour = tourWith({}, { links: [{ target: 'living', yaw: -120, pitch: 0 }] });
    expect(arrivalThroughDoor(tour, 'living', door(80))).toEqual({ yaw: 60, pitch: 0 });
  });

  it('with neither, carries the door’s yaw over', () => {
    const tour = tourWith({}, { links: [] });
    expect(arrivalThroughDoor(tour, 'living', door(80))).toEqual({ yaw: 80, pitch: 0 });
  });
});
