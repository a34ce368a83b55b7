import { withStorage } from '../commands/storage-session.js';
import { previewPlan } from '../import/publish-plan.js';
import { sceneProgress, withDraftPlan } from './draft-folder.js';
import type { PublishDraftOptions } from './publish-draft.js';

/** How long a preview can be opened: a working day and the next morning. */
export const PREVIEW_TTL_MS = 24 * 3_600_000;

/** Options of {@link previewDraft}: those of a publish, the job being the preview's. */
export type PreviewDraftOptions = PublishDraftOptions;

/**
 * Builds a tour's draft exactly as {@link publishDraft} would (same checks, same tiles, same
 * record) and stores the record as a preview for {@link PREVIEW_TTL_MS}, without making it live
 * or recording a version. Problems come back as one `invalid_draft` error, as a publish's do.
 */
export async function previewDraft(options: PreviewDraftOptions): Promise<{ expiresAt: string }> {
  return withStorage(options, async (storage) => {
    const done = await storage.findPreviewByJob(options.jobId);
    if (done) return { expiresAt: done.expiresAt };
    const report = options.onProgress ?? (() => undefined);
    return withDraftPlan(
      options,
      storage,
      options.code,
      report,
      'no preview was made',
      async (draft, plan) => {
        const preview = await previewPlan(
          storage,
          plan,
          { ...options, onProgress: sceneProgress(report) },
          {
            draftRevision: draft.revision,
            createdBy: options.by,
            jobId: options.jobId,
            ttlMs: PREVIEW_TTL_MS,
          },
        );
        report({ fraction: 1, message: 'Preview ready' });
        return { expiresAt: preview.expiresAt };
      },
    );
  });
}
