import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sampleTour } from '@tourview/schema/testing';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openMediaStore } from '../media-store-open.js';
import { openStorage } from '../open-storage.js';
import { openSourceStore } from '../studio/source-store-open.js';
import { backupDataFolder } from './backup-data-folder.js';
import { restoreDataFolder } from './restore-data-folder.js';

const WRITER = fileURLToPath(new URL('../testing/enquiry-writer.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

let root = '';
beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'tourview-backup-'))));
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Another process storing enquiries until stopped; `ids` are those it was told are durable. */
function startWriter(dataDir: string) {
  const child = spawn(process.execPath, ['--conditions=tourview-source', '--import', TSX, WRITER, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ids: string[] = [];
  let errors = '';
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    ids.push(...lines);
  });
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ids,
    async acknowledged(count: number): Promise<void> {
      const deadline = Date.now() + 20_000;
      while (ids.length < count) {
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error(`the writer stalled:\n${errors}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop: () => (child.kill('SIGKILL'), exited),
  };
}

/** A site with a tour, a published build of many files and one source file. */
async function seedSite(dataDir: string) {
  const storage = await openStorage({ dataDir });
  const tour = sampleTour('abc123');
  await storage.putTour(tour);
  await storage.close();
  const staged = join(root, 'staging', 'b1');
  const media: Record<string, Buffer> = {};
  for (let i = 0; i < 400; i++) media[`living/0/f/${i}_0.webp`] = randomBytes(40_000);
  for (const [name, bytes] of Object.entries(media)) {
    mkdirSync(join(staged, name, '..'), { recursive: true });
    writeFileSync(join(staged, name), bytes);
  }
  await openMediaStore({ dataDir }).publishBuild({ code: 'abc123', buildId: 'b1', dir: staged });
  const original = join(root, 'kitchen.jpg');
  writeFileSync(original, randomBytes(100_000));
  const source = await openSourceStore({ dataDir }).put(original);
  return { tour, media, source, sourceBytes: readFileSync(original) };
}

it('backs up while another process writes enquiries; the restore has every one acknowledged before, the tour and its files', async () => {
  const site = join(root, 'site');
  const seeded = await seedSite(site);
  const writer = startWriter(site);
  try {
    await writer.acknowledged(50);
    const before = [...writer.ids];
    const archive = join(root, 'site.tar');
    const result = await backupDataFolder({ dataDir: site }, archive);
    const duringBackup = writer.ids.length - before.length;
    await writer.acknowledged(writer.ids.length + 20);
    await writer.stop();

    expect(duringBackup).toBeGreaterThan(0);
    expect(result).toMatchObject({ file: archive, files: { store: 'fs', media: 400, sources: 1 } });
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    // A plain tar reads it.
    const listed = execFileSync('tar', ['-tf', archive], { encoding: 'utf8' }).split('\n');
    expect(listed.slice(0, 2)).toEqual(['tourview-backup.json', 'tourview.db']);
    expect(listed).toContain('media/tours/abc123/b1/living/0/f/0_0.webp');

    const restoredDir = join(root, 'restored');
    const restored = await restoreDataFolder({ dataDir: restoredDir }, archive);
    expect(restored).toMatchObject({
      dataDir: restoredDir,
      createdAt: result.createdAt,
      files: { store: 'fs' },
    });
    const storage = await openStorage({ dataDir: restoredDir });
    try {
      const stored = new Set((await storage.listEnquiries()).map((e) => e.id));
      expect(before.filter((id) => !stored.has(id))).toEqual([]);
      expect((await storage.getTour('abc123'))?.tour).toEqual(seeded.tour);
    } finally {
      await storage.close();
    }
    const mediaStore = openMediaStore({ dataDir: restoredDir });
    for (const [name, bytes] of Object.entries(seeded.media))
      expect((await mediaStore.read(`tours/abc123/b1/${name}`))?.equals(bytes)).toBe(true);
    const copy = join(root, 'source-copy');
    await openSourceStore({ dataDir: restoredDir }).copyTo(seeded.source.sha256, copy);
    expect(readFileSync(copy).equals(seeded.sourceBytes)).toBe(true);
  } finally {
    await writer.stop();
  }
}, 60_000);

it('restores a backup compressed with gzip', async () => {
  const site = join(root, 'site');
  const seeded = await seedSite(site);
  const archive = join(root, 'site.tar');
  await backupDataFolder({ dataDir: site }, archive);
  writeFileSync(`${archive}.gz`, gzipSync(readFileSync(archive)));
  const restoredDir = join(root, 'restored');
  await restoreDataFolder({ dataDir: restoredDir }, `${archive}.gz`);
  const storage = await openStorage({ dataDir: restoredDir });
  expect((await storage.getTour('abc123'))?.tour).toEqual(seeded.tour);
  await storage.close();
  expect(
    (await openMediaStore({ dataDir: restoredDir }).read('tours/abc123/b1/living/0/f/7_0.webp'))?.equals(
      seeded.media['living/0/f/7_0.webp'] ?? Buffer.alloc(0),
    ),
  ).toBe(true);
});
