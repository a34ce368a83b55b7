import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { RevisionConflictError } from '../errors.js';
import { forgetRemoved } from './draft-file-removal.js';
import { bumpRevision, readWrittenDraft, saveManifestAt } from './draft-rows.js';
import type { StudioTourStore } from './studio-types.js';

type DraftFiles = Pick<
  StudioTourStore,
  'putDraftFile' | 'setDraftFileInspection' | 'setDraftThumbnail' | 'refileDraftFile'
>;
type NewDraftFile = Parameters<StudioTourStore['putDraftFile']>[1];

/** The files of a draft: put and re-filed under a new revision, inspected in the background. */
export function createDraftFileStore(db: Kysely<Database>): DraftFiles {
  return {
    async putDraftFile(code, file) {
      await upsertDraftFile(db, code, file);
      return readWrittenDraft(db, code);
    },
    async setDraftFileInspection(code, name, sha256, found) {
      await db
        .updateTable('tour_draft_files')
        .set({
          width: found.width ?? null,
          height: found.height ?? null,
          problems: found.problems ? JSON.stringify(found.problems) : null,
          cube: found.cube ? JSON.stringify(found.cube) : null,
          thumbnail: found.thumbnail ?? null,
        })
        .where('code', '=', code)
        .where('name', '=', name)
        .where('sha256', '=', sha256)
        .execute();
    },
    async setDraftThumbnail(code, sha256, thumbnail) {
      await db
        .updateTable('tour_draft_files')
        .set({ thumbnail })
        .where('code', '=', code)
        .where('sha256', '=', sha256)
        .execute();
    },
    async refileDraftFile(code, { name, kind, manifest, ifRevision }, by) {
      const refiled = await db
        .transaction()
        .execute(async (trx) => {
          if (!(await saveManifestAt(trx, { code, manifest, ifRevision, by }))) return 'conflict';
          const filed = await trx
            .updateTable('tour_draft_files')
            .set({ kind, problems: null, cube: null, thumbnail: null })
            .where('code', '=', code)
            .where('name', '=', name)
            .executeTakeFirst();
          // No such file: undo the manifest's save with the transaction.
          if (filed.numUpdatedRows === 0n) throw new NoSuchFile();
          return 'done';
        })
        .catch((error: unknown) => {
          if (error instanceof NoSuchFile) return 'missing';
          throw error;
        });
      if (refiled === 'missing') return null;
      const draft = await readWrittenDraft(db, code);
      if (refiled === 'conflict')
        throw new RevisionConflictError(code, {
          revision: draft.revision,
          updatedBy: draft.updatedBy,
          updatedAt: draft.updatedAt,
        });
      return draft;
    },
  };
}

/** Puts the file under its name, bumping the revision in the name of its uploader. */
function upsertDraftFile(db: Kysely<Database>, code: string, file: NewDraftFile): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const uploader = file.uploadedBy
      ? await trx
          .selectFrom('users')
          .select(['id', 'email'])
          .where('id', '=', file.uploadedBy)
          .executeTakeFirst()
      : undefined;
    await bumpRevision(trx, code, uploader ?? null, now);
    const columns = draftFileColumns(file);
    await trx
      .insertInto('tour_draft_files')
      .values({ code, name: file.name, ...columns })
      .onConflict((oc) => oc.columns(['code', 'name']).doUpdateSet(columns))
      .execute();
    await forgetRemoved(trx, code, file.name);
  });
}

function draftFileColumns(file: NewDraftFile) {
  return {
    kind: file.kind,
    sha256: file.sha256,
    bytes: file.bytes,
    width: file.width ?? null,
    height: file.height ?? null,
    problems: file.problems ? JSON.stringify(file.problems) : null,
    // New bytes under the name: the old cube and thumbnail are not theirs.
    cube: null,
    thumbnail: null,
    uploaded_by: file.uploadedBy,
    uploaded_at: file.uploadedAt,
  };
}

/** Rolls back a re-filing whose file is not in the draft. */
class NoSuchFile extends Error {}
