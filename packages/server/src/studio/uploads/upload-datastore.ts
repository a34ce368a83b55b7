import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import type { S3MediaConfig } from '@tourview/storage';
import { UPLOAD_EXPIRY_MS } from './upload-expiry.js';

/** Where unfinished uploads live, and how a finished one is read back as a local file. */
export interface UploadDatastore {
  datastore: DataStore;
  /** Prepended to every upload's store id (the bucket's `<prefix>/uploads/`; none on disk). */
  keyPrefix: string;
  /** A local file holding the upload's bytes; `release` removes what was copied for it. */
  localCopy(id: string): Promise<{ path: string; release(): Promise<void> }>;
  remove(id: string): Promise<void>;
}

/** The data folder's `uploads/`, where the file system store keeps unfinished uploads. */
export function uploadsDirOf(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/**
 * The file system store under the data folder, or, with `MEDIA_STORE=s3`, the bucket under
 * `<prefix>/uploads/` so that any instance can resume an upload another one started.
 */
export async function createUploadDatastore(location: {
  dataDir: string;
  media?: S3MediaConfig;
}): Promise<UploadDatastore> {
  const dir = uploadsDirOf(location.dataDir);
  await mkdir(dir, { recursive: true });
  if (!location.media) {
    const store = new FileStore({ directory: dir, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
    // The store makes its folder again without waiting, and throws from the callback if that
    // fails. A second request queued behind its one lets start-up wait until it has run, so a
    // server closed right after it started (and its data folder removed) has none in flight.
    await mkdir(dir, { recursive: true });
    return {
      datastore: store,
      keyPrefix: '',
      localCopy: async (id) => ({ path: join(dir, id), release: async () => {} }),
      remove: (id) => store.remove(id),
    };
  }
  // The bucket's store brings the AWS SDK: loaded only where uploads go to a bucket.
  const { FinishedUploadS3Store } = await import('./upload-datastore-s3.js');
  const store = new FinishedUploadS3Store(location.media);
  return {
    datastore: store,
    keyPrefix: location.media.prefix ? `${location.media.prefix}/uploads/` : 'uploads/',
    localCopy: (id) => downloadTo(dir, store.read(id)),
    remove: (id) => store.removeFinished(id),
  };
}

async function downloadTo(
  parent: string,
  body: Promise<Readable>,
): Promise<{ path: string; release(): Promise<void> }> {
  const folder = await mkdtemp(join(parent, 'finished-'));
  const path = join(folder, 'upload');
  const release = () => rm(folder, { recursive: true, force: true });
  try {
    await pipeline(await body, createWriteStream(path));
  } catch (error) {
    await release();
    throw error;
  }
  return { path, release };
}
