import { randomBytes } from 'node:crypto';
import { formatIssues, tourSchema, type Tour } from '@tourview/schema';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../database.js';
import { InvalidTourError } from '../errors.js';
import type { TourPreviewsTable } from './studio-tables.js';
import type { PreviewStore, TourPreview } from './preview-types.js';

function previewOf(row: Selectable<TourPreviewsTable>): TourPreview {
  const { created_by_id: id, created_by_email: email } = row;
  return {
    token: row.token,
    code: row.code,
    record: JSON.parse(row.record) as Tour,
    buildId: row.build_id,
    draftRevision: row.draft_revision,
    createdBy: id !== null && email !== null ? { id, email } : null,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    jobId: row.job_id,
  };
}

type NewPreview = Parameters<PreviewStore['createPreview']>[0];

/** The row of a new preview, valid for `ttlMs` from `now`, under a fresh unguessable token. */
function newPreviewRow(preview: NewPreview, ttlMs: number, now: Date) {
  const parsed = tourSchema.safeParse(preview.record);
  if (!parsed.success) throw new InvalidTourError(formatIssues(parsed.error));
  return {
    token: randomBytes(24).toString('base64url'),
    code: preview.code,
    record: JSON.stringify(parsed.data),
    build_id: preview.buildId,
    draft_revision: preview.draftRevision,
    created_by_id: preview.createdBy?.id ?? null,
    created_by_email: preview.createdBy?.email ?? null,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ttlMs).toISOString(),
    job_id: preview.jobId,
  };
}

/** Previews over Kysely, the same code on SQLite and PostgreSQL. Times compare as ISO text. */
export function createPreviewStore(db: Kysely<Database>): PreviewStore {
  const liveAt = (now: Date) =>
    db.selectFrom('tour_previews').selectAll().where('expires_at', '>', now.toISOString());
  return {
    async createPreview(preview, ttlMs, now = new Date()) {
      const row = newPreviewRow(preview, ttlMs, now);
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('tour_previews').values(row).execute();
        await trx
          .deleteFrom('tour_previews')
          .where('code', '=', preview.code)
          .where('expires_at', '<=', row.created_at)
          .execute();
      });
      return previewOf(row);
    },
    async getPreview(token, now = new Date()) {
      const row = await liveAt(now).where('token', '=', token).executeTakeFirst();
      return row ? previewOf(row) : null;
    },
    async latestPreview(code, now = new Date()) {
      const row = await liveAt(now)
        .where('code', '=', code)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? previewOf(row) : null;
    },
    async findPreviewByJob(jobId) {
      const row = await db
        .selectFrom('tour_previews')
        .selectAll()
        .where('job_id', '=', jobId)
        .executeTakeFirst();
      return row ? previewOf(row) : null;
    },
  };
}
