import { describe, expect, it } from 'vitest';
import { withSceneForPanorama } from './draft-scenes.js';
import type { Manifest } from './manifest.js';
import { draftManifestSchema } from './studio-api.js';
import { sampleTour } from './testing/sample-tour.js';

const empty = { title: 'Flat', property: sampleTour().property, scenes: [] as Manifest['scenes'] };

describe('a scene for each uploaded panorama', () => {
  it('adds a valid scene titled after the file, keeping the scenes there are', () => {
    const one = withSceneForPanorama(empty, 'living-room.jpg');
    const two = withSceneForPanorama(one, 'Kitchen_2.JPG');
    expect(two.scenes).toEqual([
      {
        id: 'living-room',
        title: 'Living room',
        description: 'Living room',
        panorama: 'living-room.jpg',
        links: [],
        infos: [],
      },
      expect.objectContaining({ id: 'kitchen-2', title: 'Kitchen 2', panorama: 'Kitchen_2.JPG' }),
    ]);
    expect(draftManifestSchema.safeParse(two).success).toBe(true);
  });

  it('leaves the manifest alone when a scene already shows the file', () => {
    const one = withSceneForPanorama(empty, 'hall.jpg');
    expect(withSceneForPanorama(one, 'hall.jpg')).toBe(one);
  });

  it('makes ids unique and valid whatever a draft file is called', () => {
    let manifest = withSceneForPanorama(empty, 'hall.jpg');
    manifest = withSceneForPanorama(manifest, 'hall.png');
    manifest = withSceneForPanorama(manifest, '2.webp');
    manifest = withSceneForPanorama(manifest, `${'x'.repeat(60)}.jpg`);
    expect(manifest.scenes.map((s) => s.id)).toEqual(['hall', 'hall-2', 'room-1', 'x'.repeat(44)]);
    expect(draftManifestSchema.safeParse(manifest).success).toBe(true);
  });
});

describe('titles and ids of scenes made from uploads', () => {
  it('calls camera-named panoramas Room 1, Room 2, … with ids from those titles', () => {
    let manifest = empty;
    for (const name of ['IMG_4471.jpg', 'img-4471-2.jpg', 'DSC01234.JPG', 'PXL_20240101_101010123.jpg'])
      manifest = withSceneForPanorama(manifest, name);
    expect(manifest.scenes.map((s) => [s.id, s.title])).toEqual([
      ['room-1', 'Room 1'],
      ['room-2', 'Room 2'],
      ['room-3', 'Room 3'],
      ['room-4', 'Room 4'],
    ]);
  });

  it('does not reuse an id a renamed scene had, so old links keep their room', () => {
    const hall = withSceneForPanorama(empty, 'hall.jpg');
    const renamed = {
      ...hall,
      scenes: hall.scenes.map((s) => ({ ...s, id: 'kitchen', formerIds: ['hall'] })),
    };
    expect(withSceneForPanorama(renamed, 'hall.png').scenes[1]?.id).toBe('hall-2');
  });
});
