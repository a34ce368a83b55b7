import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { draftManifestSchema } from '@tourview/schema';
import { openStorage } from '@tourview/storage';
import { sparePort, tusRequests } from '@tourview/server/testing';
import { benchManifest, HEIGHT, paintPanorama, WIDTH } from './bench-panorama.js';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'packages/studio/dist');
const PASSWORD = 'the bench admin password';
/** The studio's own chunk size (see `UPLOAD_CHUNK_BYTES`). */
const CHUNK = 4 * 1024 * 1024;
const XSRF = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };

const gzipOf = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/**
 * The studio's JavaScript, gzip: what its page loads first (the entry and what it imports at
 * once) and every screen together (each is a lazy chunk loaded when opened).
 */
function studioBundle(): Record<string, number> {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  const all = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  return {
    'studio.firstLoad.gzip': [...entries, ...preloads].reduce((sum, f) => sum + gzipOf(f), 0),
    'studio.allScreens.gzip': all.reduce((sum, f) => sum + gzipOf(`assets/${f}`), 0),
    'studio.jsFiles': all.length,
  };
}

function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['packages/server/dist/server.js'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', APP_ENV: 'local', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolvePromise, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      // The studio's line comes after the visitor listener's: both then listen.
      if (seen.includes('studio on http')) resolvePromise(child);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${seen}`)));
  });
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Upload-to-published for one 8192×4096 panorama, as an operator meets it: tus upload in the
 * studio's chunks to a running server, then Publish, until the job is done. The upload's
 * inspection job runs beside the publish job, as it does for an operator who publishes at once.
 */
async function uploadToPublished(): Promise<Record<string, number>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tourview-bench-studio-'));
  let server: ChildProcess | undefined;
  try {
    const storage = await openStorage({ dataDir });
    try {
      await storage.createAccount({ email: 'bench@example.com', role: 'admin', password: PASSWORD });
      await storage.createDraft('bench', draftManifestSchema.parse({ ...benchManifest(), scenes: [] }), null);
    } finally {
      await storage.close();
    }
    const panorama = join(dataDir, 'room.jpg');
    await sharp(paintPanorama(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality: 90 })
      .toFile(panorama);
    const bytes = await readFile(panorama);

    const studioPort = await sparePort();
    server = await startServer({
      DATA_DIR: dataDir,
      PORT: String(await sparePort()),
      STUDIO_PORT: String(studioPort),
    });
    const origin = `http://127.0.0.1:${studioPort}`;
    const signIn = await fetch(`${origin}/api/studio/session`, {
      method: 'POST',
      headers: { ...XSRF, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: PASSWORD }),
    });
    const session = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('tourview_studio='))
      ?.split(';')[0];
    if (!signIn.ok || !session) throw new Error(`sign-in failed: ${signIn.status}`);
    const headers = { ...XSRF, cookie: `${XSRF.cookie}; ${session}` };

    const started = performance.now();
    const tus = tusRequests(origin, headers);
    const created = await tus.create('bench', bytes.length, {
      filename: 'room.jpg',
      filetype: 'image/jpeg',
      kind: 'panorama',
    });
    const location = created.headers.get('location');
    if (!location) throw new Error(`upload not created: ${created.status}`);
    for (let offset = 0; offset < bytes.length; offset += CHUNK) {
      const res = await tus.patch(location, offset, bytes.subarray(offset, offset + CHUNK));
      if (res.status !== 204) throw new Error(`PATCH at ${offset}: ${res.status}`);
    }
    const uploaded = performance.now();
    const publish = await fetch(`${origin}/api/studio/tours/bench/publish`, { method: 'POST', headers });
    const job = (await publish.json()) as { id: string };
    await until(
      'publish job',
      async () => {
        const res = await fetch(`${origin}/api/studio/tours/bench/jobs/${job.id}`, { headers });
        const { state, error } = (await res.json()) as { state: string; error: string | null };
        if (state === 'failed') throw new Error(`the publish job failed: ${error}`);
        return state === 'done' ? state : undefined;
      },
      600_000,
    );
    const published = performance.now();
    return {
      'studio.panoramaBytes': bytes.length,
      'studio.upload8kMs': Math.round(uploaded - started),
      'studio.publish8kMs': Math.round(published - uploaded),
      'studio.uploadToPublished8kMs': Math.round(published - started),
    };
  } finally {
    server?.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The studio's JS and the time from upload to a published 8K panorama. */
export async function runStudioBench(): Promise<Record<string, number>> {
  return { ...studioBundle(), ...(await uploadToPublished()) };
}
