import { tourCodeSchema } from '@tourview/schema';
import type { JobKinds } from './job-kinds.js';

/**
 * The kinds production runs. The tiler's public API provides the handlers (`publish` turns a
 * draft into a version, `preview` into a preview, `inspect` checks an uploaded file); each entry loads it lazily so the
 * API process never loads the tiler.
 */
export const JOB_KINDS: JobKinds = {
  publish: async () => {
    const { publishDraft } = await import('@tourview/tiler');
    return async (job, { storageOptions, progress }) => {
      const code = tourCodeSchema.parse((job.payload as { code?: unknown } | null)?.code);
      return publishDraft({
        ...storageOptions,
        code,
        jobId: job.id,
        by: job.createdBy,
        onProgress: (p) => progress(p.fraction, p.message),
      });
    };
  },
  preview: async () => {
    const { previewDraft } = await import('@tourview/tiler');
    return async (job, { storageOptions, progress }) => {
      const code = tourCodeSchema.parse((job.payload as { code?: unknown } | null)?.code);
      return previewDraft({
        ...storageOptions,
        code,
        jobId: job.id,
        by: job.createdBy,
        onProgress: (p) => progress(p.fraction, p.message),
      });
    };
  },
  inspect: async () => {
    const { inspectJob } = await import('@tourview/tiler');
    return (job, context) => inspectJob(job, context);
  },
};
