import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TourError } from '../errors.js';
import { validateFolder } from './validate-folder.js';
import { FIXTURES, temporaryDataDir } from '../test-support/fixtures.js';

const BROKEN = join(FIXTURES, 'broken');
const cases = readdirSync(BROKEN).sort();

let data: Awaited<ReturnType<typeof temporaryDataDir>>;
beforeEach(async () => (data = await temporaryDataDir()));
afterEach(() => data.remove());

async function problemsOf(folder: string, code?: string): Promise<readonly string[]> {
  const error = await validateFolder(folder, code).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TourError);
  return (error as TourError).problems;
}

describe('validateFolder', () => {
  it('has a broken fixture for every rule', () => {
    expect(cases.length).toBeGreaterThanOrEqual(24);
  });

  it.each(cases)('rejects broken/%s with exactly its located problem', async (name) => {
    const expected = readFileSync(join(BROKEN, name, 'expected.txt'), 'utf8').trim();
    const problems = await problemsOf(join(BROKEN, name));
    const escaped = expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${escaped}( \\(.+\\))?$`))]);
  });

  it('accepts the good fixtures and measures their files', async () => {
    const plan = await validateFolder(join(FIXTURES, 'two-rooms'));
    expect(plan.code).toBe('two-rooms');
    expect(plan.images.get('living.jpg')).toEqual({ width: 512, height: 256 });
    expect(plan.images.get('plan.png')).toEqual({ width: 160, height: 120 });
    expect(plan.videoDuration).toBeCloseTo(2, 1);
    const yaml = await validateFolder(join(FIXTURES, 'cube-colours'), 'other-code');
    expect(yaml.code).toBe('other-code');
  });

  it('rejects a bad --code even when the manifest has a good one', async () => {
    expect(await problemsOf(join(FIXTURES, 'two-rooms'), 'x')).toEqual([
      '--code: A tour code has at least 3 characters.',
    ]);
  });

  it('reports every problem at once, in manifest order', async () => {
    const many = await problemsOf(join(FIXTURES, 'broken', 'floor-plan-scene'), 'x');
    expect(many).toEqual([
      '--code: A tour code has at least 3 characters.',
      'floorPlans[0].scenes[0].scene: no scene "hal" (did you mean "hall"?)',
    ]);
  });

  it('checks the files even when the manifest breaks the schema', async () => {
    const folder = join(data.dataDir, 'two-problems');
    cpSync(join(BROKEN, 'missing-field'), folder, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(folder, 'tour.json'), 'utf8')) as {
      scenes: { panorama: string }[];
    };
    manifest.scenes[0] = { ...manifest.scenes[0], panorama: 'gone.jpg' };
    writeFileSync(join(folder, 'tour.json'), JSON.stringify(manifest));
    expect(await problemsOf(folder)).toEqual([
      'title: required',
      'scenes[0].panorama: no file "gone.jpg" in the folder',
    ]);
  });

  it('fails clearly on a folder that does not exist', async () => {
    await expect(validateFolder(join(BROKEN, 'nowhere'))).rejects.toThrow(/not a folder that can be read/);
  });
});
