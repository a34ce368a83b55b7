import { Worker } from 'node:worker_threads';
import { buildSampleLut, sampleThroughLut } from './sampling.js';
import { TourError } from '../errors.js';

/** A job for a pool thread: build a lookup table, or sample an image through one. */
export type PoolJob =
  { type: 'lut'; args: Parameters<typeof buildSampleLut> } | { type: 'sample'; args: SampleArgs };

/**
 * A sample job's arguments: the table, the equirect's mips, how the image reads the table, and
 * the buffer to write, which moves to the thread and comes back as the job's result, so a
 * caller can reuse one buffer for image after image.
 */
type SampleArgs = Parameters<typeof sampleThroughLut>;

// The kernel travels as source text: a worker then needs no TypeScript loader and starts in
// milliseconds, both under tsx and under the test runner. `__name` covers transpilers that
// wrap named inner functions with a helper of that name.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const __name = (f) => f;
${buildSampleLut.toString()}
${sampleThroughLut.toString()}
parentPort.on('message', ({ id, job }) => {
  try {
    if (job.type === 'lut') {
      parentPort.postMessage({ id, result: buildSampleLut(...job.args) });
    } else {
      const [lut, mips, reading, out] = job.args;
      sampleThroughLut(lut, mips, reading, out);
      parentPort.postMessage({ id, result: out }, [out.buffer]);
    }
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) });
  }
});
`;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (reason: Error) => void;
}

/** A fixed set of worker threads running reprojection jobs, first come first served. */
export class WorkerPool {
  private readonly idle: Worker[] = [];
  private readonly queue: { id: number; job: PoolJob }[] = [];
  private readonly pending = new Map<number, Pending>();
  private readonly workers: Worker[];
  /** Threads to replace once their job is done (see `recycle`). */
  private readonly stale = new Set<Worker>();
  /** Replaced threads: their exit is expected. */
  private readonly retired = new WeakSet<Worker>();
  private readonly stopping: Promise<number>[] = [];
  private nextId = 0;
  /** Set once a thread died: every job, queued or new, fails with it. */
  private failure: Error | undefined;

  constructor(size: number) {
    this.workers = Array.from({ length: Math.max(1, size) }, () => this.spawn());
  }

  /** How many threads run jobs at once. */
  get threads(): number {
    return this.workers.length;
  }

  /** Runs a job on the next free thread. */
  run(job: {
    type: 'lut';
    args: Parameters<typeof buildSampleLut>;
  }): Promise<ReturnType<typeof buildSampleLut>>;
  run(job: { type: 'sample'; args: SampleArgs }): Promise<Uint8Array<ArrayBuffer>>;
  run(job: PoolJob): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      this.pending.set(id, { resolve, reject });
      this.queue.push({ id, job });
      this.dispatch();
    });
  }

  /**
   * Replaces every thread with a fresh one as soon as it is idle. Whatever a thread's jobs were
   * sent, such as a whole decoded panorama in shared memory, stays alive in its heap until the
   * thread collects garbage, which a thread with little to do may not do for a long time; a
   * fresh thread holds nothing, so the memory is free once the caller lets go of it too.
   */
  recycle(): void {
    for (const worker of this.workers) this.stale.add(worker);
    for (const worker of [...this.idle]) this.replace(worker);
  }

  /** Stops every thread; pending jobs fail. */
  async close(): Promise<void> {
    this.fail(new TourError('reprojection_failed', 'The worker pool was closed.'));
    await Promise.all([...this.workers.map((w) => w.terminate()), ...this.stopping]);
  }

  private replace(worker: Worker): void {
    this.stale.delete(worker);
    this.retired.add(worker);
    this.idle.splice(this.idle.indexOf(worker), 1);
    this.workers.splice(this.workers.indexOf(worker), 1, this.spawn());
    this.stopping.push(worker.terminate());
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.pending.values()) reject(this.failure);
    this.pending.clear();
    this.queue.length = 0;
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.on('message', (msg: { id: number; result?: unknown; error?: string }) => {
      const entry = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      this.idle.push(worker);
      if (this.stale.has(worker)) this.replace(worker);
      if (msg.error !== undefined)
        entry?.reject(new TourError('reprojection_failed', `Reprojection failed: ${msg.error}`));
      else entry?.resolve(msg.result);
      this.dispatch();
    });
    // A thread that dies (out of memory, say) takes its job with it; fail everything rather
    // than wait forever for an answer that will not come.
    worker.on('error', (error) => {
      if (this.retired.has(worker)) return;
      this.fail(
        new TourError('reprojection_failed', `A reprojection thread failed: ${error.message}`, [], {
          cause: error,
        }),
      );
    });
    worker.on('exit', (code) => {
      if (this.retired.has(worker)) return;
      this.fail(new TourError('reprojection_failed', `A reprojection thread stopped (exit code ${code}).`));
    });
    this.idle.push(worker);
    return worker;
  }

  private dispatch(): void {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      const worker = this.idle.pop();
      if (!worker) {
        this.queue.unshift(next);
        return;
      }
      worker.postMessage(next, next.job.type === 'sample' ? [next.job.args[3].buffer] : []);
    }
  }
}
