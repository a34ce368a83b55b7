import type { BackupFiles, BackupResult, RestoreResult } from '@tourview/storage';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function inBucket(files: Extract<BackupFiles, { store: 's3' }>): string {
  return `the S3 bucket "${files.bucket}"${files.prefix === '' ? '' : ` (prefix "${files.prefix}/")`}`;
}

/** What `tour backup` prints: what the archive holds, and what it does not. */
export function backupSummary(result: BackupResult): string {
  const size = `${(result.bytes / 2 ** 20).toFixed(1)} MiB`;
  const { files } = result;
  if (files.store === 'fs')
    return (
      `Backed up the database (migration ${result.migration}), ${plural(files.media ?? 0, 'media file')} and ` +
      `${plural(files.sources ?? 0, 'source file')} to ${result.file} (${size}).\n`
    );
  return (
    `Backed up the database (migration ${result.migration}) to ${result.file} (${size}).\n` +
    `Media and source files are in ${inBucket(files)} and not in this backup: keep them with the ` +
    `bucket's versioning or replication (see "Backups" in docs/production.md).\n`
  );
}

/** What `tour restore` prints. */
export function restoreSummary(result: RestoreResult): string {
  const files =
    result.files.store === 'fs'
      ? 'with media/ and sources/'
      : `without media and sources, which were in ${inBucket(result.files)} when it was made`;
  return `Restored the backup of ${result.createdAt} (database at migration ${result.migration}, ${files}) into ${result.dataDir}.\n`;
}
