import { readFile } from 'node:fs/promises';
import {
  DeleteObjectsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { MediaStoreError } from './errors.js';
import type { S3MediaConfig } from './media-store.js';
import { cacheControlOfMediaFile, typeOfMediaFile } from './media-store-types.js';
import { s3ClientOf } from './s3-client.js';

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/** The bucket published media live in, and the key a media ref has there. */
export interface MediaBucket {
  client: S3Client;
  Bucket: string;
  keyOf(ref: string): string;
}

export function mediaBucketOf(config: S3MediaConfig): MediaBucket {
  return {
    client: s3ClientOf(config),
    Bucket: config.bucket,
    keyOf: (ref) => (config.prefix ? `${config.prefix}/${ref}` : ref),
  };
}

/** Runs one request, failing with the store's own error that says what was being done. */
async function attempt<T>({ Bucket }: MediaBucket, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof MediaStoreError) throw error;
    throw new MediaStoreError(`${what} in bucket "${Bucket}"`, error);
  }
}

export async function uploadMedia(bucket: MediaBucket, ref: string, file: string): Promise<void> {
  const { client, Bucket, keyOf } = bucket;
  const ContentType = typeOfMediaFile(file);
  if (ContentType === undefined) throw new MediaStoreError(`${file} is of no type published media may hold.`);
  const Body = await readFile(file);
  const CacheControl = cacheControlOfMediaFile(file);
  await attempt(bucket, `Uploading ${keyOf(ref)}`, () =>
    client.send(new PutObjectCommand({ Bucket, Key: keyOf(ref), Body, ContentType, CacheControl })),
  );
}

/** Every key under `prefix`, page by page. */
export async function listKeys(bucket: MediaBucket, prefix: string): Promise<string[]> {
  const { client, Bucket } = bucket;
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await attempt(bucket, `Listing ${prefix}`, () =>
      client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token })),
    );
    keys.push(...(page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** Deletes `keys` in batches; the first key the bucket would not delete fails the rest. */
export async function removeKeys(bucket: MediaBucket, keys: string[], what: string): Promise<void> {
  const { client, Bucket } = bucket;
  for (let i = 0; i < keys.length; i += DELETE_BATCH) {
    const Objects = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
    const result = await attempt(bucket, what, () =>
      client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } })),
    );
    const failed = result.Errors?.[0];
    if (failed)
      throw new MediaStoreError(
        `Removing ${failed.Key ?? ''} failed: ${failed.Message ?? failed.Code ?? ''}`,
      );
  }
}
