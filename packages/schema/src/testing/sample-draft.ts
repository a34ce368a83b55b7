import type { DraftManifest } from '../studio-api.js';
import { sampleTour } from './sample-tour.js';

/**
 * A studio draft's manifest for the editors' tests: titled "Flat", with the sample tour's
 * property, no scenes and no floor plans unless `overrides` brings some. Scenes are given in
 * the tests' own short form, hence the cast.
 */
export function sampleDraftManifest(overrides: Record<string, unknown> = {}): DraftManifest {
  return {
    title: 'Flat',
    property: sampleTour().property,
    scenes: [],
    floorPlans: [],
    ...overrides,
  } as unknown as DraftManifest;
}
