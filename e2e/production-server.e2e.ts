import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sparePort } from '@tourview/server/testing';
import { createTemporaryPostgresDatabase, type TemporaryDatabase } from '@tourview/storage/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_SERVER, ROOT } from './support/stack.js';

/** What the build recorded in the compiled server (`npm run build:server`). */
const BUILT = JSON.parse(readFileSync(join(ROOT, 'packages/server/dist/build-info.json'), 'utf8')) as {
  version: string;
  commit: string;
};

interface Started {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * `npm run serve` as an operator runs it: plain `node` on the compiled entry, started from an
 * empty folder (no `.env`, no checkout around it), with only the environment given here.
 */
function serve(env: Record<string, string>, cwd: string): Started {
  const child = spawn(process.execPath, [join(ROOT, PRODUCTION_SERVER)], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function until(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the compiled server, started with node as in production (APP_ENV=stage, PostgreSQL)', () => {
  let database: TemporaryDatabase;
  let folder: string;
  let env: Record<string, string>;
  let server: Started;
  let base: string;
  let metricsUrl: string;

  beforeAll(async () => {
    database = await createTemporaryPostgresDatabase();
    folder = mkdtempSync(join(tmpdir(), 'tourview-serve-'));
    const [port, metricsPort] = [await sparePort(), await sparePort()];
    base = `http://127.0.0.1:${port}`;
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    env = {
      APP_ENV: 'stage',
      DATABASE_URL: database.url,
      PUBLIC_ORIGIN: 'https://tours.example.com',
      DATA_DIR: join(folder, 'data'),
      APP_DIST_DIR: join(ROOT, 'packages/app/dist-test'),
      HOST: '127.0.0.1',
      PORT: String(port),
      STUDIO_PORT: 'off',
      METRICS_PORT: String(metricsPort),
    };
    server = serve(env, folder);
    await until(
      'readiness',
      async () => (await fetch(`${base}/api/public/ready`).catch(() => null))?.status === 200,
    );
  });
  afterAll(async () => {
    server.child.kill('SIGKILL');
    await server.exited;
    await database.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves on PostgreSQL with the stage preset and names the build in its health answer', async () => {
    expect(server.output()).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+ \(postgres, stage preset\)/);
    const health = await fetch(`${base}/api/public/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, dialect: 'postgres', ...BUILT });
    expect(BUILT.commit).toMatch(/^([0-9a-f]{40}|unknown)$/);
  });

  it('imports nothing: no tour exists, the demo included', async () => {
    expect((await fetch(`${base}/api/public/tours/demo`)).status).toBe(404);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ n: string }>('select count(*) as n from tours');
    await client.end();
    expect(rows[0]?.n).toBe('0');
  });

  it('answers the metrics listener with the requests it served', async () => {
    const text = await (await fetch(metricsUrl)).text();
    expect(text).toMatch(
      /tourview_http_requests_total\{listener="site",method="GET",route="\/api\/public\/ready",status="200"\} [1-9]/,
    );
  });

  it('refuses to start on a database a newer version migrated, naming both schemas', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `insert into kysely_migration (name, timestamp) values ('999-from-a-newer-version', '2030-01-01T00:00:00.000Z')`,
    );
    const newest = await client.query<{ name: string }>(
      `select name from kysely_migration where name < '999' order by name desc limit 1`,
    );
    await client.end();
    const second = serve({ ...env, PORT: '0', METRICS_PORT: 'off' }, folder);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('The database was migrated by a newer version');
    expect(second.output()).toContain('schema is at 999-from-a-newer-version');
    expect(second.output()).toContain(`knows migrations up to ${newest.rows[0]?.name ?? '?'} only`);
  });
});
