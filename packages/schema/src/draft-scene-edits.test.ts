import { describe, expect, it } from 'vitest';
import { withSceneForPanorama } from './draft-scenes.js';
import { withScenePanorama } from './draft-scene-panorama.js';
import { withoutScene } from './draft-scene-removal.js';
import { withSceneIdFromTitle } from './draft-scene-rename.js';
import { sceneRemovalWords } from './draft-scene-words.js';
import { draftManifestSchema } from './studio-api.js';
import { sampleDraftManifest } from './testing/sample-draft.js';

const scene = (id: string, title: string, targets: string[] = []) => ({
  id,
  title,
  description: title,
  panorama: `${id}.jpg`,
  links: targets.map((target, i) => ({ target, yaw: i * 10, pitch: -10 })),
  infos: [],
});

const HOME = sampleDraftManifest({
  startScene: 'hall',
  scenes: [
    scene('hall', 'Hall', ['kitchen']),
    scene('kitchen', 'Kitchen', ['hall']),
    scene('bath', 'Bath', ['hall']),
  ],
  floorPlans: [
    {
      id: 'ground',
      label: 'Ground floor',
      image: 'plan.png',
      north: 0,
      scenes: [
        { scene: 'hall', x: 1, y: 1, yawOffset: 0 },
        { scene: 'kitchen', x: 2, y: 2, yawOffset: 0 },
      ],
    },
  ],
  video: {
    file: 'walk.mp4',
    captions: [],
    chapters: [
      { start: 0, title: 'Arrival', scene: 'hall' },
      { start: 5, title: 'Cooking', scene: 'kitchen' },
    ],
  },
});

describe('deleting a scene', () => {
  it('takes its doors from other rooms, its pin, its chapters’ room and the start with it, and says so', () => {
    const { manifest, removed } = withoutScene(HOME, 'hall');
    expect(manifest.scenes.map((s) => s.id)).toEqual(['kitchen', 'bath']);
    expect(manifest.scenes.flatMap((s) => s.links)).toEqual([]);
    expect(manifest.floorPlans[0]?.scenes.map((p) => p.scene)).toEqual(['kitchen']);
    expect(manifest.video?.chapters).toEqual([
      { start: 0, title: 'Arrival' },
      { start: 5, title: 'Cooking', scene: 'kitchen' },
    ]);
    expect(manifest.startScene).toBe('kitchen');
    expect(removed).toEqual([
      { kind: 'door', from: 'kitchen', index: 0 },
      { kind: 'door', from: 'bath', index: 0 },
      { kind: 'pin', floor: 'ground' },
      { kind: 'chapter', index: 0 },
      { kind: 'start', to: 'kitchen' },
    ]);
    expect(sceneRemovalWords(HOME, removed, ['en'])).toEqual([
      'The door from Kitchen to it',
      'The door from Bath to it',
      'Its pin on the floor plan “Ground floor”',
      'The video chapter “Arrival” no longer opens it (the guided video keeps the chapter)',
      'The start scene moves to Kitchen',
    ]);
    expect(draftManifestSchema.safeParse(manifest).success).toBe(true);
  });

  it('lists nothing for a scene nothing leads to, and changes nothing for an unknown id', () => {
    expect(withoutScene(HOME, 'bath').removed).toEqual([]);
    expect(withoutScene(HOME, 'attic').manifest).toBe(HOME);
  });
});

describe('replacing a scene’s panorama', () => {
  const reshot = withSceneForPanorama(HOME, 'img-4471-2.jpg');

  it('keeps the scene’s id, doors and start view and drops the untouched scene the upload made', () => {
    const withView = {
      ...reshot,
      scenes: reshot.scenes.map((s) =>
        s.id === 'kitchen' ? { ...s, initialView: { yaw: 10, pitch: 0, fov: 80 } } : s,
      ),
    };
    const { manifest, dropped } = withScenePanorama(withView, 'kitchen', 'img-4471-2.jpg');
    expect(dropped).toBe('room-1');
    expect(manifest.scenes.map((s) => s.id)).toEqual(['hall', 'kitchen', 'bath']);
    expect(manifest.scenes[1]).toEqual({ ...withView.scenes[1], panorama: 'img-4471-2.jpg' });
  });

  it('keeps the upload’s scene once someone worked on it', () => {
    const touched = {
      ...reshot,
      scenes: reshot.scenes.map((s) => (s.id === 'room-1' ? { ...s, title: 'Garden' } : s)),
    };
    const { manifest, dropped } = withScenePanorama(touched, 'kitchen', 'img-4471-2.jpg');
    expect(dropped).toBeNull();
    expect(manifest.scenes.map((s) => s.panorama)).toEqual([
      'hall.jpg',
      'img-4471-2.jpg',
      'bath.jpg',
      'img-4471-2.jpg',
    ]);
  });
});

describe('ids follow titles', () => {
  it('renames the id and every reference, keeping the old id as a former one', () => {
    const titled = {
      ...HOME,
      scenes: HOME.scenes.map((s) => (s.id === 'hall' ? { ...s, title: 'Entrance hall' } : s)),
    };
    const { manifest, id } = withSceneIdFromTitle(titled, 'hall');
    expect(id).toBe('entrance-hall');
    expect(manifest.startScene).toBe('entrance-hall');
    expect(manifest.scenes[0]).toMatchObject({ id: 'entrance-hall', formerIds: ['hall'] });
    expect(manifest.scenes[1]?.links[0]?.target).toBe('entrance-hall');
    expect(manifest.floorPlans[0]?.scenes[0]?.scene).toBe('entrance-hall');
    expect(manifest.video?.chapters[0]?.scene).toBe('entrance-hall');
    expect(draftManifestSchema.safeParse(manifest).success).toBe(true);
  });

  it('leaves an id its title already makes, takes back a former id and keeps at most 8', () => {
    expect(withSceneIdFromTitle(HOME, 'kitchen').manifest).toBe(HOME);
    let manifest = HOME;
    let id = 'hall';
    for (const title of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'Hall']) {
      manifest = { ...manifest, scenes: manifest.scenes.map((s) => (s.id === id ? { ...s, title } : s)) };
      ({ manifest, id } = withSceneIdFromTitle(manifest, id));
    }
    expect(id).toBe('hall');
    expect(manifest.scenes[0]?.formerIds).toEqual(['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  });

  it('never takes another scene’s id or former id', () => {
    const taken = {
      ...HOME,
      scenes: HOME.scenes.map((s) =>
        s.id === 'bath' ? { ...s, title: 'Kitchen' } : s.id === 'hall' ? { ...s, formerIds: ['wc'] } : s,
      ),
    };
    expect(withSceneIdFromTitle(taken, 'bath').id).toBe('kitchen-2');
    const wc = { ...taken, scenes: taken.scenes.map((s) => (s.id === 'bath' ? { ...s, title: 'WC' } : s)) };
    expect(withSceneIdFromTitle(wc, 'bath').id).toBe('wc-2');
  });
});
