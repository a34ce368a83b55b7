import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../test-support/fixtures.js';
import { freshDataDirEachTest } from '../test-support/fresh-data-dir.js';
import type { Command } from './parse-command.js';
import { runCommand } from './run-command.js';

const data = freshDataDirEachTest();

/** Runs a command as the CLI does, with output captured. */
async function run(command: Command): Promise<{ code: number; out: string; err: string }> {
  const output = { out: '', err: '' };
  const sink = (key: 'out' | 'err') => ({ write: (text: string) => (output[key] += text) });
  const context = { storage: { dataDir: data.dataDir }, publicOrigin: 'https://tours.example.com' };
  const code = await runCommand(command, context, { out: sink('out'), err: sink('err') });
  return { code, ...output };
}

describe('runCommand', () => {
  it('prints the published tour’s address and its video page’s, on the public origin, and where it wrote', async () => {
    const imported = await run({
      name: 'import',
      folder: join(FIXTURES, 'two-rooms'),
      code: 'flat-1',
      replace: false,
      ifMissing: false,
      json: false,
    });
    expect(imported.code).toBe(0);
    expect(imported.out).toMatch(
      /\nTour: https:\/\/tours\.example\.com\/flat-1\nVideo: https:\/\/tours\.example\.com\/flat-1\/video\n/,
    );
    const wrote = `Database: SQLite ${join(data.dataDir, 'tourview.db')}\nMedia: ${join(data.dataDir, 'media')}\n`;
    expect(imported.out.endsWith(`/video\n${wrote}`)).toBe(true);
  });

  it('writes a starter manifest, says what it skipped, and refuses to write it twice', async () => {
    const folder = join(data.dataDir, 'flat');
    mkdirSync(folder);
    cpSync(join(FIXTURES, 'two-rooms', 'living.jpg'), join(folder, '01-living-room.jpg'));
    cpSync(join(FIXTURES, 'two-rooms', 'plan.png'), join(folder, 'plan.png'));
    const command: Command = { name: 'init', folder, force: false, json: false };
    const first = await run(command);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(
      /^Wrote .*tour\.yaml with 1 scene \(living-room\), starting in "living-room"\.\n/,
    );
    expect(first.out).toContain('\n  skipped plan.png: 160×120 is not 2:1');
    expect(first.out).toContain(`Fill in every "<fill in: …>", then run: tour import ${folder}\n`);
    expect(await run(command)).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^tour: error manifest_exists: .*tour\.yaml exists; pass --force/),
    });
  });
});
