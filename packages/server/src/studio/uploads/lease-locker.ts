import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LeaseStore } from '@tourview/storage';
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';

/** How a shared upload lock is held: its lease, renewal, and how long a request waits for it. */
export interface LeaseLockTiming {
  leaseMs: number;
  renewMs: number;
  retryMs: number;
  acquireTimeoutMs: number;
}

const TIMING: LeaseLockTiming = { leaseMs: 30_000, renewMs: 10_000, retryMs: 200, acquireTimeoutMs: 30_000 };

/**
 * tus's lock on an upload, held across instances. tus's own lock lives in one process, but
 * behind a load balancer a browser's retried PATCH can reach another instance while its first
 * attempt still writes there, and both would append to the same upload in the bucket. So a
 * request takes the in-process lock first (through which a newer request of this instance asks
 * a half-open older one to let go, as tus intends) and then a lease on the database every
 * instance shares, renewed while the request runs and lapsing if its instance dies.
 */
export class LeaseLocker implements Locker {
  private readonly local: MemoryLocker;

  constructor(
    private readonly leases: LeaseStore,
    private readonly timing: LeaseLockTiming = TIMING,
  ) {
    this.local = new MemoryLocker({ acquireLockTimeout: timing.acquireTimeoutMs });
  }

  newLock(id: string): Lock {
    return new LeaseLock(`upload:${id}`, this.local.newLock(id), this.leases, this.timing);
  }
}

class LeaseLock implements Lock {
  private readonly owner = randomUUID();
  private renewal: NodeJS.Timeout | undefined;

  constructor(
    private readonly name: string,
    private readonly local: Lock,
    private readonly leases: LeaseStore,
    private readonly timing: LeaseLockTiming,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    await this.local.lock(signal, requestRelease);
    try {
      await this.takeShared(signal);
    } catch (error) {
      await this.local.unlock();
      throw error;
    }
    this.renewal = setInterval(() => {
      void this.leases.renewLease(this.name, this.owner, this.timing.leaseMs).catch(() => undefined);
    }, this.timing.renewMs);
    this.renewal.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    try {
      await this.leases.releaseLease(this.name, this.owner);
    } finally {
      await this.local.unlock();
    }
  }

  private async takeShared(signal: AbortSignal): Promise<void> {
    const deadline = Date.now() + this.timing.acquireTimeoutMs;
    while (!(await this.leases.takeLease(this.name, this.owner, this.timing.leaseMs))) {
      if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await sleep(this.timing.retryMs);
    }
  }
}
