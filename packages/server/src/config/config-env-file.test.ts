import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sampleTour } from '@tourview/schema/testing';
import { openStorage } from '@tourview/storage';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeDist } from '../testing/fake-dist.js';
import { childExecArgv } from './running-from.js';
import { spawnServer, type ServerProcess } from '../testing/spawn-server.js';

const TOUR_CLI = fileURLToPath(new URL('../../../tiler/src/cli.ts', import.meta.url));

describe('the server and the tour CLI started in the same folder', () => {
  let dir: string;
  let dist: string;
  let server: ServerProcess | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tourview-env-file-'));
    dist = createFakeDist();
  });
  afterEach(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  it('find the data folder that its .env names, so the CLI writes what the server serves', async () => {
    writeFileSync(join(dir, '.env'), `DATA_DIR=./from-env-file\nAPP_DIST_DIR=${dist}\n`);
    const storage = await openStorage({ dataDir: join(dir, 'from-env-file') });
    await storage.putTour(sampleTour('env-file'));
    await storage.close();
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.DATA_DIR;
    delete env.DATABASE_URL;

    const shown = await promisify(execFile)(
      process.execPath,
      [...childExecArgv(), TOUR_CLI, 'show', 'env-file'],
      {
        cwd: dir,
        env,
      },
    );
    expect(JSON.parse(shown.stdout)).toMatchObject({ code: 'env-file' });

    server = await spawnServer({ DATABASE_URL: '' }, undefined, dir);
    expect((await fetch(`${server.url}/api/public/tours/env-file`)).status).toBe(200);
  });
});
