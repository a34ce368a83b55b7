import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { draftManifestSchema } from '@tourview/schema';
import { openSourceStore, openStorage } from '@tourview/storage';
import { sparePort } from '@tourview/server/testing';
import { benchManifest, paintPanorama } from './bench-panorama.js';
import { publishAndWait, publishStages, settled, signIn, startServer } from './studio-server.js';

const PASSWORD = 'the bench admin password';
/**
 * The tours' panoramas: 4096×2048 (a phone 360 camera's class), not the 8192×4096 of the
 * `studio` part, whose fifty would hold this 2-core machine for minutes per round.
 */
const PANORAMA_WIDTH = 4096;
/** Tours of this many panoramas, each its own file. */
const SIZES = [5, 20, 50];

/** A draft of `count` rooms, each with a panorama of its own (a tint apart), in `dataDir`. */
async function seedDraft(dataDir: string, count: number, raw: Buffer): Promise<void> {
  const storage = await openStorage({ dataDir });
  try {
    await storage.createAccount({ email: 'bench@example.com', role: 'admin', password: PASSWORD });
    const rooms = Array.from({ length: count }, (_, n) => `room-${n + 1}`);
    const manifest = benchManifest(rooms);
    const scenes = manifest.scenes.map((scene) => ({ ...scene, panorama: `${scene.id}.jpg` }));
    await storage.createDraft('scale', draftManifestSchema.parse({ ...manifest, scenes }), null);
    const sources = openSourceStore({ dataDir });
    for (const [n, room] of rooms.entries()) {
      const file = join(dataDir, `${room}.jpg`);
      await sharp(raw, { raw: { width: PANORAMA_WIDTH, height: PANORAMA_WIDTH / 2, channels: 3 } })
        .linear(1, n % 40)
        .jpeg({ quality: 90 })
        .toFile(file);
      const stored = await sources.put(file);
      const at = new Date().toISOString();
      const size = { width: PANORAMA_WIDTH, height: PANORAMA_WIDTH / 2 };
      await storage.putDraftFile('scale', {
        name: `${room}.jpg`,
        kind: 'panorama',
        ...stored,
        ...size,
        uploadedBy: 'bench@example.com',
        uploadedAt: at,
      });
      await rm(file);
    }
  } finally {
    await storage.close();
  }
}

/** Publishes a draft of `count` panoramas on a server of its own: the job's time and memory. */
async function publishTour(count: number, raw: Buffer): Promise<Record<string, number>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tourview-bench-scale-'));
  let server: ChildProcess | undefined;
  try {
    await seedDraft(dataDir, count, raw);
    const studioPort = await sparePort();
    server = await startServer({
      DATA_DIR: dataDir,
      PORT: String(await sparePort()),
      STUDIO_PORT: String(studioPort),
    });
    const origin = `http://127.0.0.1:${studioPort}`;
    const headers = await signIn(origin, 'bench@example.com', PASSWORD);
    await settled(server);
    const started = performance.now();
    const job = await publishAndWait(origin, headers, 'scale');
    const ms = performance.now() - started;
    const stages = await publishStages(dataDir, job, `scale.${count}`);
    const cpuMs = stages[`scale.${count}.publishJob.cpuMs`] ?? -1;
    return {
      [`scale.${count}.publishMs`]: Math.round(ms),
      [`scale.${count}.msPerPanorama`]: Math.round(ms / count),
      [`scale.${count}.cpuMs`]: cpuMs,
      [`scale.${count}.cpuMsPerPanorama`]: Math.round(cpuMs / count),
      [`scale.${count}.peakRssMb`]: stages[`scale.${count}.publishJob.peakRssMb`] ?? -1,
      [`scale.${count}.tilingMs`]: stages[`scale.${count}.publishStage.tilingMs`] ?? -1,
      [`scale.${count}.loadAverage`]: Number(loadavg()[0]?.toFixed(1)),
    };
  } finally {
    server?.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Cost as work grows: publish time (from _Publish_ to the job done), the CPU time of the
 * publish job's process, and its peak memory (its process's maximum resident set) for tours of 5, 20 and 50 panoramas of 4096×2048,
 * each on a fresh server and data folder, so growth per panorama is visible.
 */
export async function runStudioScaleBench(): Promise<Record<string, number>> {
  const raw = paintPanorama(PANORAMA_WIDTH);
  const report: Record<string, number> = { 'scale.panoramaWidth': PANORAMA_WIDTH };
  for (const count of SIZES) Object.assign(report, await publishTour(count, raw));
  return report;
}
