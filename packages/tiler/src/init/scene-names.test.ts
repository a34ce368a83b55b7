import { describe, expect, it } from 'vitest';
import { isSceneId } from '@tourview/schema';
import { sceneNameOf, uniqueIds } from './scene-names.js';

describe('sceneNameOf', () => {
  it.each([
    ['01-living-room.jpg', 'living-room', 'Living room'],
    ['2_master bedroom.webp', 'master-bedroom', 'Master bedroom'],
    ['Küche.JPG', 'kuche', 'Küche'],
    ['IMG_0042.jpeg', 'img-0042', 'IMG 0042'],
    ['07.png', '07', '07'],
    ['___.jpg', 'scene', 'Scene'],
  ])('%s → %s, "%s"', (file, id, title) => {
    expect(sceneNameOf(file)).toEqual({ id, title });
    expect(isSceneId(id)).toBe(true);
  });

  it('keeps long names within the schema’s limits', () => {
    const { id, title } = sceneNameOf(`${'a-'.repeat(60)}room.jpg`);
    expect(isSceneId(id)).toBe(true);
    expect(title.length).toBeLessThanOrEqual(80);
  });
});

describe('uniqueIds', () => {
  it('numbers repeated ids, within 48 characters', () => {
    const long = 'x'.repeat(48);
    const names = uniqueIds([
      { id: 'hall', title: 'Hall' },
      { id: 'hall', title: 'Hall' },
      { id: 'hall-2', title: 'Hall 2' },
      { id: long, title: 'X' },
      { id: long, title: 'X' },
    ]);
    expect(names.map((n) => n.id)).toEqual(['hall', 'hall-2', 'hall-2-2', long, `${'x'.repeat(46)}-2`]);
  });
});
