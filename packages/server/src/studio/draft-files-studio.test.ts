import type { Manifest } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { DIALECTS } from '@tourview/storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioTestApp, type StudioTestApp } from './testing/studio-test-app.js';

const MIB = 1024 * 1024;

const scene = (id: string, panorama: string, links: string[] = []) => ({
  id,
  title: id.charAt(0).toUpperCase() + id.slice(1),
  panorama,
  links: links.map((target) => ({ target, yaw: 0, pitch: 0 })),
  description: 'A room',
  infos: [],
});

const MANIFEST = {
  title: 'Flat',
  property: sampleTour().property,
  scenes: [scene('hall', 'hall.jpg', ['plan']), scene('plan', 'plan.jpg', ['hall'])],
  floorPlans: [],
} as unknown as Manifest;

const file = (name: string, sha: string, kind: 'panorama' | 'image' | 'video' = 'panorama') => ({
  name,
  kind,
  sha256: sha.repeat(64),
  bytes: 2 * MIB,
  uploadedBy: null,
  uploadedAt: '2026-01-01T00:00:00.000Z',
});

describe.each(DIALECTS)('removing, restoring and re-filing draft files, on %s', (dialect) => {
  let t: StudioTestApp;
  let admin: { id: string; session: string };
  let editor: { id: string; session: string };
  beforeAll(async () => {
    t = await startStudioTestApp(dialect);
    admin = await t.accountWithSession('admin@example.com', 'admin');
    editor = await t.accountWithSession('ed@example.com', 'editor');
    await t.storage.createDraft('flat', MANIFEST, null);
    for (const f of [file('hall.jpg', 'a'), file('plan.jpg', 'b'), file('spare.jpg', 'c', 'image')])
      await t.storage.putDraftFile('flat', f);
    await t.storage.putDraftFile('flat', file('walk.mp4', 'd', 'video'));
  });
  afterAll(() => t.close());

  type Method = 'DELETE' | 'POST' | 'PATCH';
  const call = (method: Method, url: string, session?: string, payload?: object, extra = {}) =>
    t.app.inject({
      method,
      url: `/api/studio/tours/flat/files/${url}`,
      headers: { ...t.headers(session), ...extra },
      ...(payload ? { payload } : {}),
    });
  const names = async () => (await t.storage.getDraft('flat'))?.files.map((f) => f.name);
  const tourBytes = async () => {
    const reservation = {
      id: `probe-${Math.random()}`,
      tourCode: 'flat',
      account: { id: admin.id, email: 'admin@example.com' },
      bytes: 1,
      now: new Date(),
      expiresAt: new Date(Date.now() + 60_000),
    };
    const excess = await t.storage.reserveUpload(reservation, { perAccountBytes: 1e12, perTourBytes: 1 });
    return excess?.used;
  };

  it('refuses to remove a file the draft uses, saying where', async () => {
    const res = await call('DELETE', 'hall.jpg', admin.session);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'file_in_use',
      uses: ['the panorama of room “Hall”'],
      detail: 'hall.jpg is the panorama of room “Hall”.',
    });
    expect(await names()).toContain('hall.jpg');
  });

  it('removes an unused file, which stops counting against the quota, and brings it back once', async () => {
    const before = await tourBytes();
    const removed = await call('DELETE', 'spare.jpg', admin.session);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().files.map((f: { name: string }) => f.name)).not.toContain('spare.jpg');
    expect(await tourBytes()).toBe((before ?? 0) - 2 * MIB);
    expect((await call('DELETE', 'spare.jpg', admin.session)).statusCode).toBe(404);
    const restored = await call('POST', 'spare.jpg/restore', admin.session);
    expect(restored.statusCode).toBe(200);
    expect(await names()).toContain('spare.jpg');
    expect(await tourBytes()).toBe(before);
    expect((await call('POST', 'spare.jpg/restore', admin.session)).json()).toMatchObject({
      code: 'not_found',
    });
    expect((await call('POST', 'never.jpg/restore', admin.session)).statusCode).toBe(404);
    const audit = JSON.stringify(
      (await t.app.inject({ url: '/api/studio/audit', headers: t.headers(admin.session) })).json(),
    );
    expect(audit).toContain('file_removed');
    expect(audit).toContain('flat/spare.jpg');
    expect(audit).toContain('file_restored');
  });

  it('re-files a plan that became a room as a floor plan, from the current revision, and can undo it', async () => {
    const draft = await t.storage.getDraft('flat');
    const revision = draft?.revision ?? 0;
    expect((await call('PATCH', 'plan.jpg', admin.session, { kind: 'plan' })).json()).toMatchObject({
      code: 'precondition_required',
    });
    const stale = await call('PATCH', 'plan.jpg', admin.session, { kind: 'plan' }, { 'if-match': '"1"' });
    expect(stale.json()).toMatchObject({ code: 'revision_conflict' });
    const res = await call(
      'PATCH',
      'plan.jpg',
      admin.session,
      { kind: 'plan' },
      { 'if-match': `"${revision}"` },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(`"${revision + 1}"`);
    const after = res.json() as { manifest: Manifest; files: { name: string; kind: string }[] };
    expect(after.manifest.scenes).toEqual([expect.objectContaining({ id: 'hall', links: [] })]);
    expect(after.manifest.floorPlans).toEqual([
      expect.objectContaining({ image: 'plan.jpg', label: 'Plan' }),
    ]);
    expect(after.files.find((f) => f.name === 'plan.jpg')?.kind).toBe('plan');
    const jobs = await t.storage.listJobs({ tourCode: 'flat', limit: 10 });
    expect(jobs).toContainEqual(
      expect.objectContaining({ kind: 'inspect', payload: { code: 'flat', name: 'plan.jpg' } }),
    );
    const undo = await call(
      'PATCH',
      'plan.jpg',
      admin.session,
      { kind: 'panorama', manifest: draft?.manifest },
      { 'if-match': `"${revision + 1}"` },
    );
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().manifest.scenes).toEqual(draft?.manifest.scenes);
    expect(
      (
        await call('PATCH', 'walk.mp4', admin.session, { kind: 'image' }, { 'if-match': `"${revision + 2}"` })
      ).json(),
    ).toMatchObject({
      code: 'validation_failed',
    });
  });

  it('answers 404 to an editor of other tours and 401 without a session', async () => {
    expect((await call('DELETE', 'spare.jpg', editor.session)).json()).toMatchObject({
      code: 'tour_not_found',
    });
    expect((await call('POST', 'spare.jpg/restore', editor.session)).statusCode).toBe(404);
    expect(
      (await call('PATCH', 'spare.jpg', editor.session, { kind: 'plan' }, { 'if-match': '"1"' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', 'spare.jpg')).statusCode).toBe(401);
    expect(await names()).toContain('spare.jpg');
  });
});
