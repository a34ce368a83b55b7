import { resolveText, type Manifest } from '@tourview/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { NoDraftError, RevisionConflictError, TourExistsError } from '../errors.js';
import { insertDraftOfVersion } from './draft-from-version.js';
import { readDraft, saveManifestAt, type Who } from './draft-rows.js';
import { versionOf } from './studio-tour-rows.js';
import type { StudioTourStore } from './studio-types.js';
import { latestVersionRow } from './version-rows.js';

type Drafts = Pick<StudioTourStore, 'getDraft' | 'createDraft' | 'saveDraft' | 'listUnpublishedDrafts'>;

/** The draft a tour is edited in: made, read, saved under its revision, listed while unpublished. */
export function createDraftStore(db: Kysely<Database>): Drafts {
  return {
    async getDraft(code) {
      const draft = await readDraft(db, code);
      if (draft) return draft;
      const latest = await latestVersionRow(db, code);
      if (!latest) return null;
      // A tour the CLI imported has versions but no draft: its draft starts as the latest
      // version, files included, so the studio can edit and publish it without re-uploading.
      await insertDraftOfVersion(db, versionOf(latest));
      return readDraft(db, code);
    },
    async createDraft(code, manifest, by) {
      const now = new Date().toISOString();
      if (!(await insertNewDraft(db, code, manifest, by, now))) throw new TourExistsError(code);
      return { code, manifest, revision: 1, files: [], updatedBy: by, updatedAt: now };
    },
    async saveDraft(code, manifest, ifRevision, by) {
      const saved = await saveManifestAt(db, { code, manifest, ifRevision, by });
      const draft = await readDraft(db, code);
      if (!draft) throw new NoDraftError(code);
      if (!saved)
        throw new RevisionConflictError(code, {
          revision: draft.revision,
          updatedBy: draft.updatedBy,
          updatedAt: draft.updatedAt,
        });
      return draft;
    },
    listUnpublishedDrafts: () => unpublishedDrafts(db),
  };
}

async function unpublishedDrafts(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('tour_drafts')
    .leftJoin('tours', 'tours.code', 'tour_drafts.code')
    .select(['tour_drafts.code', 'tour_drafts.manifest', 'tour_drafts.updated_at'])
    .where('tours.code', 'is', null)
    .orderBy('tour_drafts.updated_at', 'desc')
    .execute();
  return rows.map((r) => ({
    code: r.code,
    title: titleOf(JSON.parse(r.manifest) as Manifest),
    updatedAt: r.updated_at,
  }));
}

/** Inserts the draft of a new tour; false when a draft of the code is there already. */
function insertNewDraft(
  db: Kysely<Database>,
  code: string,
  manifest: Manifest,
  by: Who,
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('tour_drafts')
      .values({
        code,
        manifest: JSON.stringify(manifest),
        revision: 1,
        updated_by_id: by?.id ?? null,
        updated_by_email: by?.email ?? null,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .executeTakeFirst();
    if (row.numInsertedOrUpdatedRows === 0n) return false;
    const taken =
      (await trx.selectFrom('tours').select('code').where('code', '=', code).executeTakeFirst()) ??
      (await trx.selectFrom('tour_versions').select('code').where('code', '=', code).executeTakeFirst());
    if (taken) throw new TourExistsError(code);
    return true;
  });
}

/** The listing's title: in the manifest's default language, as `tours.title` is. */
function titleOf(manifest: Manifest): string {
  return resolveText(manifest.title, manifest.defaultLanguage ? [manifest.defaultLanguage] : []);
}
