import { openMediaStore, type MediaStore } from '@tourview/storage';
import { startLocalS3, type LocalS3 } from '@tourview/storage/testing';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { temporaryDataDir } from '../test-support/fixtures.js';

/** What {@link bucketAndDataDirEachTest} gives a test: one bucket for the file, a fresh data folder per test. */
export interface BucketAndDataDir {
  s3: LocalS3;
  store: MediaStore;
  data: Awaited<ReturnType<typeof temporaryDataDir>>;
}

/**
 * Starts a local S3 server for the test file and gives each test a fresh data folder with a
 * media store in that bucket; read the fields inside tests, not at module level.
 */
export function bucketAndDataDirEachTest(): BucketAndDataDir {
  const env = {} as BucketAndDataDir;
  beforeAll(async () => {
    env.s3 = await startLocalS3();
  });
  afterAll(() => env.s3.stop());
  beforeEach(async () => {
    env.data = await temporaryDataDir();
    env.store = openMediaStore({ dataDir: env.data.dataDir, media: env.s3.config });
  });
  afterEach(() => env.data.remove());
  return env;
}
