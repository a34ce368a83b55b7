import { BackupError } from '../errors.js';
import type { StorageOptions } from '../types.js';

/** The data folder's folders of files a backup copies when media are not in S3. */
export const FILE_FOLDERS = ['media', 'sources'] as const;

/** Refuses PostgreSQL, whose own tools back it up, in words that name them. */
export function refusePostgres(options: StorageOptions, action: 'backup' | 'restore'): void {
  if (options.databaseUrl === undefined) return;
  const tool =
    action === 'backup'
      ? 'pg_dump --format=custom --file=tourview.dump "$DATABASE_URL"'
      : 'pg_restore --dbname="$DATABASE_URL" --no-owner tourview.dump';
  throw new BackupError(
    'backup_not_supported',
    `DATABASE_URL points at PostgreSQL; tour ${action} handles the SQLite database of DATA_DIR only. ` +
      `Use PostgreSQL's own tools: ${tool} (see "Backups" in docs/production.md).`,
  );
}
