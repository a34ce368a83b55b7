import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Manifest } from '@tourview/schema';
import { openSourceStore } from '@tourview/storage';
import { motoAvailable, startMotoS3, type LocalS3 } from '@tourview/storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioTestApp, type StudioTestApp } from '../testing/studio-test-app.js';
import { tusRequests, uploadInChunks } from '../testing/tus-requests.js';

const MANIFEST = { title: 'Flat', scenes: [], floorPlans: [] } as unknown as Manifest;

// Needs moto's S3 server (`.ci/run` installs it): s3rver cannot list a multipart upload's parts.
describe.runIf(motoAvailable())('uploads with MEDIA_STORE=s3', () => {
  let s3: LocalS3;
  let t: StudioTestApp;
  let origin = '';

  beforeAll(async () => {
    s3 = await startMotoS3('site');
    t = await startStudioTestApp('sqlite', { ...s3.env, CDN_BASE_URL: s3.publicBaseUrl });
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    await t.storage.createDraft('flat', MANIFEST, null);
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  it('keeps unfinished uploads in the bucket, resumes them and stores the finished bytes exactly', async () => {
    const { session } = await t.accountWithSession('ann@example.com', 'admin');
    const client = tusRequests(origin, t.headers(session));
    // More than one 5 MiB multipart part, sent in chunks smaller than a part.
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(7 * 1024 * 1024)]);
    const created = await client.create('flat', bytes.length, {
      filename: 'hall.jpg',
      filetype: 'image/jpeg',
      kind: 'image',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const location = created.headers.get('location') ?? '';
    await client.patchAndDrop(location, 0, bytes.subarray(0, 3 * 1024 * 1024), bytes.length);
    const offset = Number((await client.head(location)).headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    const last = await uploadInChunks(client, location, bytes, 2 * 1024 * 1024, offset);
    expect(last.status, await last.clone().text()).toBe(204);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect((await t.storage.getDraft('flat'))?.files[0]).toMatchObject({ name: 'hall.jpg', sha256 });
    const copy = join(t.config.dataDir, 'copy');
    await openSourceStore(t.config).copyTo(sha256, copy);
    expect((await readFile(copy)).equals(bytes)).toBe(true);
    expect((await client.head(location)).status).toBe(404);
  });
});
