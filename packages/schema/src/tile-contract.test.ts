import { describe, expect, it } from 'vitest';
import { levelsForFaceSize, tileContractProblems, tileRect, tilesPerSide, tileUrl } from './tile-contract.js';
import { cubePanoramaSchema } from './tiles.js';
import { resolveMediaUrl } from './media-url.js';

describe('tile contract (zod-free module)', () => {
  it('accepts the levels the tiler writes and the schema agrees', () => {
    const levels = levelsForFaceSize(2048, 512);
    expect(levels.map((l) => l.size)).toEqual([512, 1024, 2048]);
    expect(tileContractProblems(levels)).toEqual([]);
    const pano = { levels, tileUrl: 't/{z}/{f}/{y}_{x}.webp', preview: { url: 'p.webp', faceSize: 64 } };
    expect(cubePanoramaSchema.safeParse(pano).success).toBe(true);
  });

  it('locates a level that more than doubles, and the schema reports it at the same path', () => {
    const levels = [
      { tileSize: 512, size: 512 },
      { tileSize: 512, size: 2048 },
    ];
    expect(tileContractProblems(levels)).toEqual([
      { path: [1, 'size'], message: 'Level 1 must be at most twice level 0.' },
    ]);
    const result = cubePanoramaSchema.safeParse({
      levels,
      tileUrl: '{z}{f}{x}{y}',
      preview: { url: 'p', faceSize: 8 },
    });
    expect(result.error?.issues[0]?.path).toEqual(['levels', 1, 'size']);
  });

  it('fills templates, clips edge tiles and resolves relative refs', () => {
    const level = { tileSize: 512, size: 1200 };
    expect(tilesPerSide(level)).toBe(3);
    expect(tileRect(level, 2, 2)).toEqual({ left: 1024, top: 1024, width: 176, height: 176 });
    expect(tileUrl('a/{z}/{f}/{y}_{x}', { z: 2, face: 'u', x: 1, y: 0 })).toBe('a/2/u/0_1');
    expect(resolveMediaUrl('https://cdn.example/media/', 'a/b.webp')).toBe(
      'https://cdn.example/media/a/b.webp',
    );
  });
});
