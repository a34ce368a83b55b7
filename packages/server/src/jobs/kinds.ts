import { tourCodeSchema } from '@tourview/schema';
import type { PublishDraftOptions } from '@tourview/tiler';
import type { JobHandler, JobKinds } from './job-kinds.js';

/** A tiler function that builds a tour's draft for a job: a publish or a preview. */
type DraftBuild = (options: PublishDraftOptions) => Promise<unknown>;

/** A job kind that runs `load()`'s draft build on the tour its payload names. */
function draftBuildKind(load: () => Promise<DraftBuild>): () => Promise<JobHandler> {
  return async () => {
    const build = await load();
    return async (job, { storageOptions, progress }) => {
      const code = tourCodeSchema.parse((job.payload as { code?: unknown } | null)?.code);
      return build({
        ...storageOptions,
        code,
        jobId: job.id,
        by: job.createdBy,
        onProgress: (p) => progress(p.fraction, p.message),
      });
    };
  };
}

/**
 * The kinds production runs. The tiler's public API provides the handlers (`publish` turns a
 * draft into a version, `preview` into a preview, `inspect` checks an uploaded file); each
 * entry loads it lazily so the API process never loads the tiler.
 */
export const JOB_KINDS: JobKinds = {
  publish: draftBuildKind(async () => (await import('@tourview/tiler')).publishDraft),
  preview: draftBuildKind(async () => (await import('@tourview/tiler')).previewDraft),
  inspect: async () => {
    const { inspectJob } = await import('@tourview/tiler');
    return (job, context) => inspectJob(job, context);
  },
};
