import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFakeSiteverify, type FakeSiteverify } from '@tourview/server/testing';
import { sparePort as freePort } from '@tourview/server/testing';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** What `npm run serve` runs: the compiled server (`npm run build:test` compiles it too). */
export const PRODUCTION_SERVER = 'packages/server/dist/server.js';

/** A running server over a fresh data folder with tours imported, plus the fake siteverify. */
export interface Stack {
  baseUrl: string;
  /** The studio's listener, on another loopback port. */
  studioUrl: string;
  /** The one-time first-admin link the server printed (no account exists yet). */
  studioSetupLink: string;
  dataDir: string;
  siteverify: FakeSiteverify;
  stop(): Promise<void>;
}

/** Tours every browser test can open: `code` → folder (relative to the repository root). */
export const STACK_TOURS: Record<string, string> = {
  demo: 'demo/tour',
  cubes: 'fixtures/cube-colours',
  house: 'fixtures/two-rooms',
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** Resolves with the studio's setup link once both listeners are up and the link is printed. */
function waitForListening(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    const onData = (d: Buffer) => {
      output += d.toString();
      const link = /(http:\/\/[\w.:]+\/setup#token=[\w-]+)/.exec(output)?.[1];
      if (output.includes('listening on') && link) {
        clearTimeout(timer);
        resolvePromise(link);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/**
 * Imports the stack's tours (`tours`, by default {@link STACK_TOURS}) with the compiled `tour`
 * CLI into a fresh data folder and starts the compiled production server on it, verifying reCAPTCHA tokens
 * against the local fake.
 */
export async function startStack(
  extraEnv: Record<string, string> = {},
  tours: Record<string, string> = STACK_TOURS,
): Promise<Stack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tourview-e2e-'));
  const siteverify = await startFakeSiteverify();
  const port = await freePort();
  const studioPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: 'local',
    DATA_DIR: dataDir,
    PORT: String(port),
    STUDIO_PORT: String(studioPort),
    STUDIO_DIST_DIR: join(ROOT, 'packages/studio/dist'),
    HOST: '127.0.0.1',
    APP_DIST_DIR: join(ROOT, 'packages/app/dist-test'),
    // Analytics on, so tests can watch Firebase start with the configured values.
    FIREBASE_MEASUREMENT_ID: 'G-E2ETEST01',
    RECAPTCHA_SECRET: 'test-secret',
    RECAPTCHA_VERIFY_URL: siteverify.url,
    // The face search costs about 20 s of CPU an uploaded panorama; the privacy test turns it on.
    FACE_PROPOSALS: 'off',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  let server: ChildProcess | undefined;
  let studioSetupLink: string;
  try {
    for (const [code, folder] of Object.entries(tours)) {
      await run(process.execPath, ['packages/tiler/bin/tour.mjs', 'import', folder, '--code', code], env);
    }
    server = spawn(process.execPath, [PRODUCTION_SERVER], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    studioSetupLink = await waitForListening(server, 30000);
  } catch (error) {
    server?.kill('SIGKILL');
    await siteverify.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const running = server;
  return {
    baseUrl: `http://localhost:${port}`,
    studioUrl: `http://127.0.0.1:${studioPort}`,
    studioSetupLink,
    dataDir,
    siteverify,
    stop: async () => {
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGTERM');
      await exited;
      await siteverify.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
