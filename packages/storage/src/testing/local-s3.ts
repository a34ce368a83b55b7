import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3MediaConfig } from '../media-store.js';

/** The part of s3rver (a CommonJS package without types) these tests use. */
interface S3rver {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs?: string[] }[];
}) => S3rver;

/**
 * Loaded when a test starts one, not with this module: s3rver brings Koa and winston, some
 * 0.25 s that every test file importing the storage's test helpers paid.
 */
function loadS3rver(): S3rverClass {
  return createRequire(import.meta.url)('s3rver') as S3rverClass;
}

/** A local S3-compatible server with one empty bucket, and the variables that point at it. */
export interface LocalS3 {
  config: S3MediaConfig;
  /** `MEDIA_STORE=s3` and the `S3_` variables of {@link config}. */
  env: Record<string, string>;
  /** The bucket's URL with the prefix, as a CDN in front of it would serve it. */
  publicBaseUrl: string;
  stop(): Promise<void>;
}

/** A bucket policy letting pages of `origins` read objects (WebGL needs CORS for textures). */
function corsConfiguration(origins: readonly string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${allowed}<AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

/**
 * Starts s3rver on a free loopback port with a bucket named `media`; keys get `prefix`.
 * With `corsOrigins`, pages of those origins may read the bucket, as browsers need.
 */
export async function startLocalS3(
  prefix = 'site',
  options: { corsOrigins?: readonly string[] } = {},
): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'tourview-s3-'));
  const cors = options.corsOrigins ? [corsConfiguration(options.corsOrigins)] : [];
  const S3rver = loadS3rver();
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'media', configs: cors }],
  });
  const { port } = await server.run();
  const bucket = bucketAt(`http://127.0.0.1:${port}`, prefix, {
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  return {
    ...bucket,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The bucket `media` of a local S3 server at `endpoint`, as config, variables and public URL. */
export function bucketAt(
  endpoint: string,
  prefix: string,
  credentials: { accessKeyId: string; secretAccessKey: string },
): Omit<LocalS3, 'stop'> {
  return {
    config: {
      kind: 's3',
      endpoint,
      region: 'us-east-1',
      bucket: 'media',
      prefix,
      credentials,
      forcePathStyle: true,
    },
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'media',
      S3_PREFIX: prefix,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    publicBaseUrl: `${endpoint}/media/${prefix}`,
  };
}
