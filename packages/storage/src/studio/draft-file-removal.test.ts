import type { Manifest } from '@tourview/schema';
import { describe, expect, it } from 'vitest';
import { RevisionConflictError } from '../errors.js';
import { freshStorageEachTest } from '../testing/each-dialect.js';
import { DIALECTS } from '../testing/scratch-storage.js';

const ann = { id: 'u-ann', email: 'ann@example.com' };
const MANIFEST = { title: 'Flat', scenes: [], floorPlans: [] } as unknown as Manifest;

const file = (name: string, sha = 'a') => ({
  name,
  kind: 'panorama' as const,
  sha256: sha.repeat(64),
  bytes: 1000,
  uploadedBy: null,
  uploadedAt: '2026-01-01T00:00:00.000Z',
});

describe.each(DIALECTS)('removing, restoring and re-filing draft files on %s', (dialect) => {
  const db = freshStorageEachTest(dialect);

  it('keeps a removed file so it can be restored once, exactly as it was', async () => {
    await db.storage.createDraft('flat', MANIFEST, ann);
    await db.storage.putDraftFile('flat', file('living.jpg'));
    await db.storage.setDraftFileInspection('flat', 'living.jpg', 'a'.repeat(64), {
      width: 64,
      height: 32,
      problems: [],
    });
    const before = (await db.storage.getDraft('flat'))?.files;
    const removed = await db.storage.removeDraftFile('flat', 'living.jpg', ann);
    expect(removed).toMatchObject({ name: 'living.jpg', width: 64 });
    const after = await db.storage.getDraft('flat');
    expect(after?.files).toEqual([]);
    expect(after?.updatedBy).toEqual(ann);
    const restored = await db.storage.restoreDraftFile('flat', 'living.jpg', ann);
    expect(restored?.files).toEqual(before);
    expect(restored?.revision).toBe((after?.revision ?? 0) + 1);
    expect(await db.storage.restoreDraftFile('flat', 'living.jpg', ann)).toBeNull();
  });

  it('restores nothing a draft never had, nor another tour’s file, nor a name a new file took', async () => {
    await db.storage.createDraft('flat', MANIFEST, ann);
    await db.storage.createDraft('other', MANIFEST, ann);
    await db.storage.putDraftFile('flat', file('living.jpg'));
    expect(await db.storage.restoreDraftFile('flat', 'kitchen.jpg', ann)).toBeNull();
    await db.storage.removeDraftFile('flat', 'living.jpg', ann);
    expect(await db.storage.restoreDraftFile('other', 'living.jpg', ann)).toBeNull();
    await db.storage.putDraftFile('flat', file('living.jpg', 'b'));
    expect(await db.storage.restoreDraftFile('flat', 'living.jpg', ann)).toBeNull();
    expect((await db.storage.getDraft('flat'))?.files.map((f) => f.sha256)).toEqual(['b'.repeat(64)]);
    const revision = (await db.storage.getDraft('flat'))?.revision;
    expect(await db.storage.removeDraftFile('flat', 'none.jpg', ann)).toBeNull();
    expect((await db.storage.getDraft('flat'))?.revision).toBe(revision);
  });

  it('re-files a file and saves the manifest in one change, only from the current revision', async () => {
    const draft = await db.storage.createDraft('flat', MANIFEST, ann);
    await db.storage.putDraftFile('flat', file('plan.jpg'));
    await db.storage.setDraftFileInspection('flat', 'plan.jpg', 'a'.repeat(64), { problems: [] });
    const current = await db.storage.getDraft('flat');
    const manifest = { ...MANIFEST, title: 'Re-filed' } as Manifest;
    const stale = { name: 'plan.jpg', kind: 'plan' as const, manifest, ifRevision: draft.revision };
    expect(await db.storage.refileDraftFile('flat', stale, ann).catch((e: unknown) => e)).toBeInstanceOf(
      RevisionConflictError,
    );
    const ifRevision = current?.revision ?? 0;
    const missing = { name: 'none.jpg', kind: 'plan' as const, manifest, ifRevision };
    expect(await db.storage.refileDraftFile('flat', missing, ann)).toBeNull();
    expect((await db.storage.getDraft('flat'))?.manifest.title).toBe('Flat');
    const refiled = await db.storage.refileDraftFile('flat', { ...missing, name: 'plan.jpg' }, ann);
    expect(refiled?.revision).toBe(ifRevision + 1);
    expect(refiled?.manifest.title).toBe('Re-filed');
    expect(refiled?.files).toEqual([
      expect.objectContaining({ name: 'plan.jpg', kind: 'plan', problems: null }),
    ]);
  });
});
