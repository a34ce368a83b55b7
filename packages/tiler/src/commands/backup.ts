import {
  backupDataFolder,
  restoreDataFolder,
  type BackupResult,
  type RestoreResult,
} from '@tourview/storage';
import type { StorageLocation } from '../import/import-tour.js';

/**
 * `tour backup`: an online backup of a SQLite site into the tar archive `file`, while the
 * server keeps serving and writing; the data folder's media and sources are copied in, media in
 * S3 are named, not copied. Throws storage's `backup_not_supported` on PostgreSQL.
 */
export function backupSite(location: StorageLocation, file: string): Promise<BackupResult> {
  return backupDataFolder(location, file);
}

/**
 * `tour restore`: a backup into the empty (or missing) data folder of `location`; refuses a
 * non-empty folder, a file that is not a backup and a backup of a newer version, writing nothing.
 */
export function restoreSite(location: StorageLocation, file: string): Promise<RestoreResult> {
  return restoreDataFolder(location, file);
}
