import { Worker } from 'node:worker_threads';

/**
 * Starts `worker.ts` in a thread. Node 20 threads do not inherit the TypeScript loader the
 * script runs under, so the thread first loads it through tsx's API, then the worker module.
 */
export function startWorker(data: unknown): Worker {
  const url = new URL('./worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(url)}, ${JSON.stringify(url)}))`;
  return new Worker(boot, { eval: true, workerData: data });
}
