import { sampleDraftManifest } from '@tourview/schema/testing';
import { describe, expect, it } from 'vitest';
import { suggestedTarget } from './door-suggestion.js';
import type { DraftScene } from './scene-edits.js';

const room = (id: string, links: DraftScene['links'] = []) =>
  ({ id, title: id, description: id, panorama: `${id}.jpg`, links, infos: [] }) as DraftScene;
const AHEAD = { yaw: 0, pitch: -10 };

describe('the room a new door suggests', () => {
  it('is the first other room without a door from here, else the first other room', () => {
    const hall = room('hall', [{ target: 'kitchen', yaw: 0, pitch: 0 }]);
    expect(
      suggestedTarget(sampleDraftManifest({ scenes: [hall, room('kitchen'), room('bath')] }), hall, AHEAD),
    ).toBe('bath');
    const everywhere = room('hall', [
      { target: 'kitchen', yaw: 0, pitch: 0 },
      { target: 'bath', yaw: 0, pitch: 0 },
    ]);
    const manifest = sampleDraftManifest({ scenes: [everywhere, room('kitchen'), room('bath')] });
    expect(suggestedTarget(manifest, everywhere, AHEAD)).toBe('kitchen');
  });

  it('on a plan, is the room lying in the clicked direction, the nearer of two', () => {
    // The hall in the middle; the kitchen north of it, the bath and the study east (the bath nearer).
    const manifest = sampleDraftManifest({
      scenes: [room('hall'), room('kitchen'), room('study'), room('bath')],
      floorPlans: [
        {
          id: 'ground',
          label: 'Ground',
          image: 'plan.png',
          north: 0,
          scenes: [
            { scene: 'hall', x: 100, y: 100, yawOffset: 90 },
            { scene: 'kitchen', x: 100, y: 20, yawOffset: 0 },
            { scene: 'study', x: 300, y: 100, yawOffset: 0 },
            { scene: 'bath', x: 180, y: 100, yawOffset: 0 },
          ],
        },
      ],
    });
    const hall = manifest.scenes[0] as DraftScene;
    // The hall's yaw 0 looks east on the plan (yawOffset 90); yaw −90 looks north.
    expect(suggestedTarget(manifest, hall, AHEAD)).toBe('bath');
    expect(suggestedTarget(manifest, hall, { yaw: -90, pitch: 0 })).toBe('kitchen');
  });
});
