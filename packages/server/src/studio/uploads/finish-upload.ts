import type { DraftFile, JobStore, SourceStore, StudioTourStore } from '@tourview/storage';
import {
  INSPECT_JOB_KIND,
  type InspectJobPayload,
  type UploadDeclaration,
  type UploadRefusal,
} from '@tourview/schema';
import { sanitizeFileName, uniqueDraftName } from './draft-file-name.js';
import { bytesMatchType } from './sniff-upload.js';
import type { UploadDatastore } from './upload-datastore.js';

/** What a finished upload goes into. */
export interface FinishDeps {
  drafts: Pick<StudioTourStore, 'getDraft' | 'putDraftFile'>;
  sources: SourceStore;
  jobs: Pick<JobStore, 'enqueueJob'>;
  uploads: UploadDatastore;
  now: () => Date;
}

/** A finished upload: where it is, what it declared, for which tour and by whom. */
export interface FinishedUpload {
  id: string;
  code: string;
  declared: UploadDeclaration;
  by: { id: string; email: string };
}

/**
 * Moves a finished upload into the tour's draft: checks its bytes are of the type it declared,
 * stores them in the source store, adds the draft file, queues its inspection and removes the
 * upload. The upload is removed whatever happens, so a refused file is not kept either.
 */
export async function finishUpload(
  deps: FinishDeps,
  upload: FinishedUpload,
): Promise<{ file: DraftFile } | { refusal: UploadRefusal } | { gone: true }> {
  const { declared } = upload;
  const copy = await deps.uploads.localCopy(upload.id);
  try {
    if (!(await bytesMatchType(copy.path, declared.filetype))) {
      return {
        refusal: {
          code: 'unsupported_media_type',
          detail: `${declared.filename}: the bytes are not a ${declared.filetype} file`,
        },
      };
    }
    const draft = await deps.drafts.getDraft(upload.code);
    if (!draft) return { gone: true };
    const stored = await deps.sources.put(copy.path);
    const taken = new Map(draft.files.map((f) => [f.name, f.sha256]));
    const name = uniqueDraftName(sanitizeFileName(declared.filename, declared.kind), stored.sha256, taken);
    const after = await deps.drafts.putDraftFile(upload.code, {
      name,
      kind: declared.kind,
      ...stored,
      problems: null,
      uploadedBy: upload.by.email,
      uploadedAt: deps.now().toISOString(),
    });
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
    await copy.release();
    await deps.uploads.remove(upload.id);
  }
}
