import { Worker } from 'node:worker_threads';

export interface PacedPostsOptions {
  url: string;
  perSecond: number;
  seconds: number;
  /**
   * Sent at the same pace before the timed `seconds`, and not timed: the sender's connections
   * opening at once and its code running for the first time stalled the first 100–300 ms of
   * every run, 1–2 % of its requests, enough to be the p99 by themselves.
   */
  warmupSeconds: number;
  connections: number;
  headers: Record<string, string>;
  /** The request bodies, sent in turn. */
  bodies: string[];
}

export interface PacedPostsResult {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * POSTs at an even pace from a thread of its own (see `paced-posts-thread.ts`), whose heap is
 * fresh: run in the bench's own thread, after autocannon and the other database's run had
 * filled that heap, its young-generation collections stalled the sender for 15 ms every second
 * or two, and the timings (taken from when each request was due) charged those stalls to the
 * server.
 */
export function pacedPosts(options: PacedPostsOptions): Promise<PacedPostsResult> {
  const worker = new Worker(new URL('./paced-posts-thread.ts', import.meta.url), { workerData: options });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The paced sender stopped (exit code ${code}).`)));
  });
}
