import { existsSync } from 'node:fs';
import { chmod, mkdtemp, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import * as tar from 'tar';
import { SQLITE_FILE_NAME } from '../connect.js';
import { BackupError, StorageConfigError } from '../errors.js';
import type { StorageOptions } from '../types.js';
import {
  BACKUP_LAYOUT,
  BACKUP_MANIFEST_FILE,
  type BackupFiles,
  type BackupManifest,
} from './backup-manifest.js';
import { FILE_FOLDERS, refusePostgres } from './backup-rules.js';
import { snapshotSqlite } from './sqlite-snapshot.js';

/** What {@link backupDataFolder} wrote. */
export interface BackupResult {
  /** The archive, as an absolute path. */
  file: string;
  bytes: number;
  createdAt: string;
  /** The last migration of the backed-up database. */
  migration: string;
  /** Where media and sources are, and for the data folder's, how many files were copied. */
  files: BackupFiles & { media?: number; sources?: number };
}

// A build or preview removed between the database snapshot and the copy of its folder (a tour
// removed, a preview expired) makes the copy meet a missing file; a new snapshot agrees again.
const ATTEMPTS = 3;

/**
 * Backs up a SQLite site while it runs: an online snapshot of the database, then the data
 * folder's `media/` and `sources/`, into one tar archive at `file` (which must not exist and
 * must lie outside the data folder). With media in S3 the archive holds the database only and
 * says which bucket the files are in. Throws `backup_not_supported` on PostgreSQL.
 */
export async function backupDataFolder(options: StorageOptions, file: string): Promise<BackupResult> {
  refusePostgres(options, 'backup');
  const target = resolve(file);
  const dataDir = resolve(options.dataDir);
  refuseTarget(target, dataDir);
  if (!existsSync(join(dataDir, SQLITE_FILE_NAME)))
    throw new StorageConfigError([`DATA_DIR: ${dataDir} holds no ${SQLITE_FILE_NAME}: nothing to back up.`]);
  const work = await mkdtemp(join(dirname(target), `.${basename(target)}-`));
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        return await writeArchive(options, dataDir, work, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === ATTEMPTS) throw error;
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function refuseTarget(target: string, dataDir: string): void {
  if (!existsSync(dirname(target)))
    throw new BackupError(
      'backup_target_invalid',
      `The folder ${dirname(target)} does not exist; create it first.`,
    );
  if (existsSync(target))
    throw new BackupError('backup_target_invalid', `${target} exists; choose a new file name.`);
  const inside = relative(dataDir, target);
  if (!inside.startsWith(`..${sep}`) && inside !== '..')
    throw new BackupError(
      'backup_target_invalid',
      `${target} lies inside the data folder ${dataDir}; write the backup elsewhere (another disk).`,
    );
}

async function writeArchive(
  options: StorageOptions,
  dataDir: string,
  work: string,
  target: string,
): Promise<BackupResult> {
  const archive = join(work, 'archive.tar');
  await rm(archive, { force: true });
  const migrations = await snapshotSqlite(join(dataDir, SQLITE_FILE_NAME), join(work, SQLITE_FILE_NAME));
  const manifest: BackupManifest = {
    format: 'tourview-backup',
    layout: BACKUP_LAYOUT,
    createdAt: new Date().toISOString(),
    migrations,
    files: filesOf(options),
  };
  await writeFile(join(work, BACKUP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  // The manifest first, so a reader learns what the archive is before anything else.
  await tar.create({ file: archive, cwd: work, portable: true }, [BACKUP_MANIFEST_FILE, SQLITE_FILE_NAME]);
  const counts = manifest.files.store === 'fs' ? await appendFiles(archive, dataDir) : {};
  // It holds accounts, sessions and visitors' enquiries: its owner's alone, like the database.
  await chmod(archive, 0o600);
  await syncFile(archive);
  await rename(archive, target);
  return {
    file: target,
    bytes: (await stat(target)).size,
    createdAt: manifest.createdAt,
    migration: migrations.at(-1) ?? '',
    files: { ...manifest.files, ...counts },
  };
}

function filesOf(options: StorageOptions): BackupFiles {
  const media = options.media;
  return media?.kind === 's3' ? { store: 's3', bucket: media.bucket, prefix: media.prefix } : { store: 'fs' };
}

/**
 * Appends the data folder's media and sources. A published build and a stored source never
 * change once in place (both arrive by rename), so each file is copied whole; a source still
 * arriving (`.part`) is left out.
 */
async function appendFiles(archive: string, dataDir: string): Promise<{ media: number; sources: number }> {
  const counts = { media: 0, sources: 0 };
  const folders = FILE_FOLDERS.filter((folder) => existsSync(join(dataDir, folder)));
  if (folders.length === 0) return counts;
  await tar.replace(
    {
      file: archive,
      cwd: dataDir,
      portable: true,
      filter: (path) => !path.endsWith('.part'),
      onWriteEntry: (entry) => {
        if (entry.type !== 'File') return;
        if (entry.path.startsWith('media/')) counts.media++;
        else counts.sources++;
      },
    },
    [...folders],
  );
  return counts;
}

async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
