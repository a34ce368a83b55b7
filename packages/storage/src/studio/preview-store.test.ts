import { sampleTour } from '@tourview/schema/testing';
import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../testing/each-dialect.js';
import { DIALECTS } from '../testing/scratch-storage.js';
import type { NewTourPreview } from './preview-types.js';

const ann = { id: 'u-ann', email: 'ann@example.com' };
const DAY_MS = 24 * 3_600_000;
const MADE = new Date('2026-03-01T10:00:00.000Z');
const later = (ms: number) => new Date(MADE.getTime() + ms);

function preview(buildId: string, extra: Partial<NewTourPreview> = {}): NewTourPreview {
  return {
    code: 'flat',
    record: sampleTour('flat', { title: `Preview ${buildId}` }),
    buildId,
    draftRevision: 4,
    createdBy: ann,
    jobId: `job-${buildId}`,
    ...extra,
  };
}

describe.each(DIALECTS)('the preview store on %s', (dialect) => {
  const db = freshStorageEachTest(dialect);

  it('finds a preview by its token until it expires, and never after', async () => {
    const made = await db.storage.createPreview(preview('p1'), DAY_MS, MADE);
    expect(made.token).toMatch(/^[\w-]{32}$/);
    expect(made).toMatchObject({
      code: 'flat',
      buildId: 'p1',
      draftRevision: 4,
      createdBy: ann,
      createdAt: MADE.toISOString(),
      expiresAt: later(DAY_MS).toISOString(),
    });
    const found = await db.storage.getPreview(made.token, later(DAY_MS - 1));
    expect(found?.record.title).toEqual(sampleTour('flat', { title: 'Preview p1' }).title);
    expect(await db.storage.getPreview(made.token, later(DAY_MS))).toBeNull();
    expect(await db.storage.getPreview('x'.repeat(32), MADE)).toBeNull();
    // The live tour is another table: a preview never touches it.
    expect(await db.storage.getTour('flat')).toBeNull();
  });

  it('gives each preview its own token and lists the newest valid one, found again by its job', async () => {
    const first = await db.storage.createPreview(preview('p1'), DAY_MS, MADE);
    const second = await db.storage.createPreview(preview('p2'), DAY_MS, later(60_000));
    expect(second.token).not.toBe(first.token);
    expect((await db.storage.latestPreview('flat', later(120_000)))?.token).toBe(second.token);
    expect(await db.storage.latestPreview('flat', later(DAY_MS + 60_000))).toBeNull();
    expect(await db.storage.latestPreview('other', MADE)).toBeNull();
    expect((await db.storage.findPreviewByJob('job-p1'))?.token).toBe(first.token);
    await expect(
      db.storage.createPreview(preview('p3', { jobId: 'job-p1' }), DAY_MS, MADE),
    ).rejects.toThrow();
  });

  it('keeps a valid preview’s build in use beside the versions’, and lets it go once expired', async () => {
    await db.storage.publishVersion({
      code: 'flat',
      record: sampleTour('flat'),
      buildId: 'v1',
      manifest: { title: 'Flat' } as never,
      files: {},
      rollbackOf: null,
      publishedBy: ann,
      jobId: null,
    });
    await db.storage.createPreview(preview('p1'), DAY_MS, MADE);
    await db.storage.createPreview(preview('other', { code: 'house' }), DAY_MS, MADE);
    expect((await db.storage.buildsInUse('flat', later(1000))).sort()).toEqual(['p1', 'v1']);
    expect(await db.storage.buildsInUse('flat', later(DAY_MS))).toEqual(['v1']);
  });

  it('forgets the tour’s expired previews when it makes a new one', async () => {
    const old = await db.storage.createPreview(preview('p1'), DAY_MS, MADE);
    await db.storage.createPreview(preview('p2'), DAY_MS, later(DAY_MS + 1));
    expect(await db.storage.findPreviewByJob('job-p1')).toBeNull();
    expect(await db.storage.getPreview(old.token, MADE)).toBeNull();
  });

  it('refuses a record the tour schema refuses', async () => {
    const broken = preview('p1', { record: { ...sampleTour('flat'), scenes: [] } });
    await expect(db.storage.createPreview(broken, DAY_MS, MADE)).rejects.toMatchObject({
      code: 'invalid_tour',
    });
  });
});
