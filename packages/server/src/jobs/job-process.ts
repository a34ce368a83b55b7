import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Job, StorageOptions } from '@tourview/storage';
import type { JobSettings } from './job-kinds.js';
import type { ChildMessage, RunMessage } from './job-messages.js';
import { childExecArgv, MODULE_EXTENSION } from '../config/running-from.js';

const CHILD_ENTRY = new URL(`./job-child${MODULE_EXTENSION}`, import.meta.url);

/** How a job ended: its result with how long it waited for its process to be ready, or a failure. */
export type JobOutcome =
  (Extract<ChildMessage, { type: 'done' }> & { startMs: number }) | Extract<ChildMessage, { type: 'failed' }>;

/** A job running in a process of its own. */
export interface JobProcess {
  /** Resolves with what the job reported last, or a failure naming how the process ended. */
  outcome: Promise<JobOutcome>;
  kill(): void;
}

/** Where job processes find storage and the job kinds. */
export interface JobProcessOptions {
  storageOptions: StorageOptions;
  settings: JobSettings;
  kindsModule: string;
}

/** Starts job processes, one per job, each started before its job comes. */
export interface JobProcesses {
  start(job: Job, onProgress: (progress: { fraction: number; message: string }) => void): JobProcess;
  /** Ends the process waiting for a job. */
  close(): void;
}

/** A job process started ahead of its job; `ready` once it has loaded the kinds' handlers. */
interface SpareProcess {
  child: ChildProcess;
  isReady: () => boolean;
}

function forkSpare(kindsModule: string): SpareProcess {
  const child = fork(fileURLToPath(CHILD_ENTRY), [kindsModule], {
    execArgv: childExecArgv(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let ready = false;
  child.on('message', (message: ChildMessage) => {
    if (message.type === 'ready') ready = true;
  });
  // A spare that dies before its job comes is replaced when the job comes.
  child.on('error', () => undefined);
  return { child, isReady: () => ready };
}

/** Processes kept waiting at most: each holds Node, storage and the tiler, some 100 MB. */
const MAX_SPARES = 2;

/**
 * Job processes, each running one job, so that tiling (CPU-heavy, memory-hungry) never blocks
 * the API's event loop, a crash takes down only that job, and a job's memory is given back
 * when it ends. Up to `spares` processes wait ahead, having loaded Node, storage and the tiler
 * (about a second of CPU, several under load), so a claimed job starts at once; one is started
 * again when a job ends, not when it starts, so that it never competes with the job it follows.
 */
export function createJobProcesses(options: JobProcessOptions & { spares: number }): JobProcesses {
  const { spares: wanted, ...where } = options;
  const count = Math.min(wanted, MAX_SPARES);
  const spares: SpareProcess[] = [];
  let busy = 0;
  let closed = false;
  const refill = () => {
    while (!closed && spares.length + busy < count) spares.push(forkSpare(where.kindsModule));
  };
  const take = (): SpareProcess => {
    for (let spare = spares.shift(); spare; spare = spares.shift()) {
      if (spare.child.exitCode === null && spare.child.connected) return spare;
    }
    return forkSpare(where.kindsModule);
  };
  refill();
  return {
    start(job, onProgress) {
      busy += 1;
      const running = runIn(take(), { type: 'run', job, ...where }, onProgress);
      void running.outcome.then(() => {
        busy -= 1;
        refill();
      });
      return running;
    },
    close() {
      closed = true;
      for (const spare of spares.splice(0)) spare.child.kill('SIGKILL');
    },
  };
}

function runIn(
  spare: SpareProcess,
  run: RunMessage,
  onProgress: (progress: { fraction: number; message: string }) => void,
): JobProcess {
  const { child } = spare;
  const claimed = performance.now();
  let startMs = 0;
  const send = () => {
    startMs = Math.round(performance.now() - claimed);
    child.send(run);
  };
  let last: JobOutcome | null = null;
  child.on('message', (message: ChildMessage) => {
    if (message.type === 'ready') send();
    else if (message.type === 'progress')
      onProgress({ fraction: message.fraction, message: message.message });
    else last = message.type === 'done' ? { ...message, startMs } : message;
  });
  if (spare.isReady()) send();
  const outcome = new Promise<JobOutcome>((resolve) => {
    const ended = (code: number | null, signal: NodeJS.Signals | null) =>
      resolve(
        last ?? {
          type: 'failed',
          error: `the job's process ended unexpectedly (${signal ?? `exit ${code}`})`,
        },
      );
    if (child.exitCode !== null || child.signalCode !== null) ended(child.exitCode, child.signalCode);
    else child.once('exit', ended);
    child.once('error', (error) =>
      resolve({ type: 'failed', error: `the job's process failed: ${error.message}` }),
    );
  });
  return { outcome, kill: () => child.kill('SIGKILL') };
}
