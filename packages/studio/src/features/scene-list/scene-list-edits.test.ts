import { sampleDraftManifest } from '@tourview/schema/testing';
import type { DraftManifest } from '@tourview/schema';
import { describe, expect, it } from 'vitest';
import { record, startHistory, undo } from '../../lib/draft-editing/edit-history.js';
import {
  deleteScene,
  moveScene,
  replacePanorama,
  sceneMovedWords,
  setSceneText,
  setStartScene,
} from './scene-list-edits.js';

const scene = (id: string) => ({
  id,
  title: id,
  description: id,
  panorama: `${id}.jpg`,
  links: [],
  infos: [],
});
const MANIFEST = sampleDraftManifest({ scenes: ['hall', 'kitchen', 'bath'].map(scene) });
const order = (m: DraftManifest) => m.scenes.map((s) => s.id);

describe('scene list edits', () => {
  it('moves a scene up, down and to either end, staying within the list', () => {
    expect(order(moveScene(MANIFEST, 'bath', 0))).toEqual(['bath', 'hall', 'kitchen']);
    expect(order(moveScene(MANIFEST, 'hall', 1))).toEqual(['kitchen', 'hall', 'bath']);
    expect(order(moveScene(MANIFEST, 'hall', 9))).toEqual(['kitchen', 'bath', 'hall']);
    expect(moveScene(MANIFEST, 'hall', -1)).toBe(MANIFEST);
  });

  it('sets titles, descriptions and the start scene', () => {
    const m = setStartScene(
      setSceneText(MANIFEST, 'kitchen', 'title', { en: 'Kitchen', de: 'Küche' }),
      'kitchen',
    );
    expect(m.scenes[1]?.title).toEqual({ en: 'Kitchen', de: 'Küche' });
    expect(m.startScene).toBe('kitchen');
  });

  it('says where a moved scene landed, counting from one and within the list', () => {
    expect(sceneMovedWords('Kitchen', 0, 3)).toBe('Kitchen is now number 1 of 3.');
    expect(sceneMovedWords('Kitchen', 5, 3)).toBe('Kitchen is now number 3 of 3.');
    expect(sceneMovedWords('Kitchen', -1, 3)).toBe('Kitchen is now number 1 of 3.');
  });
});

describe('deleting and re-shooting scenes', () => {
  const withDoor = {
    ...MANIFEST,
    scenes: MANIFEST.scenes.map((s) =>
      s.id === 'hall' ? { ...s, links: [{ target: 'kitchen', yaw: 12.4, pitch: -10 }] } : s,
    ),
  };

  it('deletes a scene with the door to it, says so, and one undo brings both back', () => {
    const { after, lines } = deleteScene(withDoor, 'kitchen', ['en']);
    expect(order(after)).toEqual(['hall', 'bath']);
    expect(after.scenes[0]?.links).toEqual([]);
    expect(lines).toEqual(['The door from hall to it']);
    const history = record(startHistory(withDoor), after);
    expect(undo(history).present).toBe(withDoor);
  });

  it('shows another panorama keeping the doors, and drops the scene the upload made', () => {
    const uploaded = {
      ...withDoor,
      scenes: [
        ...withDoor.scenes,
        { ...scene('room-1'), title: 'Room 1', description: 'Room 1', panorama: 'IMG_4471.jpg' },
      ],
    };
    const { after, lines } = replacePanorama(uploaded, 'hall', 'IMG_4471.jpg', ['en']);
    expect(after.scenes.map((s) => [s.id, s.panorama])).toEqual([
      ['hall', 'IMG_4471.jpg'],
      ['kitchen', 'kitchen.jpg'],
      ['bath', 'bath.jpg'],
    ]);
    expect(after.scenes[0]?.links).toEqual(withDoor.scenes[0]?.links);
    expect(lines).toEqual([
      'The scene Room 1 that uploading IMG_4471.jpg made is deleted: nothing was added to it',
    ]);
  });
});
