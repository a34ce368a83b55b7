import {
  RevisionConflictError,
  type Draft,
  type DraftFile,
  type JobStore,
  type SourceStore,
  type StudioTourStore,
} from '@tourview/storage';
import {
  INSPECT_JOB_KIND,
  withSceneForPanorama,
  withTypeExtension,
  type InspectJobPayload,
  type UploadDeclaration,
  type UploadRefusal,
} from '@tourview/schema';
import { sanitizeFileName, uniqueDraftName } from './draft-file-name.js';
import { storedBytesOf } from './stored-bytes.js';
import type { UploadDatastore } from './upload-datastore.js';
import type { UploadQuota } from './upload-quota.js';

/** What a finished upload goes into. */
export interface FinishDeps {
  drafts: Pick<StudioTourStore, 'getDraft' | 'putDraftFile' | 'saveDraft'>;
  sources: SourceStore;
  jobs: Pick<JobStore, 'enqueueJob'>;
  uploads: UploadDatastore;
  quota: UploadQuota;
  now: () => Date;
}

/** Saves made at most to add a scene while editors save the same draft. */
const SCENE_SAVE_ATTEMPTS = 3;

/**
 * Gives a new panorama its scene (see `withSceneForPanorama`). An editor saving the draft at
 * the same moment wins: the scene is added to what they saved, never over it.
 */
async function addSceneFor(
  drafts: FinishDeps['drafts'],
  draft: Draft,
  name: string,
  by: { id: string; email: string },
): Promise<void> {
  let current: Draft | null = draft;
  for (let attempt = 1; current; attempt++) {
    const manifest = withSceneForPanorama(current.manifest, name);
    if (manifest === current.manifest) return;
    try {
      await drafts.saveDraft(current.code, manifest, current.revision, by);
      return;
    } catch (error) {
      if (!(error instanceof RevisionConflictError) || attempt >= SCENE_SAVE_ATTEMPTS) throw error;
      current = await drafts.getDraft(current.code);
    }
  }
}

/** A finished upload: where it is, what it declared, for which tour and by whom. */
export interface FinishedUpload {
  id: string;
  code: string;
  declared: UploadDeclaration;
  by: { id: string; email: string };
}

/**
 * Moves a finished upload into the tour's draft: judges it by its bytes (a HEIC photo becomes
 * a JPEG, a name takes the extension of its content: `IMG_1.insp` → `IMG_1.jpg`), stores them in the source store, adds the draft file, queues its inspection and removes the
 * upload. The upload is removed whatever happens, so a refused file is not kept either, and
 * stops counting against the upload quotas.
 */
export async function finishUpload(
  deps: FinishDeps,
  upload: FinishedUpload,
): Promise<{ file: DraftFile } | { refusal: UploadRefusal } | { gone: true }> {
  const { declared } = upload;
  const copy = await deps.uploads.localCopy(upload.id);
  let converted: { release(): Promise<void> } | undefined;
  try {
    const bytes = await storedBytesOf(copy.path, declared);
    if ('refusal' in bytes) return bytes;
    converted = bytes;
    const draft = await deps.drafts.getDraft(upload.code);
    if (!draft) return { gone: true };
    const stored = await deps.sources.put(bytes.path);
    const taken = new Map(draft.files.map((f) => [f.name, f.sha256]));
    const wanted = withTypeExtension(sanitizeFileName(declared.filename, declared.kind), bytes.type);
    const name = uniqueDraftName(wanted, stored.sha256, taken);
    const after = await deps.drafts.putDraftFile(upload.code, {
      name,
      kind: declared.kind,
      ...stored,
      problems: null,
      uploadedBy: upload.by.email,
      uploadedAt: deps.now().toISOString(),
    });
    if (declared.kind === 'panorama') await addSceneFor(deps.drafts, after, name, upload.by);
    const payload: InspectJobPayload = { code: upload.code, name };
    await deps.jobs.enqueueJob({
      kind: INSPECT_JOB_KIND,
      tourCode: upload.code,
      payload,
      createdBy: upload.by,
    });
    const file = after.files.find((f) => f.name === name);
    if (!file) throw new Error(`${upload.code}: ${name} is not in the draft it was just put in`);
    return { file };
  } finally {
    await converted?.release();
    await copy.release();
    await deps.uploads.remove(upload.id);
    // From here the draft's file counts instead, or nothing when the upload was refused.
    await deps.quota.store.releaseUpload(upload.id);
  }
}
