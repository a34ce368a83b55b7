import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startWorker } from './pool-worker-start.js';
import type { SceneData } from './trace/trace-scene.js';
import type { WorkerTask } from './worker.js';

/** Worker threads that share one scene and run tasks in parallel. */
export interface WorkerPool {
  run(tasks: readonly WorkerTask[], onDone?: (done: number) => void): Promise<(Float32Array | null)[]>;
  close(): Promise<void>;
}

/** Starts one worker per CPU core, each with its own copy of the scene. */
export function startPool(data: SceneData): WorkerPool {
  const workers = Array.from({ length: availableParallelism() }, () => startWorker(data));
  const runOn = (worker: Worker, task: WorkerTask) =>
    new Promise<Float32Array | null>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.postMessage(task);
    }).finally(() => worker.removeAllListeners('error'));

  return {
    async run(tasks, onDone) {
      const results: (Float32Array | null)[] = new Array(tasks.length).fill(null);
      let next = 0;
      let done = 0;
      await Promise.all(
        workers.map(async (worker) => {
          while (next < tasks.length) {
            const index = next++;
            const task = tasks[index];
            if (task) results[index] = await runOn(worker, task);
            onDone?.(++done);
          }
        }),
      );
      return results;
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
