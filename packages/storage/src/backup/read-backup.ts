import * as tar from 'tar';
import { SQLITE_FILE_NAME } from '../connect.js';
import { BackupError } from '../errors.js';
import { MIGRATION_NAMES } from '../migrations/index.js';
import { BACKUP_MANIFEST_FILE, readBackupManifest, type BackupManifest } from './backup-manifest.js';
import { FILE_FOLDERS } from './backup-rules.js';

const TOP_LEVEL: ReadonlySet<string> = new Set([BACKUP_MANIFEST_FILE, SQLITE_FILE_NAME, ...FILE_FOLDERS]);

/**
 * Reads a backup archive through to its end and returns its manifest, once sure that
 * restoring it writes only the database, `media/` and `sources/` (plain files and folders),
 * and that this version knows every migration of its database. Throws `invalid_backup` or
 * `backup_too_new` in words.
 */
export async function readBackup(file: string): Promise<BackupManifest> {
  const { manifestText, hasDatabase, strangers } = await listArchive(file);
  const invalid = (reason: string) =>
    new BackupError('invalid_backup', `${file} ${reason}; nothing was restored.`);
  if (manifestText === undefined)
    throw invalid(`has no ${BACKUP_MANIFEST_FILE}: it is not a Tourview backup`);
  const reading = readBackupManifest(manifestText);
  if (reading.kind === 'newer')
    throw new BackupError(
      'backup_too_new',
      `${file} has archive layout ${reading.layout}, made by a newer version of Tourview; restore it with that version.`,
    );
  if (reading.kind === 'invalid') throw invalid(`is not a Tourview backup: ${reading.reason}`);
  if (!hasDatabase) throw invalid(`holds no ${SQLITE_FILE_NAME}`);
  if (strangers.length > 0)
    throw invalid(`holds entries a backup never has: ${strangers.slice(0, 5).join(', ')}`);
  const unknown = reading.manifest.migrations.filter((name) => !MIGRATION_NAMES.includes(name));
  if (unknown.length > 0)
    throw new BackupError(
      'backup_too_new',
      `${file} was made by a newer version of Tourview: its database has migrations this version does not know (${unknown.join(', ')}); restore it with that version or a later one.`,
    );
  return reading.manifest;
}

interface Listing {
  manifestText?: string;
  hasDatabase: boolean;
  /** Entries outside the backup's layout: other names, links, devices, `..`. */
  strangers: string[];
}

async function listArchive(file: string): Promise<Listing> {
  const listing: Listing = { hasDatabase: false, strangers: [] };
  const chunks: Buffer[] = [];
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.path === BACKUP_MANIFEST_FILE) entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        else entry.resume();
        if (entry.path === SQLITE_FILE_NAME && entry.type === 'File') listing.hasDatabase = true;
        if (!fitsLayout(entry.path, entry.type)) listing.strangers.push(entry.path);
      },
    });
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'does not exist'
        : `is not a Tourview backup (not a readable tar archive: ${(error as Error).message})`;
    throw new BackupError('invalid_backup', `${file} ${reason}; nothing was restored.`, { cause: error });
  }
  if (chunks.length > 0) listing.manifestText = Buffer.concat(chunks).toString('utf8');
  return listing;
}

function fitsLayout(path: string, type: string): boolean {
  const segments = path.split('/').filter((segment) => segment !== '');
  const [top] = segments;
  if (top === undefined || !TOP_LEVEL.has(top) || segments.some((s) => s === '..' || s === '.')) return false;
  if (path.startsWith('/')) return false;
  if (type === 'Directory') return FILE_FOLDERS.some((folder) => folder === top);
  return type === 'File' || type === 'OldFile';
}
