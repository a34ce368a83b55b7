import { join } from 'node:path';
import type { StorageOptions } from '../types.js';
import { createFsSourceStore } from './source-store-fs.js';
import { createS3SourceStore } from './source-store-s3.js';
import type { SourceStore } from './studio-types.js';

/** The folder of the data folder where the file system source store keeps files. */
export function sourcesDirOf(dataDir: string): string {
  return join(dataDir, 'sources');
}

/** Opens the source store beside the media `options` name: the same bucket, or the data folder. */
export function openSourceStore(options: StorageOptions): SourceStore {
  return options.media?.kind === 's3'
    ? createS3SourceStore(options.media)
    : createFsSourceStore(sourcesDirOf(options.dataDir));
}
