import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { draftManifestSchema } from '@tourview/schema';
import { openStorage } from '@tourview/storage';
import { sparePort, tusRequests } from '@tourview/server/testing';
import { benchManifest, HEIGHT, paintPanorama, WIDTH } from './bench-panorama.js';
import {
  inspectStats,
  publishAndWait,
  publishStages,
  settled,
  signIn,
  startServer,
  until,
} from './studio-server.js';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'packages/studio/dist');
const PASSWORD = 'the bench admin password';
/** The studio's own chunk size (see `UPLOAD_CHUNK_BYTES`). */
const CHUNK = 4 * 1024 * 1024;

const gzipOf = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/** The chunks a chunk imports statically (`import{…}from"./x.js"`), itself included, transitively. */
function staticClosure(files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(DIST, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(`assets/${m[1] ?? ''}`);
  };
  files.forEach(visit);
  return seen;
}

/** The lazy chunk of a screen (`routes/<name>.tsx`), as the entry imports it. */
function screenChunk(entry: string, name: string): string {
  const code = readFileSync(join(DIST, entry), 'utf8');
  const file = [...code.matchAll(/import\(`\.\/([^`]+\.js)`\)/g)]
    .map((m) => m[1] ?? '')
    .find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
  if (!file) throw new Error(`no lazy chunk for the ${name} screen in ${entry}`);
  return `assets/${file}`;
}

const gzipOfAll = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipOf(f), 0);

/**
 * The studio's JavaScript, gzip: what its page loads first (the entry and what it imports at
 * once), what a screen needs before it shows (the entry, the screen's chunk and what those
 * import, as the sign-in screen and the signed-in shell with the tour list), and every screen
 * together (each is a lazy chunk loaded when opened).
 */
function studioBundle(): Record<string, number> {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  const entry = entries[0] ?? '';
  const screen = (...names: string[]) =>
    gzipOfAll(staticClosure([...entries, ...preloads, ...names.map((n) => screenChunk(entry, n))]));
  const all = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  return {
    'studio.firstLoad.gzip': gzipOfAll(new Set([...entries, ...preloads])),
    'studio.signInScreen.gzip': screen('sign-in'),
    'studio.toursScreen.gzip': screen('shell', 'tours'),
    'studio.allScreens.gzip': gzipOfAll(all.map((f) => `assets/${f}`)),
    'studio.jsFiles': all.length,
  };
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
    const headers = await signIn(origin, 'bench@example.com', PASSWORD);
    await settled(server);

    const cpuBefore = await processTreeCpuMs(server);
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
    const job = await publishAndWait(origin, headers, 'bench');
    const published = performance.now();
    const load = loadavg()[0];
    await until('the inspection', () => inspectionDone(dataDir), 600_000);
    const cpuMs = (await processTreeCpuMs(server)) - cpuBefore;
    return {
      'studio.panoramaBytes': bytes.length,
      'studio.upload8kMs': Math.round(uploaded - started),
      'studio.publish8kMs': Math.round(published - uploaded),
      'studio.uploadToPublished8kMs': Math.round(published - started),
      'studio.uploadToPublishedAndInspectedCpuMs': cpuMs,
      ...(await publishStages(dataDir, job, 'studio')),
      ...(await inspectStats(dataDir, 'bench', 'studio')),
      'studio.loadAverage': Number(load?.toFixed(1)),
    };
  } finally {
    server?.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * CPU time, every thread, of the server process and of the job processes it has ended (the
 * kernel adds an ended child's time to its parent's once the parent collects it), from Linux's
 * `/proc/<pid>/stat` in clock ticks of 10 ms.
 */
async function processTreeCpuMs(child: ChildProcess): Promise<number> {
  const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) in parentheses: utime is the 12th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  return ticks * 10;
}

/** `true` once the bench tour's upload was inspected (its inspection job is over). */
async function inspectionDone(dataDir: string): Promise<true | undefined> {
  const storage = await openStorage({ dataDir });
  try {
    const jobs = await storage.listJobs({ tourCode: 'bench', limit: 100 });
    const inspections = jobs.filter((j) => j.kind === 'inspect');
    return inspections.length > 0 && inspections.every((j) => j.state === 'done' || j.state === 'failed')
      ? true
      : undefined;
  } finally {
    await storage.close();
  }
}

/** The studio's JS and the time from upload to a published 8K panorama. */
export async function runStudioBench(): Promise<Record<string, number>> {
  return { ...studioBundle(), ...(await uploadToPublished()) };
}
