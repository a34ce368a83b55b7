import type { Manifest } from '@tourview/schema';
import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../testing/each-dialect.js';
import { DIALECTS } from '../testing/scratch-storage.js';

const ann = { id: 'u-ann', email: 'ann@example.com' };
const bob = { id: 'u-bob', email: 'bob@example.com' };
const LIMITS = { perAccountBytes: 1_000, perTourBytes: 1_500 };
const NOW = new Date('2026-03-02T09:00:00Z');
const LATER = new Date('2026-03-03T09:00:00Z');
const EMPTY = { title: 'Flat', scenes: [], floorPlans: [] } as unknown as Manifest;

describe.each(DIALECTS)('upload quotas on %s', (dialect) => {
  const db = freshStorageEachTest(dialect);
  let next = 0;
  const reserve = (account: typeof ann, tourCode: string, bytes: number, now = NOW) =>
    db.storage.reserveUpload(
      { id: `up-${(next += 1)}`, tourCode, account, bytes, now, expiresAt: LATER },
      LIMITS,
    );

  it('counts an account’s unfinished uploads and refuses the one that would go over, with the numbers', async () => {
    expect(await reserve(ann, 'flat', 600)).toBeNull();
    expect(await reserve(ann, 'barn', 500)).toEqual({
      scope: 'account',
      limit: 1_000,
      used: 600,
      requested: 500,
    });
    expect(await reserve(ann, 'barn', 400)).toBeNull();
    expect(await reserve(bob, 'barn', 900)).toBeNull();
  });

  it('counts a tour’s unfinished uploads and its stored files, whoever uploaded them', async () => {
    await db.storage.createDraft('flat', EMPTY, null);
    const file = {
      kind: 'panorama' as const,
      sha256: 'a'.repeat(64),
      problems: null,
      uploadedAt: NOW.toISOString(),
    };
    await db.storage.putDraftFile('flat', { ...file, name: 'a.jpg', bytes: 700, uploadedBy: ann.email });
    expect(await reserve(bob, 'flat', 600)).toBeNull();
    expect(await reserve(bob, 'flat', 300)).toEqual({
      scope: 'tour',
      limit: 1_500,
      used: 1_300,
      requested: 300,
    });
    expect(await reserve(ann, 'barn', 400)).toEqual({
      scope: 'account',
      limit: 1_000,
      used: 700,
      requested: 400,
    });
  });

  it('frees what a released or expired upload held', async () => {
    const id = 'up-released';
    await db.storage.reserveUpload(
      { id, tourCode: 'flat', account: ann, bytes: 900, now: NOW, expiresAt: LATER },
      LIMITS,
    );
    expect(await reserve(ann, 'flat', 200)).not.toBeNull();
    await db.storage.releaseUpload(id);
    expect(await reserve(ann, 'flat', 200)).toBeNull();
    expect(await reserve(ann, 'flat', 800, new Date(LATER.getTime() + 1))).toBeNull();
  });

  it('never lets uploads reserved at once go over together', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => reserve(ann, 'flat', 300)));
    expect(answers.filter((a) => a === null)).toHaveLength(3);
  });
});
