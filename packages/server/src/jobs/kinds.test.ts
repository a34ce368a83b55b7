import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStorage, type Job, type Storage, type StorageOptions } from '@tourview/storage';
import { importTour } from '@tourview/tiler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from './job-kinds.js';
import { JOB_KINDS } from './kinds.js';

const TWO_ROOMS = fileURLToPath(new URL('../../../../fixtures/two-rooms', import.meta.url));
const ann = { id: 'u-ann', email: 'ann@example.com' };

function jobOf(kind: string, payload: unknown): Job {
  const at = new Date().toISOString();
  return {
    id: `job-${kind}`,
    kind,
    tourCode: 'two-rooms',
    payload,
    state: 'running',
    progress: null,
    result: null,
    error: null,
    attempts: 1,
    createdBy: ann,
    createdAt: at,
    updatedAt: at,
  };
}

describe('the production job kinds', () => {
  let dataDir: string;
  let storage: Storage;
  let context: JobContext;
  const reported: number[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tourview-kinds-'));
    const options: StorageOptions = { dataDir };
    await importTour({ folder: TWO_ROOMS, dataDir, threads: 2 });
    storage = await openStorage(options);
    context = {
      storage,
      storageOptions: options,
      // Each panorama's face search costs seconds of CPU; the inspect case checks it is skipped.
      settings: { faceProposals: false },
      progress: (fraction) => reported.push(fraction),
    };
  }, 120_000);
  afterAll(async () => {
    await storage.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('publish: makes the saved draft a new live version, once per job', async () => {
    const draft = await storage.getDraft('two-rooms');
    if (!draft) throw new Error('the import made no draft');
    await storage.saveDraft('two-rooms', { ...draft.manifest, title: 'Renamed' }, draft.revision, ann);
    const run = await JOB_KINDS.publish?.();
    if (!run) throw new Error('no publish kind');
    const job = jobOf('publish', { code: 'two-rooms' });
    // The publish says where its time went, stage by stage, in wall and CPU time (the bench prints it).
    const stages = { check: expect.any(Number), tiling: expect.any(Number), shareImage: expect.any(Number) };
    const published = (await run(job, context)) as { stagesCpuMs: Record<string, number> };
    expect(published).toMatchObject({
      version: 2,
      reusedPreview: false,
      stagesMs: stages,
      stagesCpuMs: stages,
    });
    // Tiling two rooms is CPU work: more of it than none.
    expect(published.stagesCpuMs.tiling).toBeGreaterThan(0);
    expect((await storage.getTour('two-rooms'))?.tour.title).toBe('Renamed');
    expect(reported.at(-1)).toBe(1);
    expect(await run(job, context)).toMatchObject({ version: 2, reusedPreview: false });
    await expect(run(jobOf('publish', { code: '../x' }), context)).rejects.toThrow();
  }, 120_000);

  it('preview: builds the draft as a preview, leaving the live tour and the versions alone', async () => {
    const draft = await storage.getDraft('two-rooms');
    if (!draft) throw new Error('the import made no draft');
    await storage.saveDraft('two-rooms', { ...draft.manifest, title: 'Previewed' }, draft.revision, ann);
    const run = await JOB_KINDS.preview?.();
    if (!run) throw new Error('no preview kind');
    const versions = (await storage.listVersions('two-rooms')).length;
    const result = (await run(jobOf('preview', { code: 'two-rooms' }), context)) as { expiresAt: string };
    expect((await storage.latestPreview('two-rooms'))?.expiresAt).toBe(result.expiresAt);
    expect((await storage.latestPreview('two-rooms'))?.record.title).toBe('Previewed');
    expect((await storage.getTour('two-rooms'))?.tour.title).not.toBe('Previewed');
    expect(await storage.listVersions('two-rooms')).toHaveLength(versions);
  }, 120_000);

  it('inspect: records what the importer finds in a draft file, without faces when the settings say so', async () => {
    const run = await JOB_KINDS.inspect?.();
    if (!run) throw new Error('no inspect kind');
    const draft = await storage.getDraft('two-rooms');
    const panorama = draft?.files.find((f) => f.kind === 'panorama');
    if (!panorama) throw new Error('the draft has no panorama');
    const said: string[] = [];
    await run(jobOf('inspect', { code: 'two-rooms', name: panorama.name }), {
      ...context,
      progress: (_fraction, message) => said.push(message),
    });
    const inspected = (await storage.getDraft('two-rooms'))?.files.find((f) => f.name === panorama.name);
    expect(inspected?.problems).toEqual([]);
    expect(inspected?.width).toBeGreaterThan(0);
    expect(inspected?.cube).toBeDefined();
    expect(inspected?.cube?.faceProposals).toBeUndefined();
    expect(said.filter((message) => /faces|could not/.test(message))).toEqual([]);
  }, 120_000);
});
