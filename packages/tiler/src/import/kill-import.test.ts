import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tileUrl, tilesOfLevel, type Tour } from '@tourview/schema';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { showTour } from '../commands/tours.js';
import { FIXTURES } from '../test-support/fixtures.js';
import { freshDataDirEachTest } from '../test-support/fresh-data-dir.js';
import { importTour } from './import-tour.js';
import { fromSource } from '../test-support/source-node.js';

const CHILD = fileURLToPath(new URL('../test-support/import-child.ts', import.meta.url));

const data = freshDataDirEachTest();

/** Starts an import in a child process and SIGKILLs it at its first tile level. */
function importAndKillAtFirstLevel(folder: string, code: string): Promise<string[]> {
  const child = spawn(process.execPath, [...fromSource(CHILD), folder, data.dataDir, code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const events: string[] = [];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    events.push(...chunk.split('\n').filter(Boolean));
    if (events.includes('level')) child.kill('SIGKILL');
  });
  return new Promise((resolve) => child.on('exit', () => resolve(events)));
}

/** The two-rooms tour with a panorama large enough that tiling takes a while after the first level. */
async function bigRooms(): Promise<string> {
  const folder = join(data.dataDir, 'big-rooms');
  cpSync(join(FIXTURES, 'two-rooms'), folder, { recursive: true });
  await sharp(join(FIXTURES, 'two-rooms', 'living.jpg'))
    .resize(2048, 1024)
    .jpeg()
    .toFile(join(folder, 'living.jpg'));
  return folder;
}

function tileFiles(tour: Tour): string[] {
  return tour.scenes.flatMap((s) =>
    s.panorama.levels.flatMap((_, z) =>
      tilesOfLevel(s.panorama.levels, z).map((t) => tileUrl(s.panorama.tileUrl, t)),
    ),
  );
}

describe('an import killed halfway', () => {
  it('leaves the tour it would replace served and whole; the next import clears the leftovers', async () => {
    const folder = await bigRooms();
    await importTour({ folder: join(FIXTURES, 'two-rooms'), dataDir: data.dataDir, code: 'flat' });
    const before = await showTour(data, 'flat');

    const events = await importAndKillAtFirstLevel(folder, 'flat');
    expect(events).toContain('level');
    expect(events).not.toContain('done');

    expect(await showTour(data, 'flat')).toEqual(before);
    const media = join(data.dataDir, 'media');
    for (const ref of tileFiles(before)) expect(existsSync(join(media, ref)), ref).toBe(true);
    // Nothing of the killed import is in the media folder: it built outside it.
    const previous = before.scenes[0]?.thumbnail.split('/')[2];
    expect(readdirSync(join(media, 'tours', 'flat'))).toEqual([previous]);
    expect(readdirSync(join(data.dataDir, 'staging'))).toHaveLength(1);

    const result = await importTour({ folder, dataDir: data.dataDir, code: 'flat', replace: true });
    expect(readdirSync(join(media, 'tours', 'flat')).sort()).toEqual([previous, result.buildId].sort());
    expect(existsSync(join(data.dataDir, 'staging'))).toBe(false);
    const after = await showTour(data, 'flat');
    expect(after.scenes[0]?.panorama.levels.at(-1)?.size).toBe(512);
    for (const ref of tileFiles(after)) expect(existsSync(join(media, ref)), ref).toBe(true);
  });

  it('leaves no folder of a new tour behind; the next import of any tour clears what it built', async () => {
    const folder = await bigRooms();
    const events = await importAndKillAtFirstLevel(folder, 'never');
    expect(events).toContain('level');
    expect(events).not.toContain('done');
    const media = join(data.dataDir, 'media');
    expect(existsSync(join(media, 'tours', 'never'))).toBe(false);
    expect(readdirSync(join(data.dataDir, 'staging'))).toHaveLength(1);

    await importTour({ folder: join(FIXTURES, 'cube-colours'), dataDir: data.dataDir });
    expect(existsSync(join(data.dataDir, 'staging'))).toBe(false);
    expect(readdirSync(join(media, 'tours'))).toEqual(['cube-colours']);
  });
});
