import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Job, StorageOptions } from '@tourview/storage';
import type { ChildMessage, RunMessage } from './job-messages.js';
import { childExecArgv, MODULE_EXTENSION } from '../config/running-from.js';

const CHILD_ENTRY = new URL(`./job-child${MODULE_EXTENSION}`, import.meta.url);

/** A job running in a process of its own. */
export interface JobProcess {
  /** Resolves with what the job reported last, or a failure naming how the process ended. */
  outcome: Promise<Extract<ChildMessage, { type: 'done' | 'failed' }>>;
  kill(): void;
}

/**
 * Forks a process for one job, so that tiling (CPU-heavy, memory-hungry) never blocks the API's
 * event loop and a crash takes down only that job.
 */
export function startJobProcess(
  job: Job,
  options: { storageOptions: StorageOptions; kindsModule: string },
  onProgress: (progress: { fraction: number; message: string }) => void,
): JobProcess {
  const child = fork(fileURLToPath(CHILD_ENTRY), [], {
    execArgv: childExecArgv(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const run: RunMessage = { type: 'run', job, ...options };
  let last: Extract<ChildMessage, { type: 'done' | 'failed' }> | null = null;
  child.on('message', (message: ChildMessage) => {
    if (message.type === 'ready') child.send(run);
    else if (message.type === 'progress')
      onProgress({ fraction: message.fraction, message: message.message });
    else last = message;
  });
  const outcome = new Promise<Extract<ChildMessage, { type: 'done' | 'failed' }>>((resolve) => {
    child.once('exit', (code, signal) =>
      resolve(
        last ?? {
          type: 'failed',
          error: `the job's process ended unexpectedly (${signal ?? `exit ${code}`})`,
        },
      ),
    );
    child.once('error', (error) =>
      resolve({ type: 'failed', error: `the job's process failed: ${error.message}` }),
    );
  });
  return { outcome, kill: () => child.kill('SIGKILL') };
}
