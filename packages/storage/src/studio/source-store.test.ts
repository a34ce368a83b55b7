import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../testing/local-s3.js';
import { openSourceStore } from './source-store-open.js';

let s3: LocalS3;
let dataDir = '';
beforeAll(async () => (s3 = await startLocalS3()));
afterAll(() => s3.stop());
beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'tourview-sources-'))));
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const STORES = {
  fs: () => openSourceStore({ dataDir }),
  s3: () => openSourceStore({ dataDir, media: s3.config }),
};

describe.each(['fs', 's3'] as const)('the %s source store', (kind) => {
  it('stores a file under its SHA-256 and copies the same bytes back', async () => {
    const store = STORES[kind]();
    const bytes = randomBytes(300_000);
    const local = join(dataDir, 'kitchen.jpg');
    writeFileSync(local, bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(await store.has(sha256)).toBe(false);
    expect(await store.put(local)).toEqual({ sha256, bytes: bytes.length });
    expect(await store.put(local)).toEqual({ sha256, bytes: bytes.length });
    expect(await store.has(sha256)).toBe(true);
    const copy = join(dataDir, 'out', 'copy.jpg');
    await store.copyTo(sha256, copy);
    expect(readFileSync(copy).equals(bytes)).toBe(true);
    expect(readdirSync(join(dataDir, 'out'))).toEqual(['copy.jpg']);
    await expect(store.copyTo('f'.repeat(64), join(dataDir, 'none.jpg'))).rejects.toMatchObject({
      code: 'source_store_failed',
    });
  });

  it('tells a stored file’s size and streams a span of its bytes, ends included', async () => {
    const store = STORES[kind]();
    const bytes = randomBytes(100_000);
    const local = join(dataDir, 'walkthrough.mp4');
    writeFileSync(local, bytes);
    const { sha256 } = await store.put(local);
    expect(await store.sizeOf(sha256)).toBe(100_000);
    expect(await store.sizeOf('f'.repeat(64))).toBeNull();
    const read = await store.readRange(sha256, { start: 1000, end: 60_999 });
    expect(Buffer.concat(await read.toArray()).equals(bytes.subarray(1000, 61_000))).toBe(true);
    await expect(store.readRange('f'.repeat(64), { start: 0, end: 9 })).rejects.toMatchObject({
      code: 'source_store_failed',
    });
  });
});

describe('where sources live', () => {
  it('keeps fs sources in the data folder under their first two hex digits', async () => {
    const local = join(dataDir, 'a.txt');
    writeFileSync(local, 'a');
    const { sha256 } = await STORES.fs().put(local);
    expect(readFileSync(join(dataDir, 'sources', sha256.slice(0, 2), sha256), 'utf8')).toBe('a');
    expect(readdirSync(join(dataDir, 'sources', sha256.slice(0, 2)))).toEqual([sha256]);
  });

  it('keeps s3 sources under the prefix’s sources/, never under tours/', async () => {
    const local = join(dataDir, 'a.txt');
    writeFileSync(local, 'a');
    const { sha256 } = await STORES.s3().put(local);
    const client = new S3Client({
      region: s3.config.region,
      endpoint: s3.config.endpoint,
      forcePathStyle: true,
      credentials: s3.config.credentials,
    });
    const head = await client.send(new HeadObjectCommand({ Bucket: 'media', Key: `site/sources/${sha256}` }));
    expect(head.ContentLength).toBe(1);
  });
});
