import { sampleDraftManifest } from '@tourview/schema/testing';
import { describe, expect, it } from 'vitest';
import {
  addFloor,
  bearing,
  MAX_FLOORS,
  placePin,
  removeFloor,
  removePin,
  sceneYawOf,
  setFloorNorth,
  setPinHeading,
} from './plan-edits.js';

const MANIFEST = sampleDraftManifest();

describe('floor plan edits', () => {
  it('adds floors with unique ids from their labels, and removes them', () => {
    let m = addFloor(MANIFEST, ' Ground floor ', 'plan.png');
    m = addFloor(m, 'Ground floor', 'plan-2.png');
    m = addFloor(m, 'Étage 1', 'plan-3.png');
    expect(m.floorPlans.map((f) => [f.id, f.label, f.image])).toEqual([
      ['ground-floor', 'Ground floor', 'plan.png'],
      ['ground-floor-2', 'Ground floor', 'plan-2.png'],
      ['etage-1', 'Étage 1', 'plan-3.png'],
    ]);
    expect(removeFloor(m, 'ground-floor-2').floorPlans.map((f) => f.id)).toEqual(['ground-floor', 'etage-1']);
    for (let i = 0; i < 20; i++) m = addFloor(m, 'More', 'plan.png');
    expect(m.floorPlans).toHaveLength(MAX_FLOORS);
  });

  it('pins a scene on one floor only, in whole pixels, keeping its heading when it moves', () => {
    let m = addFloor(addFloor(MANIFEST, 'Ground', 'a.png'), 'First', 'b.png');
    m = placePin(m, 'ground', 'hall', { x: 10.4, y: -3 });
    m = setPinHeading(m, 'ground', 'hall', 450);
    m = placePin(m, 'ground', 'hall', { x: 20, y: 30 });
    expect(m.floorPlans[0]?.scenes).toEqual([{ scene: 'hall', x: 20, y: 30, yawOffset: 90 }]);
    m = placePin(m, 'first', 'hall', { x: 5, y: 6 });
    expect(m.floorPlans[0]?.scenes).toEqual([]);
    expect(m.floorPlans[1]?.scenes).toEqual([{ scene: 'hall', x: 5, y: 6, yawOffset: 90 }]);
    expect(removePin(m, 'first', 'hall').floorPlans[1]?.scenes).toEqual([]);
    expect(setFloorNorth(m, 'first', -190.04).floorPlans[1]?.north).toBe(169.96);
  });

  it('turns plan directions into a scene’s yaw as the visitor app draws them', () => {
    expect(bearing({ x: 0, y: 0 }, { x: 0, y: -5 })).toBe(0);
    expect(bearing({ x: 0, y: 0 }, { x: 5, y: 0 })).toBe(90);
    expect(bearing({ x: 0, y: 0 }, { x: -5, y: 5 })).toBe(-135);
    // yawOffset + yaw = plan heading (packages/app's planHeading).
    expect(sceneYawOf({ scene: 'a', x: 0, y: 0, yawOffset: 120 }, 90)).toBe(-30);
  });
});
