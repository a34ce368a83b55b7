import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { SourceStoreError } from '../errors.js';
import type { S3MediaConfig } from '../media-store.js';
import { s3ClientOf } from '../s3-client.js';
import { sha256OfFile } from './sha256-of-file.js';
import type { SourceStore } from './studio-types.js';

type SourceObject = { client: S3Client; Bucket: string; Key: string };

/**
 * Source files in the media bucket under `<prefix>/sources/<sha256>`: beside `tours/`, never
 * under it, and private (no public ACL; the CDN serves only `tours/`).
 */
export function createS3SourceStore(config: S3MediaConfig): SourceStore {
  const client = s3ClientOf(config);
  const Bucket = config.bucket;
  const objectOf = (sha256: string): SourceObject => ({
    client,
    Bucket,
    Key: config.prefix ? `${config.prefix}/sources/${sha256}` : `sources/${sha256}`,
  });
  return {
    async put(localPath) {
      const [sha256, { size }] = await Promise.all([sha256OfFile(localPath), stat(localPath)]);
      if ((await headOf(objectOf(sha256))) === null) await upload(objectOf(sha256), localPath);
      return { sha256, bytes: size };
    },
    copyTo: (sha256, localPath) => download(objectOf(sha256), localPath),
    has: async (sha256) => (await headOf(objectOf(sha256))) !== null,
    sizeOf: async (sha256) => (await headOf(objectOf(sha256)))?.ContentLength ?? null,
    async readRange(sha256, { start, end }) {
      const { client, Bucket, Key } = objectOf(sha256);
      try {
        const Range = `bytes=${start}-${end}`;
        const object = await client.send(new GetObjectCommand({ Bucket, Key, Range }));
        if (!(object.Body instanceof Readable)) throw new Error('the object has no body');
        return object.Body;
      } catch (error) {
        throw new SourceStoreError(`Reading ${Key} from bucket "${Bucket}"`, error);
      }
    },
  };
}

/** The object's metadata, or null when there is no such object. */
async function headOf({ client, Bucket, Key }: SourceObject) {
  try {
    return await client.send(new HeadObjectCommand({ Bucket, Key }));
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw new SourceStoreError(`Looking up ${Key} in bucket "${Bucket}"`, error);
  }
}

async function upload({ client, Bucket, Key }: SourceObject, localPath: string): Promise<void> {
  try {
    // A Buffer body has a known length, which plain (unchunked) uploads need.
    const Body = await readFile(localPath);
    await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType: 'application/octet-stream' }));
  } catch (error) {
    throw new SourceStoreError(`Uploading ${Key} to bucket "${Bucket}"`, error);
  }
}

/** Copies the object to `localPath` under a temporary name first, so a failed copy leaves nothing. */
async function download({ client, Bucket, Key }: SourceObject, localPath: string): Promise<void> {
  const temporary = `${localPath}.${randomUUID()}.part`;
  try {
    const object = await client.send(new GetObjectCommand({ Bucket, Key }));
    if (!(object.Body instanceof Readable)) throw new Error('the object has no body');
    await mkdir(dirname(localPath), { recursive: true });
    await pipeline(object.Body, createWriteStream(temporary));
    await rename(temporary, localPath);
  } catch (error) {
    await rm(temporary, { force: true });
    throw new SourceStoreError(`Copying ${Key} from bucket "${Bucket}"`, error);
  }
}
