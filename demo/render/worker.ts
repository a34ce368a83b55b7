import { parentPort, workerData } from 'node:worker_threads';
import { renderRows, type RowJob } from './pano/render-rows.js';
import { bakeTexels, texelIsLive } from './trace/bake.js';
import { traceScene, type SceneData } from './trace/trace-scene.js';

/** A unit of work for a worker thread; buffers are shared, never copied. */
export type WorkerTask =
  | { kind: 'live'; live: SharedArrayBuffer; from: number; to: number }
  | {
      kind: 'bake';
      live: SharedArrayBuffer;
      previous: SharedArrayBuffer | null;
      target: SharedArrayBuffer;
      range: { from: number; to: number; pass: number; samples: number };
    }
  | { kind: 'render'; map: SharedArrayBuffer; job: RowJob };

const scene = traceScene(workerData as SceneData);

function run(task: WorkerTask): Float32Array<ArrayBuffer> | null {
  if (task.kind === 'live') {
    const live = new Uint8Array(task.live);
    for (let t = task.from; t < task.to; t++) live[t] = texelIsLive(scene, t) ? 1 : 0;
    return null;
  }
  if (task.kind === 'bake') {
    const floats = (buffer: SharedArrayBuffer | null) => (buffer ? new Float32Array(buffer) : null);
    const inputs = {
      live: new Uint8Array(task.live),
      previous: floats(task.previous),
    };
    bakeTexels(scene, inputs, new Float32Array(task.target), task.range);
    return null;
  }
  return renderRows(scene, new Float32Array(task.map), task.job);
}

parentPort?.on('message', (task: WorkerTask) => {
  const result = run(task);
  parentPort?.postMessage(result, result ? [result.buffer] : []);
});
