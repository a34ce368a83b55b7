import { join } from 'node:path';
import type { S3MediaConfig } from '../media-store.js';
import type { StorageOptions } from '../types.js';
import { createFsSourceStore } from './source-store-fs.js';
import type { SourceStore } from './studio-types.js';

/** The folder of the data folder where the file system source store keeps files. */
export function sourcesDirOf(dataDir: string): string {
  return join(dataDir, 'sources');
}

/** The bucket's source store, its module (and the AWS SDK) loaded on first use. */
function s3SourceStoreOnFirstUse(config: S3MediaConfig): SourceStore {
  let loading: Promise<SourceStore> | undefined;
  const store = () => (loading ??= import('./source-store-s3.js').then((m) => m.createS3SourceStore(config)));
  return {
    put: async (localPath) => (await store()).put(localPath),
    copyTo: async (sha256, localPath) => (await store()).copyTo(sha256, localPath),
    has: async (sha256) => (await store()).has(sha256),
    sizeOf: async (sha256) => (await store()).sizeOf(sha256),
    readRange: async (sha256, range) => (await store()).readRange(sha256, range),
  };
}

/** Opens the source store beside the media `options` name: the same bucket, or the data folder. */
export function openSourceStore(options: StorageOptions): SourceStore {
  return options.media?.kind === 's3'
    ? s3SourceStoreOnFirstUse(options.media)
    : createFsSourceStore(sourcesDirOf(options.dataDir));
}
