import type { Draft, Storage } from '@tourview/storage';
import { TourError } from '../errors.js';
import { publishPlan, publishPreviewBuild, type PublishMeta } from '../import/publish-plan.js';
import type { ImportPlan } from '../validate/validate-folder.js';
import { buildDraftOnce, type DraftBuildOptions } from './draft-build.js';
import { filesOf, sceneProgress } from './draft-folder.js';
import { StageTimes } from '../import/stage-times.js';

export type { PublishProgress } from './draft-folder.js';

export type { Actor } from './draft-build.js';

/** Options of {@link publishDraft}. */
export type PublishDraftOptions = DraftBuildOptions;

/**
 * What {@link publishDraft} made; `stagesMs` and `stagesCpuMs` are where a build's wall and CPU
 * time went, by stage.
 */
export interface PublishedDraft {
  version: number;
  reusedPreview: boolean;
  stagesMs?: Record<string, number>;
  stagesCpuMs?: Record<string, number>;
}

/**
 * Publishes a tour's studio draft as a new version: the draft's manifest and files are laid
 * out as a tour folder in the staging area and go through the same checks and pipeline as
 * `tour import`. Problems come back as one `invalid_draft` error listing every problem by room
 * and field (`Kitchen: the panorama: …`), never by manifest line. When a valid preview shows
 * this very draft revision, its build becomes the version's and nothing is tiled again
 * (`reusedPreview`).
 */
export async function publishDraft(options: PublishDraftOptions): Promise<PublishedDraft> {
  const stages = options.stages ?? new StageTimes();
  return buildDraftOnce<PublishedDraft>(
    { ...options, stages },
    'nothing was published',
    async (storage) => {
      const done = await storage.findVersionByJob(options.jobId);
      return done ? { version: done.number, reusedPreview: false } : null;
    },
    async (storage, draft, plan, report) => {
      const meta = { files: filesOf(draft, plan), publishedBy: options.by, jobId: options.jobId };
      const reused = await publishFromPreview(storage, draft, plan, meta);
      const version =
        reused ??
        (await publishPlan(storage, plan, { ...options, stages, onProgress: sceneProgress(report) }, meta))
          .version;
      const how = reused ? ' from its preview' : '';
      report({ fraction: 1, message: `Published version ${version.number}${how}` });
      return {
        version: version.number,
        reusedPreview: reused !== null,
        stagesMs: stages.ms,
        stagesCpuMs: stages.cpuMs,
      };
    },
  );
}

/** The version made from the tour's newest valid preview, when it shows this draft revision. */
async function publishFromPreview(storage: Storage, draft: Draft, plan: ImportPlan, meta: PublishMeta) {
  const preview = await storage.latestPreview(draft.code);
  if (preview?.draftRevision !== draft.revision) return null;
  return publishPreviewBuild(storage, preview, plan, meta);
}

/** Used by the studio's rollback and export: a version, or `version_not_found`. */
export async function versionOrThrow(storage: Storage, code: string, number?: number) {
  const n = number ?? (await storage.listVersions(code))[0]?.number;
  const version = n === undefined ? null : await storage.getVersion(code, n);
  if (!version)
    throw new TourError(
      'version_not_found',
      number === undefined
        ? `The tour "${code}" has no version.`
        : `The tour "${code}" has no version ${number}.`,
    );
  return version;
}
