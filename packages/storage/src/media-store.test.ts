import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MediaStoreError } from './errors.js';
import type { MediaStore } from './media-store.js';
import { openMediaStore } from './media-store-open.js';
import { startLocalS3, type LocalS3 } from './testing/local-s3.js';

let s3: LocalS3;
let dataDir = '';
beforeAll(async () => (s3 = await startLocalS3()));
afterAll(() => s3.stop());
beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'tourview-media-'))));
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A build staged the way the importer stages one: `<import folder>/<build>/…`. */
function stageBuild(buildId: string, files: Record<string, Buffer | string>): string {
  const dir = join(dataDir, 'staging', `1-${buildId}`, buildId);
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

const STORES: Record<'fs' | 's3', () => MediaStore> = {
  fs: () => openMediaStore({ dataDir }),
  s3: () => openMediaStore({ dataDir, media: s3.config }),
};

describe.each(['fs', 's3'] as const)('the %s media store', (kind) => {
  it('publishes a build byte for byte, lists and removes builds of one tour only', async () => {
    const store = STORES[kind]();
    const tile = randomBytes(200_000);
    await store.publishBuild({
      code: 'flat',
      buildId: 'b1',
      dir: stageBuild('b1', { 'living/0/f/0_0.webp': tile }),
    });
    await store.publishBuild({ code: 'flat', buildId: 'b2', dir: stageBuild('b2', { 'share.jpg': 'two' }) });
    await store.publishBuild({
      code: 'other',
      buildId: 'b3',
      dir: stageBuild('b3', { 'share.jpg': 'three' }),
    });

    expect((await store.read('tours/flat/b1/living/0/f/0_0.webp'))?.equals(tile)).toBe(true);
    expect((await store.listBuilds('flat')).sort()).toEqual(['b1', 'b2']);
    expect(existsSync(join(dataDir, 'staging', '1-b1', 'b1'))).toBe(false);

    await store.removeBuild('flat', 'b1');
    expect(await store.listBuilds('flat')).toEqual(['b2']);
    expect(await store.read('tours/flat/b1/living/0/f/0_0.webp')).toBeNull();
    expect(await store.listBuilds('other')).toEqual(['b3']);
    expect(await store.listBuilds('none')).toEqual([]);
  });
});

describe('the s3 media store', () => {
  it('writes keys under the prefix with the type and caching of each media file', async () => {
    const store = STORES.s3();
    const dir = stageBuild('b1', {
      'thumb.webp': 'w',
      'files/captions-en.vtt': 'WEBVTT',
      'files/v.m3u8': '#',
    });
    await store.publishBuild({ code: 'flat', buildId: 'b1', dir });
    const client = new S3Client({ ...s3.config, requestChecksumCalculation: 'WHEN_REQUIRED' });
    const head = (key: string) =>
      client.send(new HeadObjectCommand({ Bucket: 'media', Key: `site/tours/flat/b1/${key}` }));
    expect(await head('thumb.webp')).toMatchObject({
      ContentType: 'image/webp',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect((await head('files/captions-en.vtt')).ContentType).toBe('text/vtt; charset=utf-8');
    expect((await head('files/v.m3u8')).CacheControl).toBe('public, no-cache');
    client.destroy();
  });

  it('refuses a file of a type published media may not hold, and an unreachable bucket, by code', async () => {
    const store = STORES.s3();
    await expect(
      store.publishBuild({ code: 'flat', buildId: 'b1', dir: stageBuild('b1', { 'page.html': '<p>' }) }),
    ).rejects.toMatchObject({ code: 'media_store_failed' });
    const closed = openMediaStore({ dataDir, media: { ...s3.config, endpoint: 'http://127.0.0.1:9' } });
    await expect(closed.listBuilds('flat')).rejects.toBeInstanceOf(MediaStoreError);
  });
});
