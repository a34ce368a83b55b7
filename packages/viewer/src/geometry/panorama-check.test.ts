import { describe, expect, it } from 'vitest';
import { cubePanoramaSchema, type CubePanorama } from '@tourview/schema';
import { InvalidPanoramaError } from '../errors.js';
import { assertPanorama, panoramaProblems } from './panorama-check.js';

const GOOD: CubePanorama = {
  levels: [
    { tileSize: 512, size: 512 },
    { tileSize: 512, size: 1024 },
    { tileSize: 512, size: 2048 },
  ],
  tileUrl: 'tiles/{z}/{f}/{y}_{x}.webp',
  preview: { url: 'preview.webp', faceSize: 128 },
};

const BAD: unknown[] = [
  { ...GOOD, levels: [] },
  { ...GOOD, levels: [{ tileSize: 512, size: 1024 }] },
  { ...GOOD, levels: [GOOD.levels[0], { tileSize: 512, size: 4096 }] },
  { ...GOOD, levels: [GOOD.levels[1], GOOD.levels[0]] },
  { ...GOOD, levels: [{ tileSize: 8, size: 8 }] },
  { ...GOOD, levels: [{ tileSize: 512.5, size: 512 }] },
  { ...GOOD, tileUrl: 'tiles/{z}/{f}/{x}.webp' },
  { ...GOOD, tileUrl: '' },
  { ...GOOD, preview: { url: '', faceSize: 128 } },
  { ...GOOD, preview: { url: 'p.webp', faceSize: 4096 } },
  { ...GOOD, preview: undefined },
];

describe('panorama check (the schema rules without zod)', () => {
  it('accepts a good panorama, as the schema does', () => {
    expect(panoramaProblems(GOOD)).toEqual([]);
    expect(cubePanoramaSchema.safeParse(GOOD).success).toBe(true);
  });

  it.each(BAD.map((pano, i) => [i, pano]))(
    'rejects bad panorama #%i exactly when the schema does',
    (_i, pano) => {
      expect(cubePanoramaSchema.safeParse(pano).success).toBe(false);
      expect(panoramaProblems(pano as CubePanorama).length).toBeGreaterThan(0);
    },
  );

  it('throws a typed error that lists the located problems', () => {
    const bad = { ...GOOD, levels: [GOOD.levels[0], { tileSize: 512, size: 4096 }] } as CubePanorama;
    expect(() => assertPanorama(bad)).toThrow(InvalidPanoramaError);
    expect(() => assertPanorama(bad)).toThrow(/levels\.1\.size/);
  });
});
