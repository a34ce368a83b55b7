import { sampleDraftManifest } from '@tourview/schema/testing';
import type { DraftManifest } from '@tourview/schema';
import { describe, expect, it } from 'vitest';
import { moveScene, setSceneText, setStartScene } from './scene-list-edits.js';

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
});
