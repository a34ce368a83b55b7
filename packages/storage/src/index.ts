export type * from './types.js';
export type * from './accounts/account-types.js';
export type * from './studio/studio-types.js';
export type * from './studio/preview-types.js';
export type * from './live/live-types.js';
export type * from './analytics/analytics-types.js';
export type { AnalyticsSummaryStore, PendingSummary } from './analytics/analytics-summaries.js';
export type {
  QuotaExcess,
  UploadQuotaLimits,
  UploadQuotaStore,
  UploadReservation,
} from './studio/upload-quota-store.js';
export { openStorage } from './open-storage.js';
export { SQLITE_FILE_NAME } from './connect.js';
export { JOB_ATTEMPTS, INTERRUPTED_ERROR, ONE_AT_A_TIME_PER_TOUR } from './jobs/job-limits.js';
export {
  DEFAULT_DATA_DIR,
  DEFAULT_PORT,
  STORAGE_VARIABLES,
  loadDotEnv,
  publicOriginFromEnv,
  storageOptionsFromEnv,
} from './environment.js';
export {
  STORAGE_ERRORS,
  StorageError,
  InvalidTourError,
  InvalidEnquiryError,
  InvalidQueryError,
  InvalidAccountError,
  AccountExistsError,
  MigrationError,
  DatabaseTooNewError,
  StorageConfigError,
  MediaStoreError,
  TourExistsError,
  NoDraftError,
  RevisionConflictError,
  SourceStoreError,
  BackupError,
  type StorageErrorCode,
} from './errors.js';
export { openMediaStore } from './media-store-open.js';
export { openSourceStore, sourcesDirOf } from './studio/source-store-open.js';
export { mediaDirOf, type LocalBuild, type MediaStore, type S3MediaConfig } from './media-store.js';
export { MEDIA_TYPES, cacheControlOfMediaFile, typeOfMediaFile } from './media-store-types.js';
export { backupDataFolder, type BackupResult } from './backup/backup-data-folder.js';
export { restoreDataFolder, type RestoreResult } from './backup/restore-data-folder.js';
export type { BackupFiles } from './backup/backup-manifest.js';
