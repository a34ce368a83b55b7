export type * from './types.js';
export type * from './accounts/account-types.js';
export { openStorage } from './open-storage.js';
export { SQLITE_FILE_NAME } from './connect.js';
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
  StorageConfigError,
  type StorageErrorCode,
} from './errors.js';
