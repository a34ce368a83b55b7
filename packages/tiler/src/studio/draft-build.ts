import type { Draft, Storage } from '@tourview/storage';
import { withStorage } from '../commands/storage-session.js';
import type { StorageLocation } from '../import/import-tour.js';
import type { ImportPlan } from '../validate/validate-folder.js';
import { withDraftPlan, type PublishProgress } from './draft-folder.js';
import type { StageTimes } from '../import/stage-times.js';

/** Who acts in the studio; `null` for the CLI. */
export type Actor = { id: string; email: string } | null;

/** Options of a studio job that builds a tour's draft: a publish or a preview. */
export interface DraftBuildOptions extends StorageLocation {
  code: string;
  /** The job building it: a retried job finds what it built instead of building again. */
  jobId: string;
  by: Actor;
  onProgress?: PublishProgress;
  /** Reprojection threads; default: one per core. */
  threads?: number;
  /** Where the build adds the wall time of each of its stages. */
  stages?: StageTimes;
}

/** What a build does with the checked draft; `report` is the job's progress. */
export type DraftBuild<T> = (
  storage: Storage,
  draft: Draft,
  plan: ImportPlan,
  report: PublishProgress,
) => Promise<T>;

/**
 * Runs a draft build once per job: what `done` finds stored for the job (a retry after the
 * build was recorded) is answered as is; otherwise the draft is laid out, checked, and built.
 * Problems come back as one `invalid_draft` error ending with `outcome`.
 */
export async function buildDraftOnce<T>(
  options: DraftBuildOptions,
  outcome: string,
  done: (storage: Storage) => Promise<T | null>,
  build: DraftBuild<T>,
): Promise<T> {
  return withStorage(options, async (storage) => {
    const found = await done(storage);
    if (found) return found;
    const report = options.onProgress ?? (() => undefined);
    return withDraftPlan(options, storage, options.code, report, outcome, (draft, plan) =>
      build(storage, draft, plan, report),
    );
  });
}
