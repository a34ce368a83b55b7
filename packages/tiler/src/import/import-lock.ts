import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Storage } from '@tourview/storage';
import { TourError } from '../errors.js';
import { isAlive } from './staging.js';

/** A killed import on another machine blocks its tour for at most this long. */
const LEASE_MS = 30_000;
/** Renewed well before it runs out, so a slow database round trip never loses it. */
const RENEW_MS = 10_000;

/** The hold an import keeps on its tour; release it when the import ends, however it ends. */
export interface ImportLock {
  release(): Promise<void>;
}

/** Owners are `host:pid:nonce`, so an import can tell a holder on its own machine that was killed. */
function newOwner(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

function killedHere(owner: string): boolean {
  const [host, pid] = owner.split(':');
  return host === hostname() && pid !== undefined && !isAlive(Number(pid));
}

async function take(storage: Storage, name: string, owner: string): Promise<boolean> {
  if (await storage.takeLease(name, owner, LEASE_MS)) return true;
  const holder = await storage.leaseOwner(name);
  return holder !== undefined && killedHere(holder) && storage.takeLeaseFrom(name, holder, owner, LEASE_MS);
}

/**
 * Holds a tour for one import, across processes and machines (a lease row in storage): a
 * second import of the same tour fails at once with `tour_busy` rather than waiting, so its
 * caller sees why and can run it again; meanwhile neither removes the other's build.
 */
export async function lockTourForImport(storage: Storage, code: string): Promise<ImportLock> {
  const name = `import:${code}`;
  const owner = newOwner();
  if (!(await take(storage, name, owner))) {
    throw new TourError('tour_busy', `Another import of tour "${code}" is running; try again when it ends.`);
  }
  const renewal = setInterval(() => {
    // A failed renewal is retried at the next tick; the lease outlives two missed ones.
    storage.renewLease(name, owner, LEASE_MS).catch(() => undefined);
  }, RENEW_MS);
  renewal.unref();
  return {
    async release() {
      clearInterval(renewal);
      await storage.releaseLease(name, owner);
    },
  };
}
