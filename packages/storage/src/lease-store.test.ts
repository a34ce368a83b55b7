import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from './testing/each-dialect.js';
import { DIALECTS } from './testing/scratch-storage.js';

const LEASE_MS = 30_000;
const T0 = 1_800_000_000_000;

describe.each(DIALECTS)('leases on %s', (dialect) => {
  const db = freshStorageEachTest(dialect);

  it('lets one of many simultaneous takers hold a name', async () => {
    const owners = Array.from({ length: 8 }, (_, i) => `owner-${i}`);
    const taken = await Promise.all(
      owners.map((o) => db.storage.takeLease('import:abc123', o, LEASE_MS, T0)),
    );
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await db.storage.takeLease('import:other1', 'owner-0', LEASE_MS, T0)).toBe(true);
  });

  it('frees a name on release and, for a holder that stopped renewing, when its lease runs out', async () => {
    expect(await db.storage.takeLease('n', 'a', LEASE_MS, T0)).toBe(true);
    await db.storage.releaseLease('n', 'someone else');
    expect(await db.storage.takeLease('n', 'b', LEASE_MS, T0 + 1)).toBe(false);
    await db.storage.releaseLease('n', 'a');
    expect(await db.storage.takeLease('n', 'b', LEASE_MS, T0 + 2)).toBe(true);
    expect(await db.storage.takeLease('n', 'c', LEASE_MS, T0 + LEASE_MS)).toBe(false);
    expect(await db.storage.takeLease('n', 'c', LEASE_MS, T0 + 2 + LEASE_MS)).toBe(true);
    expect(await db.storage.renewLease('n', 'b', LEASE_MS, T0 + 3 + LEASE_MS)).toBe(false);
  });

  it('keeps a renewed lease past its first term', async () => {
    await db.storage.takeLease('n', 'a', LEASE_MS, T0);
    expect(await db.storage.renewLease('n', 'a', LEASE_MS, T0 + LEASE_MS - 1)).toBe(true);
    expect(await db.storage.takeLease('n', 'b', LEASE_MS, T0 + LEASE_MS + 1)).toBe(false);
  });

  it('hands a name over from a named holder only while that holder has it', async () => {
    await db.storage.takeLease('n', 'dead', LEASE_MS, T0);
    expect(await db.storage.leaseOwner('n')).toBe('dead');
    expect(await db.storage.takeLeaseFrom('n', 'dead', 'a', LEASE_MS, T0 + 1)).toBe(true);
    expect(await db.storage.takeLeaseFrom('n', 'dead', 'b', LEASE_MS, T0 + 2)).toBe(false);
    expect(await db.storage.leaseOwner('n')).toBe('a');
    expect(await db.storage.leaseOwner('free')).toBeUndefined();
  });
});
