import type { Manifest } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import type { Draft, JobStore } from '@tourview/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioTestApp, type StudioTestApp } from '../testing/studio-test-app.js';
import { inspectUninspected } from './inspect-uninspected.js';

// A draft made from a version the CLI imported holds files nobody inspected; reading it queues
// their inspections, once.
describe('inspections for files that never had one', () => {
  let t: StudioTestApp;
  let admin: { id: string; session: string };
  beforeAll(async () => {
    t = await startStudioTestApp('sqlite');
    admin = await t.accountWithSession('ann@example.com', 'admin');
    const manifest = { title: 'Flat', property: sampleTour().property, scenes: [] } as unknown as Manifest;
    await t.storage.createDraft('flat', manifest, null);
    // As a draft made from an imported version has them: passed, but never measured.
    for (const [name, kind, problems] of [
      ['hall.jpg', 'panorama', null],
      ['plan.png', 'plan', []],
      ['walk.mp4', 'video', []],
      ['seen.jpg', 'image', []],
    ] as const) {
      await t.storage.putDraftFile('flat', {
        name,
        kind,
        problems: problems === null ? null : [],
        ...(name === 'seen.jpg' ? { width: 800, height: 600 } : {}),
        sha256: name.padEnd(64, '0'),
        bytes: 10,
        uploadedBy: null,
        uploadedAt: new Date().toISOString(),
      });
    }
  });
  afterAll(() => t.close());

  const inspections = async () =>
    (await t.storage.listJobs({ tourCode: 'flat', limit: 100 }))
      .filter((job) => job.kind === 'inspect')
      .map((job) => (job.payload as { name: string }).name)
      .sort();

  it('queues one inspection per file never inspected or measured, when the draft or its files are read', async () => {
    expect(await inspections()).toEqual([]);
    const res = await t.app.inject({
      url: '/api/studio/tours/flat/draft',
      headers: t.headers(admin.session),
    });
    expect(res.statusCode).toBe(200);
    expect(await inspections()).toEqual(['hall.jpg', 'plan.png']);
    await t.app.inject({ url: '/api/studio/tours/flat/files', headers: t.headers(admin.session) });
    await t.app.inject({ url: '/api/studio/tours/flat/draft', headers: t.headers(admin.session) });
    expect(await inspections()).toEqual(['hall.jpg', 'plan.png']);
  });

  it('leaves the jobs unread when every file was inspected, even one found unusable', async () => {
    const draft = await t.storage.getDraft('flat');
    const [file] = draft?.files ?? [];
    if (!draft || !file) throw new Error('the draft was made in beforeAll');
    const inspected: Draft = {
      ...draft,
      files: [
        { ...file, problems: [{ code: 'not_decodable', message: 'hall.jpg: cannot be read' }] },
        { ...file, name: 'seen.jpg', problems: [], width: 800, height: 600 },
        { ...file, name: 'walk.mp4', kind: 'video', problems: [] },
      ],
    };
    let reads = 0;
    const jobs: Pick<JobStore, 'listJobs' | 'enqueueJob'> = {
      listJobs: (query) => ((reads += 1), t.storage.listJobs(query)),
      enqueueJob: (job) => t.storage.enqueueJob(job),
    };
    await inspectUninspected(jobs, inspected, { id: admin.id, email: 'ann@example.com' });
    expect(reads).toBe(0);
  });
});
