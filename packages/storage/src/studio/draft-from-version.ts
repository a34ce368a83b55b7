import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { draftFileKindsOf } from './draft-files-of.js';
import type { TourVersion } from './studio-types.js';

/**
 * Makes a tour's draft from its latest version, files included, unless a draft is there
 * already (another request made it first; its files come with it).
 */
export async function insertDraftOfVersion(db: Kysely<Database>, version: TourVersion): Promise<void> {
  const { code } = version;
  const kinds = draftFileKindsOf(version.manifest);
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('tour_drafts')
      .values({
        code,
        manifest: JSON.stringify(version.manifest),
        revision: 1,
        updated_by_id: version.publishedBy?.id ?? null,
        updated_by_email: version.publishedBy?.email ?? null,
        updated_at: version.publishedAt,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows === 0n) return;
    for (const [name, file] of Object.entries(version.files))
      await trx
        .insertInto('tour_draft_files')
        .values({
          code,
          name,
          kind: kinds.get(name) ?? 'image',
          sha256: file.sha256,
          bytes: file.bytes,
          width: null,
          height: null,
          problems: '[]',
          uploaded_by: version.publishedBy?.id ?? null,
          uploaded_at: version.publishedAt,
        })
        .execute();
  });
}
