import { readdir, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { MediaStoreError } from './errors.js';
import { listKeys, mediaBucketOf, removeKeys, uploadMedia } from './media-bucket-s3.js';
import { tourMediaRef, type MediaStore, type S3MediaConfig } from './media-store.js';

/** Uploads at once: enough to fill a link to the bucket without opening hundreds of sockets. */
const UPLOADS_AT_ONCE = 16;

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
  const bucket = mediaBucketOf(config);
  const { client, Bucket, keyOf } = bucket;
  return {
    kind: 's3',
    async publishBuild({ code, buildId, dir }) {
      const files = await filesUnder(dir);
      const base = `${tourMediaRef(code)}/${buildId}`;
      await eachAtMost(files, UPLOADS_AT_ONCE, (file) =>
        uploadMedia(bucket, `${base}/${relative(dir, file).split(sep).join('/')}`, file),
      );
      await rm(dir, { recursive: true, force: true });
    },
    // Every key rather than a delimited listing: some S3-compatible servers leave out folders
    // that hold only folders, and a build holding only tiles would then go unseen.
    async listBuilds(code) {
      const prefix = `${keyOf(tourMediaRef(code))}/`;
      const builds = (await listKeys(bucket, prefix)).map(
        (key) => key.slice(prefix.length).split('/')[0] ?? '',
      );
      return [...new Set(builds)];
    },
    async removeBuild(code, buildId) {
      const keys = await listKeys(bucket, `${keyOf(tourMediaRef(code))}/${buildId}/`);
      await removeKeys(bucket, keys, `Removing build ${buildId} of ${code}`);
    },
    async read(ref) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(ref) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw new MediaStoreError(`Reading ${keyOf(ref)} in bucket "${Bucket}"`, error);
      }
    },
  };
}
