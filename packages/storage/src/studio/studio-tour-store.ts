import { resolveText, type Manifest } from '@tourview/schema';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../connect.js';
import type { Database } from '../database.js';
import { NoDraftError, RevisionConflictError, TourExistsError } from '../errors.js';
import { writeTour } from '../tour-store.js';
import { draftFileKindsOf } from './draft-files-of.js';
import { draftFileOf, draftOf, versionOf, versionSummaryOf } from './studio-tour-rows.js';
import type { Draft, StudioTourStore, TourVersion, TourVersionSummary } from './studio-types.js';

type Who = { id: string; email: string } | null;

/** Drafts, draft files and versions over Kysely, the same code on SQLite and PostgreSQL. */
export function createStudioTourStore(db: Kysely<Database>, dialect: Dialect): StudioTourStore {
  async function readDraft(trx: Kysely<Database>, code: string): Promise<Draft | null> {
    const row = await trx.selectFrom('tour_drafts').selectAll().where('code', '=', code).executeTakeFirst();
    if (!row) return null;
    const files = await trx
      .selectFrom('tour_draft_files')
      .selectAll()
      .where('code', '=', code)
      .orderBy('name')
      .execute();
    return draftOf(row, files.map(draftFileOf));
  }

  /** The first write of a transaction, on SQLite before any read: a deferred transaction that
   * read first may not upgrade to a writer when another process wrote in between. */
  async function bumpRevision(trx: Transaction<Database>, code: string, by: Who, now: string) {
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

  async function latestVersion(trx: Kysely<Database>, code: string) {
    return trx
      .selectFrom('tour_versions')
      .selectAll()
      .where('code', '=', code)
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async function getDraft(code: string): Promise<Draft | null> {
    const draft = await readDraft(db, code);
    if (draft) return draft;
    const latest = await latestVersion(db, code);
    if (!latest) return null;
    // A tour the CLI imported has versions but no draft: its draft starts as the latest
    // version, files included, so the studio can edit and publish it without re-uploading.
    const version = versionOf(latest);
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
      // Another request made it first; its files come with it.
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
    return readDraft(db, code);
  }

  async function createDraft(code: string, manifest: Manifest, by: Who): Promise<Draft> {
    const now = new Date().toISOString();
    const inserted = await db.transaction().execute(async (trx) => {
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
    if (!inserted) throw new TourExistsError(code);
    return { code, manifest, revision: 1, files: [], updatedBy: by, updatedAt: now };
  }

  async function saveDraft(code: string, manifest: Manifest, ifRevision: number, by: Who): Promise<Draft> {
    const now = new Date().toISOString();
    const result = await db
      .updateTable('tour_drafts')
      .set({
        manifest: JSON.stringify(manifest),
        revision: ifRevision + 1,
        updated_by_id: by?.id ?? null,
        updated_by_email: by?.email ?? null,
        updated_at: now,
      })
      .where('code', '=', code)
      .where('revision', '=', ifRevision)
      .executeTakeFirst();
    const draft = await readDraft(db, code);
    if (!draft) throw new NoDraftError(code);
    if (result.numUpdatedRows === 0n)
      throw new RevisionConflictError(code, {
        revision: draft.revision,
        updatedBy: draft.updatedBy,
        updatedAt: draft.updatedAt,
      });
    return draft;
  }

  const putDraftFile: StudioTourStore['putDraftFile'] = async (code, file) => {
    await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const uploader = file.uploadedBy
        ? await trx
            .selectFrom('users')
            .select(['id', 'email'])
            .where('id', '=', file.uploadedBy)
            .executeTakeFirst()
        : undefined;
      await bumpRevision(trx, code, uploader ?? null, now);
      const columns = {
        kind: file.kind,
        sha256: file.sha256,
        bytes: file.bytes,
        width: file.width ?? null,
        height: file.height ?? null,
        problems: file.problems ? JSON.stringify(file.problems) : null,
        // New bytes under the name: the old cube is not theirs.
        cube: null,
        uploaded_by: file.uploadedBy,
        uploaded_at: file.uploadedAt,
      };
      await trx
        .insertInto('tour_draft_files')
        .values({ code, name: file.name, ...columns })
        .onConflict((oc) => oc.columns(['code', 'name']).doUpdateSet(columns))
        .execute();
    });
    const draft = await readDraft(db, code);
    if (!draft) throw new NoDraftError(code);
    return draft;
  };

  const setDraftFileInspection: StudioTourStore['setDraftFileInspection'] = async (
    code,
    name,
    sha256,
    found,
  ) => {
    await db
      .updateTable('tour_draft_files')
      .set({
        width: found.width ?? null,
        height: found.height ?? null,
        problems: found.problems ? JSON.stringify(found.problems) : null,
        cube: found.cube ? JSON.stringify(found.cube) : null,
      })
      .where('code', '=', code)
      .where('name', '=', name)
      .where('sha256', '=', sha256)
      .execute();
  };

  async function removeDraftFile(code: string, name: string): Promise<boolean> {
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
  }

  async function publishVersion(
    version: Omit<TourVersion, 'number' | 'publishedAt'>,
    now = new Date(),
  ): Promise<TourVersion> {
    const publishedAt = now.toISOString();
    return db.transaction().execute(async (trx) => {
      // Numbers are max + 1: PostgreSQL serialises publishers of one tour on a lock held to
      // commit; SQLite has one writer at a time, taken by the first write below.
      if (dialect === 'postgres')
        await sql`select pg_advisory_xact_lock(hashtext(${`tour_versions:${version.code}`}))`.execute(trx);
      await writeTour(trx, version.record);
      const inserted = await trx
        .insertInto('tour_versions')
        .columns([
          'code',
          'number',
          'record',
          'build_id',
          'manifest',
          'files',
          'rollback_of',
          'published_by_id',
          'published_by_email',
          'published_at',
          'job_id',
        ])
        .expression((eb) =>
          eb
            .selectFrom('tour_versions')
            .where('code', '=', version.code)
            .select([
              eb.val(version.code).as('code'),
              sql<number>`coalesce(max(number), 0) + 1`.as('number'),
              eb.val(JSON.stringify(version.record)).as('record'),
              eb.val(version.buildId).as('build_id'),
              eb.val(JSON.stringify(version.manifest)).as('manifest'),
              eb.val(JSON.stringify(version.files)).as('files'),
              eb.val(version.rollbackOf).as('rollback_of'),
              eb.val(version.publishedBy?.id ?? null).as('published_by_id'),
              eb.val(version.publishedBy?.email ?? null).as('published_by_email'),
              eb.val(publishedAt).as('published_at'),
              eb.val(version.jobId).as('job_id'),
            ]),
        )
        .returning('number')
        .executeTakeFirstOrThrow();
      return { ...version, number: Number(inserted.number), publishedAt };
    });
  }

  async function listVersions(code: string): Promise<TourVersionSummary[]> {
    const [rows, tour] = await Promise.all([
      db
        .selectFrom('tour_versions')
        .select([
          'code',
          'number',
          'build_id',
          'rollback_of',
          'published_by_id',
          'published_by_email',
          'published_at',
          'job_id',
        ])
        .where('code', '=', code)
        .orderBy('number', 'desc')
        .execute(),
      db.selectFrom('tours').select('code').where('code', '=', code).executeTakeFirst(),
    ]);
    // The newest version is live while the tour is; `tour remove` takes it offline.
    return rows.map((row, i) => versionSummaryOf(row, i === 0 && tour !== undefined));
  }

  async function getVersion(code: string, number: number): Promise<TourVersion | null> {
    const row = await db
      .selectFrom('tour_versions')
      .selectAll()
      .where('code', '=', code)
      .where('number', '=', number)
      .executeTakeFirst();
    return row ? versionOf(row) : null;
  }

  async function findVersionByJob(jobId: string): Promise<TourVersion | null> {
    const row = await db
      .selectFrom('tour_versions')
      .selectAll()
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    return row ? versionOf(row) : null;
  }

  async function buildsInUse(code: string, now = new Date()): Promise<string[]> {
    const rows = await db
      .selectFrom('tour_versions')
      .select('build_id')
      .where('code', '=', code)
      .union(
        db
          .selectFrom('tour_previews')
          .select('build_id')
          .where('code', '=', code)
          .where('expires_at', '>', now.toISOString()),
      )
      .execute();
    return rows.map((r) => r.build_id);
  }

  async function rollbackToVersion(
    code: string,
    number: number,
    by: Who,
    now = new Date(),
  ): Promise<TourVersion | null> {
    const target = await getVersion(code, number);
    if (!target) return null;
    return publishVersion(
      {
        code,
        record: { ...target.record, updatedAt: now.toISOString() },
        buildId: target.buildId,
        manifest: target.manifest,
        files: target.files,
        rollbackOf: number,
        publishedBy: by,
        jobId: null,
      },
      now,
    );
  }

  async function listUnpublishedDrafts() {
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

  return {
    getDraft,
    createDraft,
    saveDraft,
    putDraftFile,
    setDraftFileInspection,
    removeDraftFile,
    publishVersion,
    listVersions,
    getVersion,
    findVersionByJob,
    buildsInUse,
    rollbackToVersion,
    listUnpublishedDrafts,
  };
}

/** The listing's title: in the manifest's default language, as `tours.title` is. */
function titleOf(manifest: Manifest): string {
  return resolveText(manifest.title, manifest.defaultLanguage ? [manifest.defaultLanguage] : []);
}
