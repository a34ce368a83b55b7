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
  { ...GOOD, pitchRange: null },
  { ...GOOD, pitchRange: {} },
  { ...GOOD, pitchRange: { min: '-30', max: 30 } },
  { ...GOOD, pitchRange: { min: Number.NaN, max: 30 } },
  { ...GOOD, pitchRange: { min: -30, max: Number.POSITIVE_INFINITY } },
];

const single = (tileSize: number, size: number) => ({ ...GOOD, levels: [{ tileSize, size }] });
const chain = (tileSize: number, sizes: number[]) => ({
  ...GOOD,
  levels: sizes.map((size) => ({ tileSize, size })),
});
const template = (length: number) => `{z}{f}{x}{y}${'t'.repeat(length - 12)}`;
const preview = (url: string, faceSize = 128) => ({ ...GOOD, preview: { url, faceSize } });
const band = (min: number, max: number) => ({ ...GOOD, pitchRange: { min, max } });

/**
 * Every rule at its limits: the exact limit passes, one past it fails on that rule (named by
 * the path its problem starts with), and the schema agrees each time.
 */
const BOUNDARIES: [string, unknown, string | null][] = [
  ['one level', single(512, 512), null],
  ['eight levels', chain(16, [16, 32, 64, 128, 256, 512, 1024, 2048]), null],
  ['nine levels', chain(16, [16, 32, 64, 128, 256, 512, 1024, 2048, 4096]), 'levels:'],
  ['tile size 16', single(16, 16), null],
  ['tile size 15', single(15, 16), 'levels.0.tileSize:'],
  ['tile size 4096', single(4096, 4096), null],
  ['tile size 4097', single(4097, 4096), 'levels.0.tileSize:'],
  ['face size 16', single(512, 16), null],
  ['face size 15', single(512, 15), 'levels.0.size:'],
  ['face size 16384', chain(4096, [4096, 8000, 16000, 16384]), null],
  ['face size 16385', chain(4096, [4096, 8000, 16000, 16385]), 'levels.3.size:'],
  ['coarsest level of exactly one tile', single(512, 512), null],
  ['coarsest level one pixel past one tile', single(512, 513), 'levels.0.size:'],
  ['a level one pixel larger than the one before', chain(512, [512, 513]), null],
  ['a level as large as the one before', chain(512, [512, 512]), 'levels.1.size:'],
  ['a level exactly twice the one before', chain(512, [512, 1024]), null],
  ['a level one pixel more than twice the one before', chain(512, [512, 1025]), 'levels.1.size:'],
  ['tile template of 512 characters', { ...GOOD, tileUrl: template(512) }, null],
  ['tile template of 513 characters', { ...GOOD, tileUrl: template(513) }, 'tileUrl:'],
  ['tile template without {z}', { ...GOOD, tileUrl: 't/{f}/{y}_{x}' }, 'tileUrl:'],
  ['tile template without {f}', { ...GOOD, tileUrl: 't/{z}/{y}_{x}' }, 'tileUrl:'],
  ['tile template without {x}', { ...GOOD, tileUrl: 't/{z}/{f}/{y}' }, 'tileUrl:'],
  ['preview URL of 1 character', preview('p'), null],
  ['preview URL of 512 characters', preview('p'.repeat(512)), null],
  ['preview URL of 513 characters', preview('p'.repeat(513)), 'preview.url:'],
  ['preview faces of 8 px', preview('p.webp', 8), null],
  ['preview faces of 7 px', preview('p.webp', 7), 'preview.faceSize:'],
  ['preview faces of 1024 px', preview('p.webp', 1024), null],
  ['preview faces of 1025 px', preview('p.webp', 1025), 'preview.faceSize:'],
  ['a pitch band of the whole sphere', band(-90, 90), null],
  ['a pitch band below -90', band(-90.5, 30), 'pitchRange.min:'],
  ['a pitch band above 90', band(-30, 90.5), 'pitchRange.max:'],
  ['a pitch band a hair high', band(-30, -29.999), null],
  ['a pitch band of no height', band(10, 10), 'pitchRange.max:'],
  ['a pitch band upside down', band(30, -30), 'pitchRange.max:'],
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

  it.each(BOUNDARIES)('%s', (_name, pano, failsOn) => {
    const problems = panoramaProblems(pano as CubePanorama);
    expect(cubePanoramaSchema.safeParse(pano).success).toBe(failsOn === null);
    if (failsOn === null) expect(problems).toEqual([]);
    else expect(problems.filter((p) => p.startsWith(failsOn))).toHaveLength(1);
  });

  it('throws a typed error that lists the located problems', () => {
    const bad = { ...GOOD, levels: [GOOD.levels[0], { tileSize: 512, size: 4096 }] } as CubePanorama;
    expect(() => assertPanorama(bad)).toThrow(InvalidPanoramaError);
    expect(() => assertPanorama(bad)).toThrow(/levels\.1\.size/);
  });
});
