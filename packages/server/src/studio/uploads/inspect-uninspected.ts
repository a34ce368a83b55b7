import { INSPECT_JOB_KIND, type InspectJobPayload } from '@tourview/schema';
import type { Draft, JobStore } from '@tourview/storage';

/** Jobs looked through for a file's inspection: far more than a draft's files. */
const JOBS_SEEN = 1_000;

/**
 * Queues an inspection for each file of the draft that has none yet. An upload queues its own,
 * but a draft made from a version the CLI imported starts with files that passed the import
 * and were never measured, and the editors need what inspection finds (a plan's size, to pin
 * scenes on it). A file whose inspection ever ran, even one that failed, is not queued again.
 * A file found unusable is never measured, so it does not count as waiting: otherwise every
 * read of its draft would look through the tour's jobs again.
 */
export async function inspectUninspected(
  jobs: Pick<JobStore, 'listJobs' | 'enqueueJob'>,
  draft: Draft,
  by: { id: string; email: string },
): Promise<void> {
  const waiting = draft.files.filter(
    (f) => f.problems === null || (f.problems.length === 0 && f.kind !== 'video' && f.width === undefined),
  );
  if (waiting.length === 0) return;
  const queued = new Set(
    (await jobs.listJobs({ tourCode: draft.code, limit: JOBS_SEEN }))
      .filter((job) => job.kind === INSPECT_JOB_KIND)
      .map((job) => (job.payload as Partial<InspectJobPayload> | null)?.name),
  );
  for (const file of waiting) {
    if (queued.has(file.name)) continue;
    const payload: InspectJobPayload = { code: draft.code, name: file.name };
    await jobs.enqueueJob({ kind: INSPECT_JOB_KIND, tourCode: draft.code, payload, createdBy: by });
  }
}
