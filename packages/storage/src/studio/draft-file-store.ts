import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { bumpRevision, readWrittenDraft } from './draft-rows.js';
import type { StudioTourStore } from './studio-types.js';

type DraftFiles = Pick<
  StudioTourStore,
  'putDraftFile' | 'setDraftFileInspection' | 'setDraftThumbnail' | 'removeDraftFile'
>;
type NewDraftFile = Parameters<StudioTourStore['putDraftFile']>[1];

/** The files of a draft: put and removed under a new revision, inspected in the background. */
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
    removeDraftFile(code, name) {
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('tour_draft_files')
          .where('code', '=', code)
          .where('name', '=', name)
          .executeTakeFirst();
        if (removed.numDeletedRows === 0n) return false;
        // Who removed it is not known here, so the draft names nobody rather than the wrong person.
        await bumpRevision(trx, code, null, new Date().toISOString());
        return true;
      });
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
