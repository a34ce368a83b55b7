import { randomBytes } from 'node:crypto';
import type { Manifest } from '@tourview/schema';
import { DIALECTS } from '@tourview/storage/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { startStudioTestApp, type StudioTestApp } from '../testing/studio-test-app.js';
import { tusRequests, uploadInChunks } from '../testing/tus-requests.js';

const MIB = 2 ** 20;
const MANIFEST = { title: 'Flat', scenes: [], floorPlans: [] } as unknown as Manifest;
const PANORAMA = { filename: 'hall.jpg', filetype: 'image/jpeg', kind: 'panorama' };
const KIB = 1024;

describe.each(DIALECTS)('upload quotas on %s', (dialect) => {
  let t: StudioTestApp | undefined;
  afterEach(() => t?.close());

  async function studio(env: Record<string, string> = {}) {
    const app = await startStudioTestApp(dialect, env);
    t = app;
    const origin = await app.app.listen({ host: '127.0.0.1', port: 0 });
    await app.storage.createDraft('flat', MANIFEST, null);
    const admin = await app.accountWithSession('ann@example.com', 'admin');
    const editor = await app.accountWithSession('ed@example.com', 'editor');
    await app.storage.setTours(editor.id, ['flat']);
    const as = (session: string) => tusRequests(origin, app.headers(session));
    return { admin: as(admin.session), editor: as(editor.session) };
  }

  it('answers 413 with the limit, what is used and what was asked, per account and per tour', async () => {
    const { admin, editor } = await studio({
      STUDIO_UPLOAD_QUOTA_ACCOUNT_MIB: '2',
      STUDIO_UPLOAD_QUOTA_TOUR_MIB: '3',
    });
    const first = await editor.create('flat', 1.5 * MIB, PANORAMA);
    expect(first.status).toBe(201);
    const overAccount = await editor.create('flat', MIB, PANORAMA);
    expect(overAccount.status).toBe(413);
    expect(await overAccount.json()).toMatchObject({
      code: 'upload_quota_exceeded',
      quota: { scope: 'account', limit: 2 * MIB, used: 1.5 * MIB, requested: MIB },
      detail: expect.stringMatching(/^hall\.jpg: .*account/) as unknown,
    });
    expect((await admin.create('flat', MIB, PANORAMA)).status).toBe(201);
    const overTour = await admin.create('flat', MIB, PANORAMA);
    expect(await overTour.json()).toMatchObject({
      status: 413,
      quota: { scope: 'tour', limit: 3 * MIB, used: 2.5 * MIB, requested: MIB },
    });
    expect((await editor.remove(first.headers.get('location') ?? '')).status).toBe(204);
    expect((await editor.create('flat', MIB, PANORAMA)).status).toBe(201);
  });

  it('counts a finished upload once, as the draft file it became', async () => {
    const { editor } = await studio({ STUDIO_UPLOAD_QUOTA_ACCOUNT_MIB: '1' });
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(600 * KIB - 4)]);
    const location = (await editor.create('flat', bytes.length, PANORAMA)).headers.get('location') ?? '';
    expect((await uploadInChunks(editor, location, bytes, 200 * KIB)).status).toBe(204);
    expect((await editor.create('flat', 300 * KIB, PANORAMA)).status).toBe(201);
    expect(await (await editor.create('flat', 300 * KIB, PANORAMA)).json()).toMatchObject({
      quota: { scope: 'account', used: 900 * KIB, requested: 300 * KIB },
    });
  });

  it('by default refuses a tour more than 10 GiB of declared 300 MiB panoramas', async () => {
    const { editor } = await studio();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await editor.create('flat', 300 * MIB, PANORAMA)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(34);
    expect(statuses.slice(34)).toEqual(Array.from({ length: 6 }, () => 413));
  });
});
