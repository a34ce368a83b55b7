import { draftManifestSchema, MAX_BLUR_REGIONS, MAX_DECLINED_FACES } from '@tourview/schema';
import { sampleDraftManifest } from '@tourview/schema/testing';
import { describe, expect, it } from 'vitest';
import {
  addBlurRegion,
  blurOutline,
  changeBlurRegion,
  declineFace,
  regionBetween,
  removeBlurRegion,
} from './blur-edits.js';

const MANIFEST = sampleDraftManifest({
  scenes: [
    { id: 'hall', title: 'Hall', description: 'The hall', panorama: 'hall.jpg', links: [], infos: [] },
  ],
});
const regionsOf = (m: typeof MANIFEST) => m.scenes[0]?.blur;

describe('blur edits', () => {
  it('makes a region from a drag, the shorter way round across the back of the panorama', () => {
    expect(regionBetween('rect', { yaw: 10, pitch: 20 }, { yaw: 40, pitch: 0 })).toEqual({
      shape: 'rect',
      yaw: 25,
      pitch: 10,
      width: 30,
      height: 20,
    });
    const seam = regionBetween('ellipse', { yaw: 170, pitch: 5 }, { yaw: -170, pitch: -5 });
    expect(seam).toMatchObject({ yaw: 180, width: 20, height: 10 });
  });

  it('keeps a region the manifest accepts however small the drag', () => {
    const tiny = regionBetween('rect', { yaw: 0, pitch: 0 }, { yaw: 0.2, pitch: 0.1 });
    expect(tiny).toMatchObject({ width: 1, height: 1 });
    const added = addBlurRegion(MANIFEST, 'hall', tiny);
    expect(draftManifestSchema.safeParse(added).success).toBe(true);
  });

  it('adds, moves, reshapes and removes a region, leaving no empty list', () => {
    let m = addBlurRegion(MANIFEST, 'hall', { shape: 'rect', yaw: 0, pitch: 0, width: 10, height: 10 });
    m = changeBlurRegion(m, 'hall', 0, { yaw: 190, pitch: 95, shape: 'ellipse' });
    expect(regionsOf(m)).toEqual([{ shape: 'ellipse', yaw: -170, pitch: 90, width: 10, height: 10 }]);
    m = removeBlurRegion(m, 'hall', 0);
    expect(m.scenes[0]).not.toHaveProperty('blur');
  });

  it(`holds at most ${MAX_BLUR_REGIONS} regions in a scene`, () => {
    let m = MANIFEST;
    for (let i = 0; i < MAX_BLUR_REGIONS + 3; i++)
      m = addBlurRegion(m, 'hall', { shape: 'rect', yaw: i, pitch: 0, width: 2, height: 2 });
    expect(regionsOf(m)).toHaveLength(MAX_BLUR_REGIONS);
  });

  it('outlines a rectangle along its sides and an ellipse through its extremes', () => {
    const rect = blurOutline({ shape: 'rect', yaw: 0, pitch: 0, width: 20, height: 10 }, 8);
    expect(rect).toContainEqual({ yaw: -10, pitch: 5 });
    expect(rect).toContainEqual({ yaw: 10, pitch: -5 });
    const ellipse = blurOutline({ shape: 'ellipse', yaw: 0, pitch: 0, width: 20, height: 10 }, 4);
    expect(ellipse[0]).toEqual({ yaw: 10, pitch: 0 });
    expect(ellipse[1]?.pitch).toBeCloseTo(5);
  });

  it('remembers a declined face by its centre, as the manifest accepts it, forgetting the oldest past the most', () => {
    const once = declineFace(MANIFEST, 'hall', { yaw: 12.5, pitch: -3 });
    expect(once.scenes[0]?.declinedFaces).toEqual([{ yaw: 12.5, pitch: -3 }]);
    expect(draftManifestSchema.safeParse(once).success).toBe(true);
    let full = once;
    for (let i = 1; i <= MAX_DECLINED_FACES; i++) full = declineFace(full, 'hall', { yaw: i, pitch: 0 });
    expect(full.scenes[0]?.declinedFaces).toHaveLength(MAX_DECLINED_FACES);
    expect(full.scenes[0]?.declinedFaces?.[0]).toEqual({ yaw: 1, pitch: 0 });
    expect(draftManifestSchema.safeParse(full).success).toBe(true);
  });
});
