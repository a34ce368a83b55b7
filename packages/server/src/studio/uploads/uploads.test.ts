import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sniffFile, type Manifest } from '@tourview/schema';
import { openSourceStore } from '@tourview/storage';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStudioTestApp, type StudioTestApp } from '../testing/studio-test-app.js';
import { tusRequests, uploadInChunks } from '../testing/tus-requests.js';
import { uploadsDirOf } from './upload-datastore.js';

const MANIFEST = { title: 'Flat', scenes: [], floorPlans: [] } as unknown as Manifest;
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const PANORAMA = { filename: 'Living Room.JPG', filetype: 'image/jpeg', kind: 'panorama' };

/** Bytes that start like a JPEG: the route checks the signature; inspection decodes later. */
function jpegLike(bytes: number): Buffer {
  return Buffer.concat([JPEG_START, randomBytes(bytes - JPEG_START.length)]);
}

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../../../fixtures/uploads/${name}`, import.meta.url));

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('uploads to a draft (tus)', () => {
  let t: StudioTestApp;
  let origin = '';
  let admin = '';

  beforeEach(async () => {
    t = await startStudioTestApp('sqlite');
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    admin = (await t.accountWithSession('ann@example.com', 'admin')).session;
    await t.storage.createDraft('flat', MANIFEST, null);
  });
  afterEach(() => t.close());

  async function created(session: string, meta = PANORAMA, length = 64 * 1024) {
    const res = await tusRequests(origin, t.headers(session)).create('flat', length, meta);
    expect(res.status, await res.clone().text()).toBe(201);
    return res.headers.get('location') ?? '';
  }

  it('takes a panorama in chunks into the draft and the source store, and removes the upload', async () => {
    const client = tusRequests(origin, t.headers(admin));
    const bytes = jpegLike(200_000);
    const location = await created(admin, PANORAMA, bytes.length);
    expect(location).toMatch(/^\/api\/studio\/tours\/flat\/uploads\/[0-9a-f]{32}$/);
    const last = await uploadInChunks(client, location, bytes, 64 * 1024);
    expect(last.status).toBe(204);
    expect(last.headers.get('tourview-draft-file')).toBe('Living-Room.jpg');
    const draft = await t.storage.getDraft('flat');
    expect(draft?.files).toEqual([
      expect.objectContaining({
        name: 'Living-Room.jpg',
        kind: 'panorama',
        sha256: sha256(bytes),
        bytes: bytes.length,
        problems: null,
        uploadedBy: 'ann@example.com',
      }),
    ]);
    // The new panorama became a scene, saved by the uploader.
    expect(draft?.manifest.scenes).toEqual([
      expect.objectContaining({ id: 'living-room', title: 'Living Room', panorama: 'Living-Room.jpg' }),
    ]);
    expect(draft?.updatedBy?.email).toBe('ann@example.com');
    expect((await client.head(location)).status).toBe(404);
    expect(await readdir(uploadsDirOf(t.config.dataDir))).toEqual([]);
    expect(await t.storage.listJobs({ tourCode: 'flat', limit: 10 })).toEqual([
      expect.objectContaining({
        kind: 'inspect',
        state: 'queued',
        payload: { code: 'flat', name: 'Living-Room.jpg' },
        createdBy: expect.objectContaining({ email: 'ann@example.com' }),
      }),
    ]);
    const copy = join(t.config.dataDir, 'copy');
    await openSourceStore(t.config).copyTo(sha256(bytes), copy);
    expect((await readFile(copy)).equals(bytes)).toBe(true);
  });

  it('keeps what arrived before a dropped connection, and continues from there', async () => {
    const client = tusRequests(origin, t.headers(admin));
    const bytes = jpegLike(300_000);
    const location = await created(admin, PANORAMA, bytes.length);
    await client.patchAndDrop(location, 0, bytes.subarray(0, 120_000), bytes.length);
    const head = await client.head(location);
    const offset = Number(head.headers.get('upload-offset'));
    expect(head.status).toBe(200);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(120_000);
    expect((await uploadInChunks(client, location, bytes, 100_000, offset)).status).toBe(204);
    expect((await t.storage.getDraft('flat'))?.files[0]?.sha256).toBe(sha256(bytes));
  });

  it('refuses too large and wrongly typed files before the first byte, with a problem', async () => {
    const client = tusRequests(origin, t.headers(admin));
    const tooLarge = await client.create('flat', 301 * 1024 * 1024, PANORAMA);
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(await tooLarge.text())).toMatchObject({
      code: 'payload_too_large',
      detail: 'Living Room.JPG: 301 MB is more than the 300 MB a panorama may have',
    });
    const gif = await client.create('flat', 1000, {
      filename: 'a.gif',
      filetype: 'image/gif',
      kind: 'image',
    });
    expect(gif.status).toBe(415);
    expect(JSON.parse(await gif.text())).toMatchObject({ code: 'unsupported_media_type' });
    // The name does not count: the content type does, and the bytes are checked at the end.
    const renamed = await client.create('flat', 1000, { ...PANORAMA, filename: 'living.png' });
    expect(renamed.status).toBe(201);
    const noKind = await client.create('flat', 1000, { filename: 'a.jpg', filetype: 'image/jpeg' });
    expect(noKind.status).toBe(400);
    const video = await client.create('flat', 1000, {
      filename: 'w.mp4',
      filetype: 'video/mp4',
      kind: 'video',
    });
    expect(video.status).toBe(201);
  });

  it('refuses bytes of no type it takes once they are all there', async () => {
    const client = tusRequests(origin, t.headers(admin));
    const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), randomBytes(1000)]);
    const location = await created(admin, PANORAMA, gif.length);
    const last = await client.patch(location, 0, gif);
    expect(last.status).toBe(415);
    expect(JSON.parse(await last.text())).toMatchObject({
      code: 'unsupported_media_type',
      detail: 'Living Room.JPG: the bytes are not a JPEG, PNG, WebP or HEIC image, nor MP4 or MOV video',
    });
    expect((await t.storage.getDraft('flat'))?.files).toEqual([]);
    expect(await readdir(uploadsDirOf(t.config.dataDir))).toEqual([]);
    expect(await t.storage.listJobs({ tourCode: 'flat', limit: 10 })).toEqual([]);
  });

  it('files bytes by what they are: PNG bytes named .jpg as .png, an Insta360 .insp JPEG as .jpg', async () => {
    const client = tusRequests(origin, t.headers(admin));
    const png = await readFile(fixture('photo-4to3.png'));
    const pngAt = await created(
      admin,
      { filename: 'plan.jpg', filetype: 'image/png', kind: 'plan' },
      png.length,
    );
    expect((await client.patch(pngAt, 0, png)).headers.get('tourview-draft-file')).toBe('plan.png');
    const insp = await readFile(fixture('panorama-2to1.jpg'));
    const meta = { filename: 'IMG_20240101.insp', filetype: 'image/jpeg', kind: 'panorama' };
    const inspAt = await created(admin, meta, insp.length);
    expect((await client.patch(inspAt, 0, insp)).headers.get('tourview-draft-file')).toBe('IMG_20240101.jpg');
    const video = await client.create('flat', 1000, {
      filename: 'w.mp4',
      filetype: 'image/jpeg',
      kind: 'video',
    });
    expect(video.status).toBe(415);
  });

  it('stores a HEIC photo as a JPEG of the same picture', async () => {
    const client = tusRequests(origin, t.headers(admin));
    const heic = await readFile(fixture('photo-3to2.heic'));
    const meta = { filename: 'IMG_4471.HEIC', filetype: 'image/heic', kind: 'image' };
    const location = await created(admin, meta, heic.length);
    const last = await client.patch(location, 0, heic);
    expect(last.status).toBe(204);
    expect(last.headers.get('tourview-draft-file')).toBe('IMG_4471.jpg');
    const file = (await t.storage.getDraft('flat'))?.files[0];
    expect(file).toMatchObject({ name: 'IMG_4471.jpg', kind: 'image' });
    const copy = join(t.config.dataDir, 'copy.jpg');
    await openSourceStore(t.config).copyTo(file?.sha256 ?? '', copy);
    expect(sniffFile(await readFile(copy))).toMatchObject({ type: 'image/jpeg', width: 48, height: 32 });
    expect(await readdir(uploadsDirOf(t.config.dataDir))).toEqual([]);
  });

  it('lets in only signed-in members of the tour, with the XSRF header on writes', async () => {
    const editor = await t.accountWithSession('ed@example.com', 'editor');
    const stranger = tusRequests(origin, t.headers(editor.session));
    expect((await stranger.create('flat', 1000, PANORAMA)).status).toBe(404);
    const location = await created(admin, PANORAMA, 1000);
    expect((await stranger.patch(location, 0, jpegLike(1000))).status).toBe(404);
    expect((await stranger.head(location)).status).toBe(404);
    expect((await tusRequests(origin, t.headers()).create('flat', 1000, PANORAMA)).status).toBe(401);
    const noXsrf = tusRequests(origin, { cookie: admin });
    expect((await noXsrf.patch(location, 0, jpegLike(1000))).status).toBe(403);
    await t.storage.setTours(editor.id, ['flat']);
    expect((await stranger.patch(location, 0, jpegLike(1000))).status).toBe(204);
  });

  it("finds an upload only under its own tour's address", async () => {
    await t.storage.createDraft('other', MANIFEST, null);
    const location = await created(admin, PANORAMA, 1000);
    const elsewhere = location.replace('/tours/flat/', '/tours/other/');
    expect((await tusRequests(origin, t.headers(admin)).head(elsewhere)).status).toBe(404);
    expect((await tusRequests(origin, t.headers(admin)).create('none', 1000, PANORAMA)).status).toBe(404);
  });
});
