import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { MediaStoreError } from './errors.js';
import { cacheControlOfMediaFile, typeOfMediaFile } from './media-store-types.js';
import { s3ClientOf } from './s3-client.js';
import { tourMediaRef, type LocalBuild, type MediaStore, type S3MediaConfig } from './media-store.js';

/** Uploads at once: enough to fill a link to the bucket without opening hundreds of sockets. */
const UPLOADS_AT_ONCE = 16;

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function eachAtMost<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  const queue = [...items];
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, lane));
}

/** Published media in an S3-compatible bucket, served to visitors by a CDN in front of it. */
export function createS3MediaStore(config: S3MediaConfig): MediaStore {
  const client = s3ClientOf(config);
  const Bucket = config.bucket;
  const keyOf = (ref: string) => (config.prefix ? `${config.prefix}/${ref}` : ref);

  async function attempt<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof MediaStoreError) throw error;
      throw new MediaStoreError(`${what} in bucket "${Bucket}"`, error);
    }
  }

  async function upload(ref: string, file: string): Promise<void> {
    const ContentType = typeOfMediaFile(file);
    if (ContentType === undefined)
      throw new MediaStoreError(`${file} is of no type published media may hold.`);
    const Body = await readFile(file);
    await attempt(`Uploading ${keyOf(ref)}`, () =>
      client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(ref),
          Body,
          ContentType,
          CacheControl: cacheControlOfMediaFile(file),
        }),
      ),
    );
  }

  async function publishBuild({ code, buildId, dir }: LocalBuild): Promise<void> {
    const files = await filesUnder(dir);
    const base = `${tourMediaRef(code)}/${buildId}`;
    await eachAtMost(files, UPLOADS_AT_ONCE, (file) =>
      upload(`${base}/${relative(dir, file).split(sep).join('/')}`, file),
    );
    await rm(dir, { recursive: true, force: true });
  }

  async function listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await attempt(`Listing ${prefix}`, () =>
        client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token })),
      );
      keys.push(...(page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  // Every key rather than a delimited listing: some S3-compatible servers leave out folders
  // that hold only folders, and a build holding only tiles would then go unseen.
  async function listBuilds(code: string): Promise<string[]> {
    const prefix = `${keyOf(tourMediaRef(code))}/`;
    const builds = (await listKeys(prefix)).map((key) => key.slice(prefix.length).split('/')[0] ?? '');
    return [...new Set(builds)];
  }

  async function removeBuild(code: string, buildId: string): Promise<void> {
    const keys = await listKeys(`${keyOf(tourMediaRef(code))}/${buildId}/`);
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const Objects = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
      const result = await attempt(`Removing build ${buildId} of ${code}`, () =>
        client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } })),
      );
      const failed = result.Errors?.[0];
      if (failed)
        throw new MediaStoreError(
          `Removing ${failed.Key ?? ''} failed: ${failed.Message ?? failed.Code ?? ''}`,
        );
    }
  }

  async function read(ref: string): Promise<Buffer | null> {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(ref) }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw new MediaStoreError(`Reading ${keyOf(ref)} in bucket "${Bucket}"`, error);
    }
  }

  return { kind: 's3', publishBuild, listBuilds, removeBuild, read };
}
