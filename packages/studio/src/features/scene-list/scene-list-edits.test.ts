import { sampleDraftManifest } from '@tourview/schema/testing';
import type { DraftManifest } from '@tourview/schema';
import { describe, expect, it } from 'vitest';
import { moveScene, sceneMovedWords, setSceneText, setStartScene } from './scene-list-edits.js';

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
