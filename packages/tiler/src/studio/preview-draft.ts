import { previewPlan } from '../import/publish-plan.js';
import { buildDraftOnce, type DraftBuildOptions } from './draft-build.js';
import { sceneProgress } from './draft-folder.js';

/** How long a preview can be opened: a working day and the next morning. */
export const PREVIEW_TTL_MS = 24 * 3_600_000;

/** Options of {@link previewDraft}: those of a publish, the job being the preview's. */
export type PreviewDraftOptions = DraftBuildOptions;

/**
 * Builds a tour's draft exactly as {@link publishDraft} would (same checks, same tiles, same
 * record) and stores the record as a preview for {@link PREVIEW_TTL_MS}, without making it live
 * or recording a version. Problems come back as one `invalid_draft` error, as a publish's do.
 */
export async function previewDraft(options: PreviewDraftOptions): Promise<{ expiresAt: string }> {
  return buildDraftOnce(
    options,
    'no preview was made',
    async (storage) => {
      const done = await storage.findPreviewByJob(options.jobId);
      return done ? { expiresAt: done.expiresAt } : null;
    },
    async (storage, draft, plan, report) => {
      const meta = {
        draftRevision: draft.revision,
        createdBy: options.by,
        jobId: options.jobId,
        ttlMs: PREVIEW_TTL_MS,
      };
      const preview = await previewPlan(
        storage,
        plan,
        { ...options, onProgress: sceneProgress(report) },
        meta,
      );
      report({ fraction: 1, message: 'Preview ready' });
      return { expiresAt: preview.expiresAt };
    },
  );
}
