import { describe, expect, it } from 'vitest';
import { draftProblemInWords, problemFixOf } from './draft-problems.js';
import { sampleDraftManifest } from './testing/sample-draft.js';

const scene = (id: string, title: string, targets: string[] = []) => ({
  id,
  title,
  description: title,
  panorama: `${id}.jpg`,
  links: targets.map((target) => ({ target, yaw: 0, pitch: 0 })),
  infos: [{ id: 'tap', yaw: 0, pitch: 0, title: 'Tap', text: 'New' }],
});

const manifest = sampleDraftManifest({
  scenes: [scene('kitchen', 'Kitchen', ['hall', 'bath']), scene('bath', 'Bath')],
  floorPlans: [
    { id: 'g', label: 'Ground floor', image: 'plan.png', north: 0, scenes: [] },
    {
      id: 'u',
      label: 'Upstairs',
      image: 'up.png',
      north: 0,
      scenes: [{ scene: 'attic', x: 0, y: 0, yawOffset: 0 }],
    },
  ],
  video: { file: 'walk.mp4', captions: [], chapters: [{ start: 0, title: 'Start', scene: 'cellar' }] },
});

const CASES: [readonly PropertyKey[] | undefined, string, string, unknown][] = [
  [
    ['scenes', 0, 'links', 0, 'target'],
    'No scene "hall".',
    'Kitchen: the door to “hall” points to a room that no longer exists',
    { kind: 'scene', scene: 'kitchen' },
  ],
  [
    ['scenes', 0, 'links', 1, 'yaw'],
    'Too big',
    'Kitchen: the door to Bath: too big',
    { kind: 'scene', scene: 'kitchen' },
  ],
  [
    ['scenes', 1, 'infos', 0, 'text'],
    'Too long',
    'Bath: the info point “Tap”: too long',
    { kind: 'scene', scene: 'bath' },
  ],
  [
    ['scenes', 1, 'panorama'],
    'no file "bath.jpg" in the folder',
    'Bath: the panorama: no file "bath.jpg" in the draft’s files',
    { kind: 'scene', scene: 'bath' },
  ],
  [
    ['floorPlans', 0, 'scenes'],
    'Too small',
    'Floor plan “Ground floor”: no room is pinned on it yet',
    { kind: 'plan' },
  ],
  [
    ['floorPlans', 1, 'scenes', 0, 'scene'],
    'No scene "attic".',
    'Floor plan “Upstairs”: a pin is for a room that no longer exists (“attic”)',
    { kind: 'plan' },
  ],
  [
    ['video', 'chapters', 0, 'scene'],
    'No scene "cellar".',
    'Video chapter “Start”: it opens a room that no longer exists',
    { kind: 'video' },
  ],
  [['property', 'price'], 'Too big', 'Tour: the property details: too big', { kind: 'tour' }],
  [undefined, 'Something odd.', 'Tour: something odd', { kind: 'tour' }],
];

describe('draft problems in words', () => {
  it.each(CASES)('%j: %s', (path, message, text, fix) => {
    expect(draftProblemInWords(manifest, path, message)).toEqual({ text, fix });
  });

  it('never shows a manifest file, line or path', () => {
    for (const [path, message] of CASES)
      expect(draftProblemInWords(manifest, path, message).text).not.toMatch(/tour\.json|\[\d+\]|scenes\./);
  });

  it('reads where to fix a problem back from its words, the longest room title first', () => {
    for (const [path, message, , fix] of CASES)
      expect(problemFixOf(manifest, draftProblemInWords(manifest, path, message).text)).toEqual(fix);
    const halls = sampleDraftManifest({ scenes: [scene('hall', 'Hall'), scene('hall-up', 'Hall upstairs')] });
    expect(problemFixOf(halls, 'Hall upstairs: the panorama: bad')).toEqual({
      kind: 'scene',
      scene: 'hall-up',
    });
  });

  it('asks for a room when the draft has none', () => {
    expect(draftProblemInWords(sampleDraftManifest(), ['scenes'], 'Too small')).toEqual({
      text: 'Rooms: a tour needs at least one room: upload a panorama',
      fix: { kind: 'files' },
    });
  });
});
