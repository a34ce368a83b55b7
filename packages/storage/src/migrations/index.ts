import { setTimeout as sleep } from 'node:timers/promises';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from '../database.js';
import { DatabaseTooNewError, MigrationError } from '../errors.js';
import * as initial from './001-initial.js';
import * as accounts from './002-accounts.js';
import * as studioTours from './003-studio-tours.js';
import * as jobs from './004-jobs.js';
import * as leases from './005-leases.js';
import * as enquiryStatus from './006-enquiry-status.js';
import * as tourPreviews from './007-tour-previews.js';
import * as draftCubes from './008-draft-cubes.js';
import * as uploadReservations from './009-upload-reservations.js';
import * as draftThumbnails from './010-draft-thumbnails.js';
import * as removedDraftFiles from './011-removed-draft-files.js';
import * as unbrandedCodesAndBranding from './013-unbranded-codes-and-branding.js';
import * as liveViewings from './015-live-viewings.js';
import * as accountTripodCover from './016-account-tripod-cover.js';
import * as analytics from './012-analytics.js';
import * as analyticsSummaries from './017-analytics-summaries.js';
import * as analyticsBatches from './018-analytics-batches.js';

/** Every migration in order; listed in code so they ship with the bundle, not read from disk. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-accounts': accounts,
  '003-studio-tours': studioTours,
  '004-jobs': jobs,
  '005-leases': leases,
  '006-enquiry-status': enquiryStatus,
  '007-tour-previews': tourPreviews,
  '008-draft-cubes': draftCubes,
  '009-upload-reservations': uploadReservations,
  '010-draft-thumbnails': draftThumbnails,
  '011-removed-draft-files': removedDraftFiles,
  '012-analytics': analytics,
  '013-unbranded-codes-and-branding': unbrandedCodesAndBranding,
  '015-live-viewings': liveViewings,
  '016-account-tripod-cover': accountTripodCover,
  '017-analytics-summaries': analyticsSummaries,
  '018-analytics-batches': analyticsBatches,
};

/** The names of every migration this version knows, in order (a backup records its database's). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

const ATTEMPTS = 5;

/** The newest migration this version knows; names sort in the order they run. */
export const LATEST_MIGRATION = Object.keys(MIGRATIONS).sort().at(-1) ?? '';

/** The migrations the database records as run; none before its first migration. */
async function executedMigrations(db: Kysely<Database>): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return rows.map((row) => row.name);
  } catch {
    // No migration table yet: a new database (a real failure resurfaces when migrating).
    return [];
  }
}

/** Refuses a database that a newer version migrated, naming its schema and the one known here. */
async function refuseNewerSchema(db: Kysely<Database>): Promise<void> {
  const unknown = (await executedMigrations(db)).filter((name) => !(name in MIGRATIONS)).sort();
  const newest = unknown.at(-1);
  if (newest !== undefined) throw new DatabaseTooNewError(newest, LATEST_MIGRATION);
}

async function migrateOnce(db: Kysely<Database>): Promise<MigrationError | null> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error === undefined) return null;
  const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
  return new MigrationError(failed, error);
}

/**
 * Brings the schema up to date; throws with the failing migration's name. Two processes (the
 * CLI and the server) may start on a fresh SQLite file at once, and SQLite has no migration
 * lock across processes: the loser's transaction rolls back, and a retry finds the schema
 * current. PostgreSQL takes an advisory lock, so it never needs the retry.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  await refuseNewerSchema(db);
  for (let attempt = 1; ; attempt++) {
    const error = await migrateOnce(db);
    if (error === null) return;
    if (attempt === ATTEMPTS) throw error;
    await sleep(50 * attempt);
  }
}
