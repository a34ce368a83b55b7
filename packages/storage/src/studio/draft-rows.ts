import type { Manifest } from '@tourview/schema';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.js';
import { NoDraftError } from '../errors.js';
import { draftFileOf, draftOf } from './studio-tour-rows.js';
import type { Draft } from './studio-types.js';

/** Who made a change: an account, or nobody known. */
export type Who = { id: string; email: string } | null;

/** The draft with its files, by name; `db` may be a transaction. */
export async function readDraft(db: Kysely<Database>, code: string): Promise<Draft | null> {
  const row = await db.selectFrom('tour_drafts').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) return null;
  const files = await db
    .selectFrom('tour_draft_files')
    .selectAll()
    .where('code', '=', code)
    .orderBy('name')
    .execute();
  return draftOf(row, files.map(draftFileOf));
}

/** The draft, which must exist: a change to it has just been written. */
export async function readWrittenDraft(db: Kysely<Database>, code: string): Promise<Draft> {
  const draft = await readDraft(db, code);
  if (!draft) throw new NoDraftError(code);
  return draft;
}

/** Bumps the draft's revision in the name of `by`. */
export async function bumpRevision(trx: Transaction<Database>, code: string, by: Who, now: string) {
  const result = await trx
    .updateTable('tour_drafts')
    .set((eb) => ({
      revision: eb('revision', '+', 1),
      updated_by_id: by?.id ?? null,
      updated_by_email: by?.email ?? null,
      updated_at: now,
    }))
    .where('code', '=', code)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new NoDraftError(code);
}

type Save = { code: string; manifest: Manifest; ifRevision: number; by: Who };

/** Replaces the draft's manifest when it is still at `ifRevision`; false when it is not (or gone). */
export async function saveManifestAt(db: Kysely<Database>, { code, manifest, ifRevision, by }: Save) {
  const result = await db
    .updateTable('tour_drafts')
    .set({
      manifest: JSON.stringify(manifest),
      revision: ifRevision + 1,
      updated_by_id: by?.id ?? null,
      updated_by_email: by?.email ?? null,
      updated_at: new Date().toISOString(),
    })
    .where('code', '=', code)
    .where('revision', '=', ifRevision)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
