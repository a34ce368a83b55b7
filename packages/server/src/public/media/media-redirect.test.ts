import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openMediaStore } from '@tourview/storage';
import { startLocalS3, type LocalS3 } from '@tourview/storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

const TILE = Buffer.from('tile bytes, as the importer wrote them');

describe('media in an S3 bucket', () => {
  let s3: LocalS3;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startLocalS3();
    const staging = mkdtempSync(join(tmpdir(), 'tourview-build-'));
    const dir = join(staging, 'import', 'b1');
    mkdirSync(join(dir, 'living', '0', 'f'), { recursive: true });
    writeFileSync(join(dir, 'living', '0', 'f', '0_0.webp'), TILE);
    await openMediaStore({ dataDir: staging, media: s3.config }).publishBuild({
      code: 'abc123',
      buildId: 'b1',
      dir,
    });
    rmSync(staging, { recursive: true, force: true });
    t = await startTestApp('sqlite', { ...s3.env, CDN_BASE_URL: `${s3.publicBaseUrl}/` });
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  it('answers an old /media/ link with a permanent redirect to the CDN, which serves the bytes', async () => {
    const res = await t.app.inject('/media/tours/abc123/b1/living/0/f/0_0.webp?v=1');
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe(`${s3.publicBaseUrl}/tours/abc123/b1/living/0/f/0_0.webp`);
    const answer = await fetch(res.headers.location ?? '');
    expect(Buffer.from(await answer.arrayBuffer()).equals(TILE)).toBe(true);
    expect(answer.headers.get('content-type')).toBe('image/webp');
  });

  it('redirects no path the media folder would not serve', async () => {
    for (const path of ['/media/tours/abc123/b1/evil.html', '/media/tours/abc123%2Fb1/x.webp', '/media/']) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers.location, path).toBeUndefined();
    }
  });

  it('refuses to start without an absolute CDN_BASE_URL, listing it with the other problems', () => {
    const problems = (() => {
      try {
        loadConfig({ MEDIA_STORE: 's3', S3_ACCESS_KEY_ID: 'x', PORT: 'x' });
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
      }
      return [];
    })();
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(
      ['CDN_BASE_URL', 'PORT', 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY', 'S3_BUCKET'].sort(),
    );
  });
});
