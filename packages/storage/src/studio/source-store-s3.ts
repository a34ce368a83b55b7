import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand } from '@aws-sdk/client-s3';
import { SourceStoreError } from '../errors.js';
import type { S3MediaConfig } from '../media-store.js';
import { s3ClientOf } from '../s3-client.js';
import { sha256OfFile } from './sha256-of-file.js';
import type { ByteRange, SourceStore } from './studio-types.js';

/**
 * Source files in the media bucket under `<prefix>/sources/<sha256>`: beside `tours/`, never
 * under it, and private (no public ACL; the CDN serves only `tours/`).
 */
export function createS3SourceStore(config: S3MediaConfig): SourceStore {
  const client = s3ClientOf(config);
  const Bucket = config.bucket;
  const keyOf = (sha256: string) =>
    config.prefix ? `${config.prefix}/sources/${sha256}` : `sources/${sha256}`;

  async function has(sha256: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(sha256) }));
      return true;
    } catch (error) {
      if (error instanceof NotFound) return false;
      throw new SourceStoreError(`Looking up ${keyOf(sha256)} in bucket "${Bucket}"`, error);
    }
  }

  async function put(localPath: string): Promise<{ sha256: string; bytes: number }> {
    const [sha256, { size }] = await Promise.all([sha256OfFile(localPath), stat(localPath)]);
    if (await has(sha256)) return { sha256, bytes: size };
    try {
      // A Buffer body has a known length, which plain (unchunked) uploads need.
      const Body = await readFile(localPath);
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(sha256), Body, ContentType: 'application/octet-stream' }),
      );
    } catch (error) {
      throw new SourceStoreError(`Uploading ${keyOf(sha256)} to bucket "${Bucket}"`, error);
    }
    return { sha256, bytes: size };
  }

  async function copyTo(sha256: string, localPath: string): Promise<void> {
    const temporary = `${localPath}.${randomUUID()}.part`;
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(sha256) }));
      if (!(object.Body instanceof Readable)) throw new Error('the object has no body');
      await mkdir(dirname(localPath), { recursive: true });
      await pipeline(object.Body, createWriteStream(temporary));
      await rename(temporary, localPath);
    } catch (error) {
      await rm(temporary, { force: true });
      throw new SourceStoreError(`Copying ${keyOf(sha256)} from bucket "${Bucket}"`, error);
    }
  }

  async function sizeOf(sha256: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(sha256) }));
      return head.ContentLength ?? null;
    } catch (error) {
      if (error instanceof NotFound) return null;
      throw new SourceStoreError(`Looking up ${keyOf(sha256)} in bucket "${Bucket}"`, error);
    }
  }

  async function readRange(sha256: string, { start, end }: ByteRange): Promise<Readable> {
    try {
      const Range = `bytes=${start}-${end}`;
      const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(sha256), Range }));
      if (!(object.Body instanceof Readable)) throw new Error('the object has no body');
      return object.Body;
    } catch (error) {
      throw new SourceStoreError(`Reading ${keyOf(sha256)} from bucket "${Bucket}"`, error);
    }
  }

  return { put, copyTo, has, sizeOf, readRange };
}
