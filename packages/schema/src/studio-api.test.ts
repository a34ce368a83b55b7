import { describe, expect, it } from 'vitest';
import { draftManifestSchema } from './studio-api.js';
import { manifestSchema } from './manifest.js';
import { sampleTour } from './testing/sample-tour.js';

const floor = { id: 'ground', label: 'Ground', image: 'plan.png', north: 0, scenes: [] };
const draft = { title: 'Flat', property: sampleTour().property, scenes: [], floorPlans: [floor] };

describe('a draft’s manifest', () => {
  it('may hold a floor plan with no scene pinned yet, which publishing refuses', () => {
    expect(draftManifestSchema.parse(draft).floorPlans[0]?.scenes).toEqual([]);
    const pinned = { ...floor, scenes: [{ scene: 'hall', x: 1, y: 2, yawOffset: 400 }] };
    expect(
      draftManifestSchema.parse({ ...draft, floorPlans: [pinned] }).floorPlans[0]?.scenes[0]?.yawOffset,
    ).toBe(40);
    expect(manifestSchema.safeParse({ ...draft, floorPlans: [floor] }).success).toBe(false);
  });
});
