import { describe, expect, it } from 'vitest';
import { checkDraft } from './draft-check.js';
import { draftProblemInWords } from './draft-problems.js';
import { sampleDraftManifest } from './testing/sample-draft.js';

const scene = (id: string, title: string, targets: string[] = []) => ({
  id,
  title,
  description: title,
  panorama: `${id}.jpg`,
  links: targets.map((target) => ({ target, yaw: 0, pitch: 0 })),
  infos: [],
});

describe('draft problems in words', () => {
  const manifest = sampleDraftManifest({
    scenes: [scene('kitchen', 'Kitchen', ['hall']), scene('bath', 'Bath')],
    floorPlans: [{ id: 'g', label: 'Ground floor', image: 'plan.png', north: 0, scenes: [] }],
  });

  it('names the room and the field, never a file line or a path, and says where to fix it', () => {
    expect(checkDraft(manifest, new Set(['kitchen.jpg']))).toEqual([
      { text: 'Floor plan “Ground floor”: no room is pinned on it yet', fix: { kind: 'plan' } },
      {
        text: 'Kitchen: the door to “hall” points to a room that no longer exists',
        fix: { kind: 'scene', scene: 'kitchen' },
      },
      {
        text: 'Bath: the panorama: the file bath.jpg is not in the draft’s files',
        fix: { kind: 'scene', scene: 'bath' },
      },
      {
        text: 'Floor plan “Ground floor”: the plan image: the file plan.png is not in the draft’s files',
        fix: { kind: 'plan' },
      },
    ]);
  });

  it('finds nothing wrong with a draft ready to publish', () => {
    const ready = sampleDraftManifest({ scenes: [scene('kitchen', 'Kitchen')] });
    expect(checkDraft(ready, new Set(['kitchen.jpg']))).toEqual([]);
  });

  it('words the importer’s own problems by where they are', () => {
    expect(
      draftProblemInWords(manifest, ['scenes', 1, 'panorama'], 'not a 2:1 panorama (4000×3000)'),
    ).toEqual({
      text: 'Bath: the panorama: not a 2:1 panorama (4000×3000)',
      fix: { kind: 'scene', scene: 'bath' },
    });
    expect(draftProblemInWords(manifest, ['property', 'price'], 'Too big')).toEqual({
      text: 'Tour: the property details: too big',
      fix: { kind: 'tour' },
    });
    expect(draftProblemInWords(sampleDraftManifest(), ['scenes'], 'Too small')).toEqual({
      text: 'Rooms: a tour needs at least one room: upload a panorama',
      fix: { kind: 'files' },
    });
  });
});
