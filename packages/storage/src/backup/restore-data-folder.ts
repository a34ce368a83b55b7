import { mkdir, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as tar from 'tar';
import { SQLITE_FILE_NAME } from '../connect.js';
import { BackupError } from '../errors.js';
import type { StorageOptions } from '../types.js';
import { BACKUP_MANIFEST_FILE, type BackupFiles } from './backup-manifest.js';
import { refusePostgres } from './backup-rules.js';
import { readBackup } from './read-backup.js';
import { checkSqlite } from './sqlite-snapshot.js';

/** What {@link restoreDataFolder} restored. */
export interface RestoreResult {
  /** The data folder, as an absolute path. */
  dataDir: string;
  /** When the backup was made. */
  createdAt: string;
  /** The last migration of the restored database. */
  migration: string;
  files: BackupFiles;
}

/**
 * Restores a backup made by `backupDataFolder` into the empty (or missing) data folder of
 * `options`: the database, and `media/` and `sources/` when the backup holds them. The whole
 * archive is checked before anything is written, and the restored database after; a failure
 * leaves the data folder empty again. Throws `backup_not_supported` on PostgreSQL,
 * `data_folder_not_empty`, `invalid_backup`, `backup_too_new` or `backup_store_mismatch`.
 */
export async function restoreDataFolder(options: StorageOptions, file: string): Promise<RestoreResult> {
  refusePostgres(options, 'restore');
  const dataDir = resolve(options.dataDir);
  // Before reading the archive, which may take minutes, to refuse a wrong folder at once.
  await refuseNonEmpty(dataDir);
  const manifest = await readBackup(file);
  refuseStoreMismatch(manifest.files, options, file);
  await mkdir(dataDir, { recursive: true });
  try {
    await tar.extract({ file, cwd: dataDir, strict: true, filter: (path) => path !== BACKUP_MANIFEST_FILE });
    checkSqlite(join(dataDir, SQLITE_FILE_NAME));
  } catch (error) {
    await Promise.all(
      (await readdir(dataDir)).map((name) => rm(join(dataDir, name), { recursive: true, force: true })),
    );
    throw new BackupError(
      'invalid_backup',
      `${file} could not be restored: ${(error as Error).message}; the data folder was left empty.`,
      { cause: error },
    );
  }
  return {
    dataDir,
    createdAt: manifest.createdAt,
    migration: manifest.migrations.at(-1) ?? '',
    files: manifest.files,
  };
}

async function refuseNonEmpty(dataDir: string): Promise<void> {
  const present = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (present.length > 0)
    throw new BackupError(
      'data_folder_not_empty',
      `${dataDir} is not empty (it holds ${present.slice(0, 3).join(', ')}${present.length > 3 ? ', …' : ''}); restore into an empty or new folder (DATA_DIR).`,
    );
}

function refuseStoreMismatch(files: BackupFiles, options: StorageOptions, file: string): void {
  const configured = options.media;
  if (files.store === 'fs' && configured?.kind === 's3')
    throw new BackupError(
      'backup_store_mismatch',
      `${file} holds the media and source files of a data folder, but MEDIA_STORE=s3 is configured; restore with MEDIA_STORE unset, or upload media/ and sources/ to the bucket yourself.`,
    );
  if (files.store === 's3' && configured?.kind !== 's3')
    throw new BackupError(
      'backup_store_mismatch',
      `${file} holds the database only: its media and source files are in the S3 bucket "${files.bucket}"${files.prefix === '' ? '' : ` under "${files.prefix}/"`}; configure MEDIA_STORE=s3 and S3_BUCKET to restore it.`,
    );
}
