import type { Manifest } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../testing/each-dialect.js';
import { DIALECTS } from '../testing/scratch-storage.js';
import { RevisionConflictError } from '../errors.js';
import type { TourVersion } from './studio-types.js';

const ann = { id: 'u-ann', email: 'ann@example.com' };
const bob = { id: 'u-bob', email: 'bob@example.com' };

function manifest(title = 'Flat'): Manifest {
  return {
    title,
    property: {
      address: { line1: '1 Park Lane', city: 'Springfield', country: 'GB' },
      agent: { name: 'Alex' },
    },
    scenes: [{ id: 'living', title: 'Living', panorama: 'living.jpg', links: [], infos: [] }],
    floorPlans: [],
  } as unknown as Manifest;
}

function version(code: string, buildId: string, extra: Partial<TourVersion> = {}) {
  return {
    code,
    record: sampleTour(code, { title: `Build ${buildId}` }),
    buildId,
    manifest: manifest(`Build ${buildId}`),
    files: { 'living.jpg': { sha256: 'a'.repeat(64), bytes: 5 } },
    rollbackOf: null,
    publishedBy: ann,
    jobId: null,
    ...extra,
  };
}

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (e: unknown) => e,
  );
}

describe.each(DIALECTS)('the studio tour store on %s', (dialect) => {
  const db = freshStorageEachTest(dialect);

  it('creates a draft at revision 1 and refuses a code a draft or a tour holds', async () => {
    const draft = await db.storage.createDraft('flat', manifest(), ann);
    expect(draft).toMatchObject({ code: 'flat', revision: 1, files: [], updatedBy: ann });
    expect(await db.storage.getDraft('flat')).toEqual(draft);
    expect(await errorOf(db.storage.createDraft('flat', manifest(), bob))).toMatchObject({
      code: 'tour_exists',
    });
    await db.storage.putTour(sampleTour('live'));
    expect(await errorOf(db.storage.createDraft('live', manifest(), bob))).toMatchObject({
      code: 'tour_exists',
    });
    expect(await db.storage.getDraft('live')).toBeNull();
  });

  it('saves a draft only from its current revision and names who changed it otherwise', async () => {
    await db.storage.createDraft('flat', manifest(), ann);
    const saved = await db.storage.saveDraft('flat', manifest('Ann’s'), 1, ann);
    expect(saved).toMatchObject({ revision: 2, manifest: { title: 'Ann’s' } });
    const error = await errorOf(db.storage.saveDraft('flat', manifest('Bob’s'), 1, bob));
    expect(error).toBeInstanceOf(RevisionConflictError);
    expect(error).toMatchObject({
      code: 'revision_conflict',
      conflict: { revision: 2, updatedBy: ann, updatedAt: saved.updatedAt },
    });
    expect((error as Error).message).toContain('ann@example.com');
    expect((await db.storage.getDraft('flat'))?.manifest.title).toBe('Ann’s');
    expect(await errorOf(db.storage.saveDraft('none', manifest(), 1, bob))).toMatchObject({
      code: 'no_draft',
    });
  });

  it('lets exactly one of two saves from the same revision win', async () => {
    await db.storage.createDraft('flat', manifest(), ann);
    const outcomes = await Promise.allSettled([
      db.storage.saveDraft('flat', manifest('A'), 1, ann),
      db.storage.saveDraft('flat', manifest('B'), 1, bob),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect((await db.storage.getDraft('flat'))?.revision).toBe(2);
  });

  it('adds, inspects and removes draft files, bumping the revision on add and remove', async () => {
    await db.storage.createDraft('flat', manifest(), ann);
    const file = {
      name: 'living.jpg',
      kind: 'panorama' as const,
      sha256: 'b'.repeat(64),
      bytes: 6_000_000_000,
      uploadedBy: null,
      uploadedAt: '2026-01-01T00:00:00.000Z',
    };
    const added = await db.storage.putDraftFile('flat', file);
    expect(added.revision).toBe(2);
    expect(added.files).toEqual([{ ...file, problems: null }]);
    await db.storage.setDraftFileInspection('flat', 'living.jpg', file.sha256, {
      width: 8000,
      height: 4000,
      problems: [],
    });
    const inspected = await db.storage.getDraft('flat');
    expect(inspected?.revision).toBe(2);
    expect(inspected?.files[0]).toMatchObject({ width: 8000, height: 4000, problems: [] });
    expect(await db.storage.removeDraftFile('flat', 'living.jpg', ann)).toMatchObject({ name: 'living.jpg' });
    expect(await db.storage.removeDraftFile('flat', 'living.jpg', ann)).toBeNull();
    expect((await db.storage.getDraft('flat'))?.files).toEqual([]);
    expect((await db.storage.getDraft('flat'))?.revision).toBe(3);
  });

  it('records a panorama’s editing cube with its inspection, and forgets it when new bytes replace the file', async () => {
    await db.storage.createDraft('flat', manifest(), ann);
    const file = {
      name: 'living.jpg',
      kind: 'panorama' as const,
      sha256: 'b'.repeat(64),
      bytes: 5,
      uploadedBy: null,
      uploadedAt: '2026-01-01T00:00:00.000Z',
    };
    await db.storage.putDraftFile('flat', file);
    const cube = {
      preview: 'c'.repeat(64),
      faces: {
        f: '1'.repeat(64),
        r: '2'.repeat(64),
        b: '3'.repeat(64),
        l: '4'.repeat(64),
        u: '5'.repeat(64),
        d: '6'.repeat(64),
      },
    };
    const found = { width: 8, height: 4, problems: [], cube };
    await db.storage.setDraftFileInspection('flat', 'living.jpg', file.sha256, found);
    await db.reopen();
    expect((await db.storage.getDraft('flat'))?.files[0]?.cube).toEqual(cube);
    await db.storage.putDraftFile('flat', { ...file, sha256: 'd'.repeat(64) });
    expect((await db.storage.getDraft('flat'))?.files[0]).not.toHaveProperty('cube');
    // The old bytes' inspection, finishing after the new upload, leaves the new file alone.
    await db.storage.setDraftFileInspection('flat', 'living.jpg', file.sha256, found);
    const after = (await db.storage.getDraft('flat'))?.files[0];
    expect(after).toMatchObject({ sha256: 'd'.repeat(64), problems: null });
    expect(after).not.toHaveProperty('cube');
  });

  it('records a thumbnail with the inspection or later on every file of the same bytes, and forgets it with new bytes', async () => {
    await db.storage.createDraft('flat', manifest(), ann);
    const file = {
      name: 'plan.png',
      kind: 'plan' as const,
      sha256: 'b'.repeat(64),
      bytes: 5,
      uploadedBy: null,
      uploadedAt: '2026-01-01T00:00:00.000Z',
    };
    await db.storage.putDraftFile('flat', file);
    await db.storage.putDraftFile('flat', { ...file, name: 'copy.png', kind: 'image' });
    const found = { width: 8, height: 4, problems: [], thumbnail: 'c'.repeat(64) };
    await db.storage.setDraftFileInspection('flat', 'plan.png', file.sha256, found);
    await db.reopen();
    const thumbnails = async () =>
      Object.fromEntries((await db.storage.getDraft('flat'))?.files.map((f) => [f.name, f.thumbnail]) ?? []);
    expect(await thumbnails()).toEqual({ 'plan.png': 'c'.repeat(64), 'copy.png': undefined });
    const revision = (await db.storage.getDraft('flat'))?.revision;
    await db.storage.setDraftThumbnail('flat', file.sha256, 'e'.repeat(64));
    expect(await thumbnails()).toEqual({ 'plan.png': 'e'.repeat(64), 'copy.png': 'e'.repeat(64) });
    expect((await db.storage.getDraft('flat'))?.revision).toBe(revision);
    await db.storage.putDraftFile('flat', { ...file, sha256: 'd'.repeat(64) });
    expect(await thumbnails()).toEqual({ 'plan.png': undefined, 'copy.png': 'e'.repeat(64) });
  });

  it('publishes numbered versions that make their record live, newest first in the history', async () => {
    const first = await db.storage.publishVersion(version('flat', 'b1'), new Date('2026-02-01T00:00:00Z'));
    const second = await db.storage.publishVersion(
      version('flat', 'b2', { publishedBy: null, jobId: 'job-2' }),
    );
    expect([first.number, second.number]).toEqual([1, 2]);
    expect(first.publishedAt).toBe('2026-02-01T00:00:00.000Z');
    expect((await db.storage.getTour('flat'))?.tour.title).toBe('Build b2');
    expect(await db.storage.getVersion('flat', 1)).toEqual(first);
    expect(await db.storage.findVersionByJob('job-2')).toEqual(second);
    expect(await db.storage.findVersionByJob('job-x')).toBeNull();
    const history = await db.storage.listVersions('flat');
    expect(history.map((v) => [v.number, v.live, v.publishedBy?.email ?? null])).toEqual([
      [2, true, null],
      [1, false, 'ann@example.com'],
    ]);
    expect((await db.storage.buildsInUse('flat')).sort()).toEqual(['b1', 'b2']);
    await db.storage.removeTour('flat');
    expect((await db.storage.listVersions('flat'))[0]?.live).toBe(false);
  });

  it('writes neither the version nor the record when the record is invalid, nor twice for one job', async () => {
    await db.storage.publishVersion(version('flat', 'b1'));
    const broken = version('flat', 'b2', { record: sampleTour('flat', { startScene: 'attic' }) });
    expect(await errorOf(db.storage.publishVersion(broken))).toMatchObject({ code: 'invalid_tour' });
    await db.storage.publishVersion(version('flat', 'b3', { jobId: 'job-1' }));
    expect(
      await errorOf(db.storage.publishVersion(version('flat', 'b4', { jobId: 'job-1' }))),
    ).toBeInstanceOf(Error);
    expect((await db.storage.listVersions('flat')).map((v) => v.buildId)).toEqual(['b3', 'b1']);
    expect((await db.storage.getTour('flat'))?.tour.title).toBe('Build b3');
  });

  it('numbers versions published at once without a gap or a duplicate', async () => {
    const versions = await Promise.all(
      Array.from({ length: 8 }, (_, i) => db.storage.publishVersion(version('flat', `b${i}`))),
    );
    expect(versions.map((v) => v.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('makes the draft of an imported tour from its latest version, files included', async () => {
    await db.storage.publishVersion(version('flat', 'b1', { publishedBy: null }));
    const draft = await db.storage.getDraft('flat');
    expect(draft).toMatchObject({ revision: 1, updatedBy: null, manifest: { title: 'Build b1' } });
    expect(draft?.files).toEqual([
      expect.objectContaining({ name: 'living.jpg', kind: 'panorama', sha256: 'a'.repeat(64), problems: [] }),
    ]);
    expect(await db.storage.getDraft('flat')).toEqual(draft);
    expect(await db.storage.getDraft('none')).toBeNull();
  });

  it('rolls back by publishing an earlier version again, and lists drafts never published', async () => {
    await db.storage.publishVersion(version('flat', 'b1'));
    await db.storage.publishVersion(version('flat', 'b2'));
    const rolled = await db.storage.rollbackToVersion('flat', 1, bob, new Date('2026-03-01T00:00:00Z'));
    expect(rolled).toMatchObject({ number: 3, buildId: 'b1', rollbackOf: 1, publishedBy: bob });
    expect((await db.storage.getTour('flat'))?.tour).toMatchObject({
      title: 'Build b1',
      updatedAt: '2026-03-01T00:00:00.000Z',
    });
    expect(await db.storage.rollbackToVersion('flat', 9, bob)).toBeNull();
    await db.storage.createDraft('new-flat', manifest('New'), ann);
    expect(await db.storage.listUnpublishedDrafts()).toEqual([
      { code: 'new-flat', title: 'New', updatedAt: expect.any(String) as string },
    ]);
  });
});
