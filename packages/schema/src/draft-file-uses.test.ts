import { describe, expect, it } from 'vitest';
import { refileDraftFile } from './draft-file-refile.js';
import { draftFileUses } from './draft-file-uses.js';
import type { DraftManifest } from './studio-api.js';
import { sampleDraftManifest } from './testing/sample-draft.js';

const door = (target: string) => ({ target, yaw: 0, pitch: 0 });
const scene = (id: string, panorama: string, links: string[] = [], infos: unknown[] = []) => ({
  id,
  title: id.charAt(0).toUpperCase() + id.slice(1),
  panorama,
  links: links.map(door),
  infos,
});

function draft(): DraftManifest {
  const base = sampleDraftManifest();
  return sampleDraftManifest({
    startScene: 'plan',
    property: { ...base.property, agent: { ...base.property.agent, photo: 'agent.jpg' } },
    scenes: [
      scene('hall', 'hall.jpg', ['plan', 'kitchen']),
      scene(
        'kitchen',
        'kitchen.jpg',
        ['plan'],
        [{ id: 'boiler', title: 'Boiler', text: 'New', yaw: 0, pitch: 0, image: 'boiler.jpg' }],
      ),
      scene('plan', 'plan.jpg', ['hall']),
    ],
    floorPlans: [
      {
        id: 'ground',
        label: 'Ground floor',
        image: 'ground.png',
        north: 0,
        scenes: [
          { scene: 'hall', x: 1, y: 1, yawOffset: 0 },
          { scene: 'plan', x: 2, y: 2, yawOffset: 0 },
        ],
      },
    ],
    video: {
      file: 'walk.mp4',
      poster: 'boiler.jpg',
      captions: [{ lang: 'en', label: 'English', file: 'walk.vtt' }],
      chapters: [
        { time: 0, title: 'Hall', scene: 'hall' },
        { time: 5, title: 'Plan', scene: 'plan' },
      ],
    },
  });
}

describe('draftFileUses', () => {
  it('names every use of a file in words', () => {
    const manifest = draft();
    expect(draftFileUses(manifest, 'kitchen.jpg')).toEqual(['the panorama of room “Kitchen”']);
    expect(draftFileUses(manifest, 'boiler.jpg')).toEqual([
      'the photo of info point “Boiler” in “Kitchen”',
      'the video’s poster',
    ]);
    expect(draftFileUses(manifest, 'ground.png')).toEqual(['the floor plan “Ground floor”']);
    expect(draftFileUses(manifest, 'agent.jpg')).toEqual(['the agent’s photo']);
    expect(draftFileUses(manifest, 'walk.mp4')).toEqual(['the tour’s video']);
    expect(draftFileUses(manifest, 'walk.vtt')).toEqual(['the video’s captions (en)']);
    expect(draftFileUses(manifest, 'spare.jpg')).toEqual([]);
  });
});

describe('refileDraftFile', () => {
  it('turns a plan uploaded as a panorama into a floor plan, without its room and the doors to it', () => {
    const { manifest, changes } = refileDraftFile(draft(), 'plan.jpg', 'plan');
    expect(manifest.scenes.map((s) => s.id)).toEqual(['hall', 'kitchen']);
    expect(manifest.scenes.map((s) => s.links.map((l) => l.target))).toEqual([['kitchen'], []]);
    expect(manifest.startScene).toBeUndefined();
    expect(manifest.floorPlans[0]?.scenes.map((p) => p.scene)).toEqual(['hall']);
    expect(manifest.video?.chapters).toEqual([
      { time: 0, title: 'Hall', scene: 'hall' },
      { time: 5, title: 'Plan' },
    ]);
    expect(manifest.floorPlans[1]).toEqual({
      id: 'plan',
      label: 'Plan',
      image: 'plan.jpg',
      north: 0,
      scenes: [],
    });
    expect(draftFileUses(manifest, 'plan.jpg')).toEqual(['the floor plan “Plan”']);
    expect(changes).toEqual([
      'Room “Plan” is removed, with the 2 doors other rooms have to it',
      'Floor plan “Plan” is added',
    ]);
  });

  it('gives a photo re-filed as a panorama a room, and a floor plan re-filed as a photo loses its floor', () => {
    const asPanorama = refileDraftFile(draft(), 'spare-room.jpg', 'panorama');
    expect(asPanorama.manifest.scenes.at(-1)).toMatchObject({
      panorama: 'spare-room.jpg',
      title: 'Spare room',
    });
    expect(asPanorama.changes).toEqual(['Room “Spare room” is added']);
    const asPhoto = refileDraftFile(draft(), 'ground.png', 'image');
    expect(asPhoto.manifest.floorPlans).toEqual([]);
    expect(asPhoto.changes).toEqual(['Floor plan “Ground floor” is removed, with its pins']);
  });

  it('keeps the manifest as it was when nothing moves', () => {
    const manifest = draft();
    expect(refileDraftFile(manifest, 'boiler.jpg', 'image')).toEqual({ manifest, changes: [] });
  });
});
