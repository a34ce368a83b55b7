import { sql } from 'kysely';
import { createAnalyticsStore } from './analytics/analytics-store.js';
import { createAnalyticsSummaryStore } from './analytics/analytics-summaries.js';
import { createAccountStore } from './accounts/account-store.js';
import { connectPostgres, connectSqlite, type Connection } from './connect.js';
import { createEnquiryStore } from './enquiry-store.js';
import { createEnquiryInboxStore } from './enquiry-inbox-store.js';
import { createLeaseStore } from './lease-store.js';
import { createLiveViewingStore } from './live/live-viewing-store.js';
import { createJobStore } from './jobs/job-store.js';
import { createUploadQuotaStore } from './studio/upload-quota-store.js';
import { migrateToLatest } from './migrations/index.js';
import { createOutboxStore } from './outbox-store.js';
import { operationalStats } from './operational-stats.js';
import { createPreviewStore } from './studio/preview-store.js';
import { createStudioTourStore } from './studio/studio-tour-store.js';
import { createTourStore } from './tour-store.js';
import { createAgencyBrandingStore } from './branding-store.js';
import type { Storage, StorageHealth, StorageOptions } from './types.js';

/**
 * Opens storage and runs pending migrations: PostgreSQL when `databaseUrl` is set,
 * otherwise the SQLite file `tourview.db` in `dataDir`.
 */
export async function openStorage(options: StorageOptions): Promise<Storage> {
  const connection = options.databaseUrl
    ? connectPostgres(options.databaseUrl)
    : connectSqlite(options.dataDir);
  try {
    await migrateToLatest(connection.db);
  } catch (error) {
    await connection.db.destroy();
    throw error;
  }
  return assemble(connection);
}

function assemble({ db, dialect }: Connection): Storage {
  async function health(): Promise<StorageHealth> {
    const started = performance.now();
    try {
      await sql`select 1`.execute(db);
      return { ok: true, dialect, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
    } catch {
      return { ok: false, dialect, latencyMs: Math.round(performance.now() - started) };
    }
  }

  return {
    dialect,
    ...createTourStore(db),
    ...createEnquiryStore(db),
    ...createEnquiryInboxStore(db),
    ...createOutboxStore(db, dialect),
    ...createAccountStore(db),
    ...createLeaseStore(db),
    ...createLiveViewingStore(db),
    ...createStudioTourStore(db, dialect),
    ...createPreviewStore(db),
    ...createJobStore(db, dialect),
    ...createUploadQuotaStore(db, dialect),
    ...createAgencyBrandingStore(db),
    ...createAnalyticsStore(db, dialect),
    ...createAnalyticsSummaryStore(db, dialect),
    health,
    operationalStats: () => operationalStats(db),
    close: () => db.destroy(),
  };
}
