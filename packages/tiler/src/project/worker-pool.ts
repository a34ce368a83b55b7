import { Worker } from 'node:worker_threads';
import { REMAP_ADDON_FILE, remapAddon } from './remap-addon.js';
import { newSampleLut, type buildSampleLut, type sampleThroughLut } from './sampling.js';
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

// The compiled kernel and table builder are loaded from their file, and the function that
// makes an empty table travels as source text: a worker then needs no TypeScript loader and
// starts in milliseconds, both under tsx and under the test runner. `__name` covers
// transpilers that wrap named inner functions with a helper of that name.
//
// A thread collects its garbage when asked (see `release`): once the flag is set, V8 hands
// `gc` to every context made after, which exposes the function and changes nothing else.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
require('node:v8').setFlagsFromString('--expose-gc');
const collectGarbage = require('node:vm').runInNewContext('gc');
const __name = (f) => f;
const { sample, fillTable } = require(${JSON.stringify(REMAP_ADDON_FILE)});
${newSampleLut.toString()}
parentPort.on('message', ({ id, job }) => {
  if (job.type === 'release') return collectGarbage();
  try {
    if (job.type === 'lut') {
      const [projection, eqWidth, eqHeight, maxMip] = job.args;
      const lut = newSampleLut(projection, maxMip);
      fillTable(projection, eqWidth, eqHeight, maxMip, lut);
      parentPort.postMessage({ id, result: lut });
    } else {
      const [lut, mips, reading, out] = job.args;
      sample(lut, mips, reading, out);
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
  private nextId = 0;
  /** Set once a thread died: every job, queued or new, fails with it. */
  private failure: Error | undefined;

  constructor(size: number) {
    // Fails here, with how to build it, when the kernel is not built, rather than in each thread.
    remapAddon();
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
   * Has every thread collect its garbage once its current job is done. Whatever a thread's jobs
   * were sent, such as a whole decoded panorama in shared memory, stays alive in its heap until
   * the thread collects garbage, which a thread with little to do may not do for a long time;
   * collected, the memory is free once the caller lets go of it too. The threads themselves
   * stay: a fresh thread would run its first image through the kernel before V8 optimised it,
   * about 0.2 s more per thread (measured on an 8192-px panorama's faces).
   */
  release(): void {
    for (const worker of this.workers) worker.postMessage({ id: -1, job: { type: 'release' } });
  }

  /** Stops every thread; pending jobs fail. */
  async close(): Promise<void> {
    this.fail(new TourError('reprojection_failed', 'The worker pool was closed.'));
    await Promise.all(this.workers.map((w) => w.terminate()));
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
      if (msg.error !== undefined)
        entry?.reject(new TourError('reprojection_failed', `Reprojection failed: ${msg.error}`));
      else entry?.resolve(msg.result);
      this.dispatch();
    });
    // A thread that dies (out of memory, say) takes its job with it; fail everything rather
    // than wait forever for an answer that will not come.
    worker.on('error', (error) => {
      this.fail(
        new TourError('reprojection_failed', `A reprojection thread failed: ${error.message}`, [], {
          cause: error,
        }),
      );
    });
    worker.on('exit', (code) => {
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
