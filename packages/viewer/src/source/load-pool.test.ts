import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbortedError, HttpError } from '../errors.js';
import { LoadPool } from './load-pool.js';

const NO_RETRY = { retries: 0, baseDelayMs: 10, maxDelayMs: 10 };

/** A loader whose loads the test settles by hand. */
function manualLoader() {
  const started: string[] = [];
  const aborted: string[] = [];
  const pending = new Map<string, { resolve: (v: string) => void; reject: (e: unknown) => void }>();
  const loader = (key: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      started.push(key);
      pending.set(key, { resolve, reject });
      signal.addEventListener('abort', () => {
        aborted.push(key);
        reject(new AbortedError());
      });
    });
  return { loader, started, aborted, pending };
}

describe('load pool', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at most `concurrency` loads, lowest priority number first', async () => {
    const { loader, started, pending } = manualLoader();
    const pool = new LoadPool(loader, 2, NO_RETRY);
    void pool.request('a', 5);
    void pool.request('b', 9);
    void pool.request('c', 1);
    void pool.request('d', 3);
    expect(started).toEqual(['a', 'b']);
    pending.get('a')?.resolve('A');
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('re-requesting a queued key updates its priority instead of loading twice', async () => {
    const { loader, started, pending } = manualLoader();
    const pool = new LoadPool(loader, 1, NO_RETRY);
    void pool.request('busy', 0);
    void pool.request('x', 5);
    void pool.request('y', 6);
    expect(pool.request('y', 1)).toBeUndefined();
    pending.get('busy')?.resolve('B');
    await vi.runAllTimersAsync();
    expect(started).toEqual(['busy', 'y']);
  });

  it('cancels queued and running loads that are no longer wanted', async () => {
    const { loader, started, aborted } = manualLoader();
    const pool = new LoadPool(loader, 1, NO_RETRY);
    const running = pool.request('run', 0);
    const queued = pool.request('queued', 1);
    void pool.request('kept', 2);
    pool.retain(new Set(['kept']));
    await expect(running).rejects.toBeInstanceOf(AbortedError);
    await expect(queued).rejects.toBeInstanceOf(AbortedError);
    expect(aborted).toEqual(['run']);
    expect(started).toEqual(['run', 'kept']);
    expect(pool.has('kept')).toBe(true);
  });

  it('retries network errors with back-off, then gives up', async () => {
    let calls = 0;
    const pool = new LoadPool(
      () => {
        calls += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
      1,
      { retries: 2, baseDelayMs: 100, maxDelayMs: 1000 },
    );
    const result = pool.request('t', 0);
    const settled = expect(result).rejects.toBeInstanceOf(TypeError);
    await vi.advanceTimersByTimeAsync(99);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toBe(3);
    await settled;
  });

  it('does not retry a 404', async () => {
    let calls = 0;
    const pool = new LoadPool(
      (key) => {
        calls += 1;
        return Promise.reject(new HttpError(404, key));
      },
      1,
      { retries: 3, baseDelayMs: 10, maxDelayMs: 10 },
    );
    await expect(pool.request('missing', 0)).rejects.toBeInstanceOf(HttpError);
    await vi.runAllTimersAsync();
    expect(calls).toBe(1);
  });

  it('a retry that succeeds resolves the original request', async () => {
    let calls = 0;
    const pool = new LoadPool(
      () => (++calls < 2 ? Promise.reject(new HttpError(503, 'u')) : Promise.resolve('ok')),
      1,
      { retries: 3, baseDelayMs: 10, maxDelayMs: 10 },
    );
    const result = pool.request('t', 0);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('ok');
  });
});
