import { join } from 'node:path';
import { mediaDirOf, SQLITE_FILE_NAME } from '@tourview/storage';
import type { StorageLocation } from '../import/import-tour.js';

/** Where a command wrote, in words an operator can compare with the server's configuration. */
export interface StorageDescription {
  /** `SQLite /srv/tours/data/tourview.db` or `PostgreSQL db.example.com:5432/tours (user tourview)`. */
  database: string;
  /** `/srv/tours/data/media` or `S3 bucket tours/media at https://s3.example.com`. */
  media: string;
}

/** Describes a storage location, never with a password or an access key. */
export function describeStorage(location: StorageLocation): StorageDescription {
  return { database: describeDatabase(location), media: describeMedia(location) };
}

function describeDatabase({ dataDir, databaseUrl }: StorageLocation): string {
  if (databaseUrl === undefined) return `SQLite ${join(dataDir, SQLITE_FILE_NAME)}`;
  const url = new URL(databaseUrl);
  const host = url.hostname || url.searchParams.get('host') || 'localhost';
  const database = decodeURIComponent(url.pathname.slice(1)) || '(the user’s default)';
  const user = url.username ? ` (user ${decodeURIComponent(url.username)})` : '';
  return `PostgreSQL ${host}:${url.port || '5432'}/${database}${user}`;
}

function describeMedia({ dataDir, media }: StorageLocation): string {
  if (media === undefined) return mediaDirOf(dataDir);
  const where = media.prefix === '' ? media.bucket : `${media.bucket}/${media.prefix}`;
  return `S3 bucket ${where} at ${media.endpoint ?? `AWS ${media.region}`}`;
}
