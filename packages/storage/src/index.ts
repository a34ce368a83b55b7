export type * from './types.js';
export { openStorage } from './open-storage.js';
export { SQLITE_FILE_NAME } from './connect.js';
export { DEFAULT_DATA_DIR, STORAGE_VARIABLES, loadDotEnv, storageOptionsFromEnv } from './environment.js';
export {
  STORAGE_ERRORS,
  StorageError,
  InvalidTourError,
  InvalidEnquiryError,
  InvalidQueryError,
  MigrationError,
  StorageConfigError,
  MediaStoreError,
  type StorageErrorCode,
} from './errors.js';
export { openMediaStore } from './media-store-open.js';
export { mediaDirOf, type LocalBuild, type MediaStore, type S3MediaConfig } from './media-store.js';
export { MEDIA_TYPES, cacheControlOfMediaFile, typeOfMediaFile } from './media-store-types.js';
