import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../connect.js';
import type { Database } from '../database.js';

/** Most bytes an account, and a tour, may hold in unfinished uploads and stored files together. */
export interface UploadQuotaLimits {
  perAccountBytes: number;
  perTourBytes: number;
}

/** Which quota an upload would go over, and by how much: all in bytes. */
export interface QuotaExcess {
  scope: 'account' | 'tour';
  limit: number;
  /** What the account or tour holds already (unfinished uploads and stored files). */
  used: number;
  requested: number;
}

/** An upload about to start: its store id, where it goes, who sends it, and its declared size. */
export interface UploadReservation {
  id: string;
  tourCode: string;
  account: { id: string; email: string };
  bytes: number;
  now: Date;
  /** When an upload left unfinished stops counting (its bytes are swept then too). */
  expiresAt: Date;
}

/** The upload quotas, counted in the database so every instance sees every upload. */
export interface UploadQuotaStore {
  /** Counts the upload against both quotas, or leaves it out and says which one it would exceed. */
  reserveUpload(reservation: UploadReservation, limits: UploadQuotaLimits): Promise<QuotaExcess | null>;
  /** Stops counting an upload: it was finished (its file then counts) or cancelled. */
  releaseUpload(id: string): Promise<void>;
}

class OverQuota extends Error {
  constructor(readonly excess: QuotaExcess) {
    super(`over the ${excess.scope} upload quota`);
  }
}

const total = sql<number | string>`coalesce(sum(bytes), 0)`.as('total');

async function sum(query: Promise<{ total: number | string } | undefined>): Promise<number> {
  return Number((await query)?.total ?? 0);
}

/** Bytes an account holds: its live reservations and the draft files it uploaded. */
async function accountBytes(trx: Transaction<Database>, r: UploadReservation): Promise<number> {
  const now = r.now.toISOString();
  const uploading = trx
    .selectFrom('upload_reservations')
    .select(total)
    .where('account_id', '=', r.account.id)
    .where('expires_at', '>', now);
  // Uploads record their uploader by email, files taken over from a version by account id.
  const stored = trx
    .selectFrom('tour_draft_files')
    .select(total)
    .where('uploaded_by', 'in', [r.account.id, r.account.email]);
  return (await sum(uploading.executeTakeFirst())) + (await sum(stored.executeTakeFirst()));
}

/** Bytes a tour holds: its live reservations and its draft's files. */
async function tourBytes(trx: Transaction<Database>, r: UploadReservation): Promise<number> {
  const uploading = trx
    .selectFrom('upload_reservations')
    .select(total)
    .where('tour_code', '=', r.tourCode)
    .where('expires_at', '>', r.now.toISOString());
  const stored = trx.selectFrom('tour_draft_files').select(total).where('code', '=', r.tourCode);
  return (await sum(uploading.executeTakeFirst())) + (await sum(stored.executeTakeFirst()));
}

/** The quota the reservation, already counted in `trx`, goes over; `null` within both. */
async function excessOf(
  trx: Transaction<Database>,
  r: UploadReservation,
  limits: UploadQuotaLimits,
): Promise<QuotaExcess | null> {
  const checks = [
    { scope: 'account', limit: limits.perAccountBytes, held: () => accountBytes(trx, r) },
    { scope: 'tour', limit: limits.perTourBytes, held: () => tourBytes(trx, r) },
  ] as const;
  for (const { scope, limit, held } of checks) {
    const withIt = await held();
    if (withIt > limit) return { scope, limit, used: withIt - r.bytes, requested: r.bytes };
  }
  return null;
}

/**
 * Reservations are written first and checked after, in one transaction: on SQLite every
 * transaction takes the database's write lock at its start, so reservations made at once are
 * counted one after another; PostgreSQL gets the same order from transaction locks named after the account and
 * the tour.
 */
export function createUploadQuotaStore(db: Kysely<Database>, dialect: Dialect): UploadQuotaStore {
  return {
    async reserveUpload(r, limits) {
      try {
        await db.transaction().execute(async (trx) => {
          if (dialect === 'postgres') await lockOwners(trx, r);
          await trx
            .insertInto('upload_reservations')
            .values({
              id: r.id,
              tour_code: r.tourCode,
              account_id: r.account.id,
              bytes: r.bytes,
              expires_at: r.expiresAt.toISOString(),
            })
            .execute();
          await trx
            .deleteFrom('upload_reservations')
            .where('expires_at', '<=', r.now.toISOString())
            .execute();
          const excess = await excessOf(trx, r, limits);
          if (excess) throw new OverQuota(excess);
        });
        return null;
      } catch (error) {
        if (error instanceof OverQuota) return error.excess;
        throw error;
      }
    },
    async releaseUpload(id) {
      await db.deleteFrom('upload_reservations').where('id', '=', id).execute();
    },
  };
}

// Account first, then tour, in every transaction: two reservations never wait on each other.
async function lockOwners(trx: Transaction<Database>, r: UploadReservation): Promise<void> {
  for (const key of [`upload-quota:account:${r.account.id}`, `upload-quota:tour:${r.tourCode}`])
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
