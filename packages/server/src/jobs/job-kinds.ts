import type { Job, Storage, StorageOptions } from '@tourview/storage';

/** The instance's configuration that jobs follow. */
export interface JobSettings {
  /** Inspections look for faces to propose for blurring (`FACE_PROPOSALS`). */
  faceProposals: boolean;
}

/** What a job's handler gets besides the job: storage of its own process, and a progress reporter. */
export interface JobContext {
  storage: Storage;
  /** Where storage (and the media store) live, for code that opens its own. */
  storageOptions: StorageOptions;
  /** Reports how far the job is (0…1) and what it does now; the studio shows it live. */
  progress(fraction: number, message: string): void;
  settings: JobSettings;
}

/**
 * Runs one job in a job process and resolves with its result, or throws an error whose message
 * is what the studio shows (located like the CLI's: `kitchen.jpg: …`). A job may be started
 * again after a crash, so a handler must find the work it already did (by `job.id`).
 */
export type JobHandler = (job: Job, context: JobContext) => Promise<unknown>;

/** Each kind a runner runs, with a loader of its handler (loaded only in job processes). */
export type JobKinds = Record<string, () => Promise<JobHandler>>;

/** The module a kinds map is read from exports it under this name. */
export interface JobKindsModule {
  JOB_KINDS: JobKinds;
}
