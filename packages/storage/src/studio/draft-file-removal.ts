import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { bumpRevision, readWrittenDraft } from './draft-rows.js';
import { draftFileOf } from './studio-tour-rows.js';
import type { StudioTourStore } from './studio-types.js';

type Removal = Pick<StudioTourStore, 'removeDraftFile' | 'restoreDraftFile'>;

/**
 * Removing a draft file keeps its record in `tour_draft_removed_files`, and a restore moves that
 * record back: the only bytes a restore can bring back are those the draft itself had.
 */
export function createDraftFileRemoval(db: Kysely<Database>): Removal {
  return {
    removeDraftFile(code, name, by) {
      return db
        .transaction()
        .execute(async (trx) => {
          const now = new Date().toISOString();
          await bumpRevision(trx, code, by, now);
          const row = await trx
            .selectFrom('tour_draft_files')
            .selectAll()
            .where('code', '=', code)
            .where('name', '=', name)
            .executeTakeFirst();
          if (!row) {
            // Nothing changed: roll the revision back with the transaction.
            throw new NothingToDo();
          }
          await trx
            .insertInto('tour_draft_removed_files')
            .values({ ...row, removed_at: now })
            .onConflict((oc) => oc.columns(['code', 'name']).doUpdateSet({ ...row, removed_at: now }))
            .execute();
          await trx
            .deleteFrom('tour_draft_files')
            .where('code', '=', code)
            .where('name', '=', name)
            .execute();
          return draftFileOf(row);
        })
        .catch(nothingIs(null));
    },
    restoreDraftFile(code, name, by) {
      return db
        .transaction()
        .execute(async (trx) => {
          await bumpRevision(trx, code, by, new Date().toISOString());
          const removed = await trx
            .deleteFrom('tour_draft_removed_files')
            .where('code', '=', code)
            .where('name', '=', name)
            .returningAll()
            .executeTakeFirst();
          if (!removed) throw new NothingToDo();
          const { removed_at: _at, ...row } = removed;
          await trx.insertInto('tour_draft_files').values(row).execute();
          return readWrittenDraft(trx, code);
        })
        .catch(nothingIs(null));
    },
  };
}

/** Rolls back a transaction that found nothing to change. */
class NothingToDo extends Error {}

const nothingIs =
  <T>(value: T) =>
  (error: unknown): T => {
    if (error instanceof NothingToDo) return value;
    throw error;
  };

/** A new file under `name` takes the name: the removed one can no longer come back under it. */
export function forgetRemoved(db: Kysely<Database>, code: string, name: string) {
  return db
    .deleteFrom('tour_draft_removed_files')
    .where('code', '=', code)
    .where('name', '=', name)
    .execute();
}
