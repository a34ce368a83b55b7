import { ERRORS } from '@tus/server';
import { openStorage, type Storage } from '@tourview/storage';
import { DIALECTS, scratchStorage, type ScratchStorage } from '@tourview/storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeaseLocker } from './lease-locker.js';

const FAST = { leaseMs: 2_000, renewMs: 500, retryMs: 20, acquireTimeoutMs: 400 };

describe.each(DIALECTS)('the upload lock shared by instances, on %s', (dialect) => {
  let scratch: ScratchStorage;
  let storage: Storage;
  beforeAll(async () => {
    scratch = await scratchStorage(dialect);
    storage = await openStorage(scratch.options);
  });
  afterAll(async () => {
    await storage.close();
    await scratch.remove();
  });

  // Two instances: each its own locker (own in-process locks), one database between them.
  const instances = () => [new LeaseLocker(storage, FAST), new LeaseLocker(storage, FAST)] as const;
  const noRelease = async () => undefined;

  it('keeps a second instance out until the first lets go', async () => {
    const [a, b] = instances();
    const first = a.newLock('flat.1');
    await first.lock(new AbortController().signal, noRelease);
    const second = b.newLock('flat.1');
    let taken = false;
    const waiting = second.lock(new AbortController().signal, noRelease).then(() => (taken = true));
    await new Promise((r) => setTimeout(r, 150));
    expect(taken).toBe(false);
    await first.unlock();
    await waiting;
    expect(taken).toBe(true);
    await second.unlock();
  });

  it('times out, as tus expects, when the other instance keeps the upload', async () => {
    const [a, b] = instances();
    const held = a.newLock('flat.2');
    await held.lock(new AbortController().signal, noRelease);
    await expect(b.newLock('flat.2').lock(new AbortController().signal, noRelease)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    // The failed attempt left nothing behind: once released, the upload can be locked again.
    await held.unlock();
    const again = b.newLock('flat.2');
    await again.lock(new AbortController().signal, noRelease);
    await again.unlock();
  });

  it('renews a held lock past its lease, and locks other uploads independently', async () => {
    const [a, b] = instances();
    const held = a.newLock('flat.3');
    await held.lock(new AbortController().signal, noRelease);
    await new Promise((r) => setTimeout(r, FAST.leaseMs + 300));
    expect(await storage.leaseOwner('upload:flat.3')).toBeDefined();
    await expect(b.newLock('flat.3').lock(new AbortController().signal, noRelease)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    const other = b.newLock('flat.4');
    await other.lock(new AbortController().signal, noRelease);
    await Promise.all([held.unlock(), other.unlock()]);
  });
});
