import { mediaDirOf, type MediaStore } from './media-store.js';
import { createFsMediaStore } from './media-store-fs.js';
import { createS3MediaStore } from './media-store-s3.js';
import type { StorageOptions } from './types.js';

/** Opens the media store `options` name: S3 when `media` says so, else the data folder's `media/`. */
export function openMediaStore(options: StorageOptions): MediaStore {
  return options.media?.kind === 's3'
    ? createS3MediaStore(options.media)
    : createFsMediaStore(mediaDirOf(options.dataDir));
}
