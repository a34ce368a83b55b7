import type { Job, StorageOptions } from '@tourview/storage';
import type { JobSettings } from './job-kinds.js';

/** What the runner sends a job process: the one job to run and where storage lives. */
export interface RunMessage {
  type: 'run';
  job: Job;
  storageOptions: StorageOptions;
  settings: JobSettings;
  /** URL of the module exporting `JOB_KINDS`. */
  kindsModule: string;
}

/** What a job process reports back. */
export type ChildMessage =
  | { type: 'ready' }
  | { type: 'progress'; fraction: number; message: string }
  | {
      type: 'done';
      result: unknown;
      /** How long the job's handler took to load (next to nothing when loaded ahead). */
      loadMs: number;
      /** The process's peak resident memory. */
      peakRssMb: number;
      /**
       * CPU time the process spent on the job, every thread of it (reprojection, encoders)
       * counted: what a busy machine distorts less than the wall time.
       */
      cpuMs: number;
    }
  | { type: 'failed'; error: string };
