import { mediaDirOf, type MediaStore, type S3MediaConfig } from './media-store.js';
import { createFsMediaStore } from './media-store-fs.js';
import type { StorageOptions } from './types.js';

/**
 * The bucket's store, its module (and the AWS SDK with it) loaded on first use: a process
 * that never touches the bucket, such as a server starting up, never pays for loading it.
 */
function s3MediaStoreOnFirstUse(config: S3MediaConfig): MediaStore {
  let loading: Promise<MediaStore> | undefined;
  const store = () => (loading ??= import('./media-store-s3.js').then((m) => m.createS3MediaStore(config)));
  return {
    kind: 's3',
    publishBuild: async (build) => (await store()).publishBuild(build),
    listBuilds: async (code) => (await store()).listBuilds(code),
    removeBuild: async (code, buildId) => (await store()).removeBuild(code, buildId),
    read: async (ref) => (await store()).read(ref),
  };
}

/** Opens the media store `options` name: S3 when `media` says so, else the data folder's `media/`. */
export function openMediaStore(options: StorageOptions): MediaStore {
  return options.media?.kind === 's3'
    ? s3MediaStoreOnFirstUse(options.media)
    : createFsMediaStore(mediaDirOf(options.dataDir));
}
