import { tileContractProblems, type CubePanorama } from '@tourview/schema';
import { InvalidPanoramaError } from '../errors.js';

const isInt = (n: unknown, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
const isPitch = (n: unknown): n is number => typeof n === 'number' && n >= -90 && n <= 90;
const isText = (s: unknown): s is string => typeof s === 'string' && s.length > 0 && s.length <= 512;

/**
 * The checks of the schema's `cubePanoramaSchema`, written without zod: the engine must
 * fit in 20 kB gzip and zod alone is ~27 kB. A unit test feeds the same good and bad
 * panoramas to both and requires the same verdict, so the two cannot drift apart.
 */
export function panoramaProblems(pano: CubePanorama): string[] {
  const problems: string[] = [];
  const levels: unknown = pano.levels;
  if (!Array.isArray(levels) || levels.length < 1 || levels.length > 8) {
    return ['levels: expected 1 to 8 levels.'];
  }
  levels.forEach((level: CubePanorama['levels'][number], i) => {
    if (!isInt(level?.tileSize, 16, 4096)) problems.push(`levels.${i}.tileSize: expected 16–4096.`);
    if (!isInt(level?.size, 16, 16384)) problems.push(`levels.${i}.size: expected 16–16384.`);
  });
  if (problems.length === 0) {
    for (const p of tileContractProblems(pano.levels))
      problems.push(`levels.${p.path.join('.')}: ${p.message}`);
  }
  if (!isText(pano.tileUrl) || !['{z}', '{f}', '{x}', '{y}'].every((p) => pano.tileUrl.includes(p))) {
    problems.push('tileUrl: must contain {z}, {f}, {x} and {y}.');
  }
  if (!isText(pano.preview?.url)) problems.push('preview.url: expected a media reference.');
  if (!isInt(pano.preview?.faceSize, 8, 1024)) problems.push('preview.faceSize: expected 8–1024.');
  return [...problems, ...pitchRangeProblems(pano.pitchRange)];
}

/** What is wrong with a partial panorama's pitch band, if it has one. */
function pitchRangeProblems(band: unknown): string[] {
  if (band === undefined) return [];
  const { min, max } = (band ?? {}) as Partial<Record<'min' | 'max', unknown>>;
  const problems: string[] = [];
  if (!isPitch(min)) problems.push('pitchRange.min: expected -90–90.');
  if (!isPitch(max)) problems.push('pitchRange.max: expected -90–90.');
  else if (isPitch(min) && min >= max) problems.push('pitchRange.max: expected above min.');
  return problems;
}

/** Throws {@link InvalidPanoramaError} unless the panorama keeps the tile contract. */
export function assertPanorama(pano: CubePanorama): void {
  const problems = panoramaProblems(pano);
  if (problems.length > 0) throw new InvalidPanoramaError(problems);
}
