import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FIXTURES, temporaryDataDir } from '../test-support/fixtures.js';
import { freshDataDirEachTest } from '../test-support/fresh-data-dir.js';
import { fromSource, SOURCE_CLI } from '../test-support/source-node.js';

const data = freshDataDirEachTest();

/**
 * Runs the real `tour` binary in the data folder (so no `.env` of the checkout applies);
 * resolves to its exit code and output.
 */
async function tour(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return tourWith({ DATA_DIR: data.dataDir }, ...args);
}

async function tourWith(
  vars: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...vars };
  if (!('DATABASE_URL' in vars)) delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [...fromSource(SOURCE_CLI), ...args],
      {
        env,
        cwd: data.dataDir,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('the tour binary', () => {
  it('imports, lists, shows and removes a tour, in JSON', async () => {
    const imported = await tourWith(
      { DATA_DIR: data.dataDir, PORT: '9090', PUBLIC_ORIGIN: '' },
      ...['import', join(FIXTURES, 'two-rooms'), '--code', 'flat-1', '--json'],
    );
    expect(imported.code).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({
      code: 'flat-1',
      skipped: false,
      urls: { tour: 'http://localhost:9090/flat-1', video: 'http://localhost:9090/flat-1/video' },
    });
    const again = await tour('import', join(FIXTURES, 'two-rooms'), '--code', 'flat-1', '--if-missing');
    expect(again).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Tour "flat-1" exists; nothing to do\.\nDatabase: SQLite /),
    });
    expect(JSON.parse((await tour('list', '--json')).stdout)).toMatchObject([{ code: 'flat-1', scenes: 2 }]);
    const shown = JSON.parse((await tour('show', 'flat-1')).stdout) as Record<string, unknown>;
    expect(shown).toMatchObject({ code: 'flat-1', startScene: 'living' });
    expect(shown.unbrandedCode).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(shown.unbrandedUrl).toMatch(new RegExp(`^https?://[^/]+/${String(shown.unbrandedCode)}$`));
    expect(await tour('remove', 'flat-1')).toMatchObject({ code: 0, stdout: 'Removed "flat-1".\n' });
    expect(await tour('remove', 'flat-1')).toMatchObject({
      code: 1,
      stderr: 'tour: error tour_not_found: No tour has code "flat-1".\n',
    });
  });

  it('fails with every located problem, as text and as JSON', async () => {
    const text = await tour('import', join(FIXTURES, 'broken', 'link-target'));
    expect(text.code).toBe(1);
    expect(text.stderr).toContain('scenes[1].links[0].target: no scene "hal" (did you mean "hall"?)');
    const json = await tour('import', join(FIXTURES, 'broken', 'not-two-to-one'), '--json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({
      error: expect.objectContaining({
        code: 'invalid_folder',
        problems: [
          expect.stringMatching(/^tour\.json:34: scenes\[0\]\.panorama: wide\.jpg: 240×128 is not 2:1: .+$/),
        ],
      }),
    });
  });

  it('says where it wrote, and warns when the server at PUBLIC_ORIGIN reads other storage', async () => {
    const server = createServer((request, response) => {
      const known = request.url === '/api/public/tours/demo';
      response
        .writeHead(known ? 200 : 404, { 'content-type': 'application/problem+json' })
        .end(known ? '{}' : '{"code":"tour_not_found","status":404,"title":"No tour has this code."}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const vars = { DATA_DIR: data.dataDir, PUBLIC_ORIGIN: origin };
      const imported = await tourWith(vars, 'import', join(FIXTURES, 'two-rooms'), '--code', 'flat-1');
      expect(imported.code).toBe(0);
      expect(imported.stdout).toContain(
        `Database: SQLite ${join(data.dataDir, 'tourview.db')}\nMedia: ${join(data.dataDir, 'media')}\n`,
      );
      expect(imported.stderr).toContain(
        `Warning: the server at ${origin} answers but does not know "flat-1": it uses other storage`,
      );
      const json = await tourWith(vars, 'import', join(FIXTURES, 'two-rooms'), '--code', 'demo', '--json');
      expect(JSON.parse(json.stdout)).toMatchObject({
        storage: { database: `SQLite ${join(data.dataDir, 'tourview.db')}` },
        server: { origin, result: 'serves' },
      });
      expect(json.stderr).not.toContain('Warning');
    } finally {
      server.close();
    }
  });

  it('exits 2 on bad usage', async () => {
    const result = await tour('import');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^tour: error invalid_argument: expected a tour folder[\s\S]*Usage: tour/);
  });

  it('names the code of a storage error, and refuses a DATABASE_URL that is not PostgreSQL', async () => {
    const result = await tourWith({ DATA_DIR: data.dataDir, DATABASE_URL: 'mysql://db/tours' }, 'list');
    expect(result).toMatchObject({
      code: 1,
      stderr:
        'tour: error invalid_config: Invalid storage configuration:\n  - DATABASE_URL: Expected a postgres:// URL.\n',
    });
  });

  it('backs up a site and restores it into an empty folder, refusing a full one and PostgreSQL', async () => {
    const elsewhere = await temporaryDataDir();
    try {
      const archive = join(elsewhere.dataDir, 'site.tar');
      const restored = join(elsewhere.dataDir, 'restored');
      expect((await tour('import', join(FIXTURES, 'two-rooms'), '--code', 'flat-1')).code).toBe(0);
      const backup = await tour('backup', archive);
      expect(backup).toMatchObject({ code: 0, stderr: '' });
      expect(backup.stdout).toMatch(
        /^Backed up the database \(migration \d{3}-[a-z-]+\), \d+ media files and \d+ source files to .*site\.tar/,
      );
      const restore = await tourWith({ DATA_DIR: restored }, 'restore', archive);
      expect(restore).toMatchObject({
        code: 0,
        stdout: expect.stringMatching(/^Restored the backup of .* into /),
      });
      const listed = await tourWith({ DATA_DIR: restored }, 'list', '--json');
      expect(JSON.parse(listed.stdout)).toMatchObject([{ code: 'flat-1', scenes: 2 }]);

      const again = await tourWith({ DATA_DIR: restored }, 'restore', archive);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/^tour: error data_folder_not_empty: .*restored is not empty/);
      const postgres = await tourWith(
        { DATA_DIR: data.dataDir, DATABASE_URL: 'postgres://127.0.0.1:5432/test' },
        'backup',
        join(elsewhere.dataDir, 'pg.tar'),
      );
      expect(postgres.code).toBe(1);
      expect(postgres.stderr).toMatch(/^tour: error backup_not_supported: .*pg_dump/);
    } finally {
      await elsewhere.remove();
    }
  });
});
