import { sampleTour } from '@tourview/schema/testing';
import { DIALECTS } from '@tourview/storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioTestApp, type StudioTestApp } from './testing/studio-test-app.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe.each(DIALECTS)('the studio’s branding and unbranded address, on %s', (dialect) => {
  let t: StudioTestApp;
  let admin: { id: string; session: string };
  let editor: { id: string; session: string };
  beforeAll(async () => {
    t = await startStudioTestApp(dialect);
    admin = await t.accountWithSession('admin@example.com', 'admin');
    editor = await t.accountWithSession('ed@example.com', 'editor');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, session?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/studio${url}`,
      headers: t.headers(session),
      ...(payload ? { payload } : {}),
    });

  it('lets an admin set the name, accent and logo, and anyone signed in read them', async () => {
    const saved = await call('PUT', '/branding', admin.session, {
      name: 'Canal Homes',
      accent: '#FBBF24',
      logo: { type: 'image/png', data: PNG.toString('base64') },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Canal Homes',
      accent: '#fbbf24',
      logo: { type: 'image/png', bytes: PNG.length },
    });
    const read = await call('GET', '/branding', editor.session);
    expect(read.json()).toMatchObject({ name: 'Canal Homes', accent: '#fbbf24' });
    const logo = await call('GET', '/branding/logo', editor.session);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    const kept = await call('PUT', '/branding', admin.session, { name: 'Canal Homes & Co' });
    expect(kept.json()).toMatchObject({
      name: 'Canal Homes & Co',
      accent: '#fbbf24',
      logo: { bytes: PNG.length },
    });
  });

  it('refuses an accent that fails WCAG AA with the ratio it reaches, and changes nothing', async () => {
    await call('PUT', '/branding', admin.session, { accent: '#FBBF24' });
    const before = (await call('GET', '/branding', admin.session)).json();
    const res = await call('PUT', '/branding', admin.session, { accent: '#1e3a8a' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatch(/#1e3a8a reaches only \d\.\d\d:1/);
    expect((await call('GET', '/branding', admin.session)).json()).toEqual(before);
  });

  it('keeps a tripod cover for every tour beside the rest, refuses a bad one, and removes it with null', async () => {
    const cover = { size: 20, colour: '#FF8800', logo: true };
    await call('PUT', '/branding', admin.session, { accent: '#FBBF24' });
    const saved = await call('PUT', '/branding', admin.session, { tripodCover: cover });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ accent: '#fbbf24', tripodCover: { ...cover, colour: '#ff8800' } });
    const bad = await call('PUT', '/branding', admin.session, { tripodCover: { ...cover, size: 80 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await call('GET', '/branding', editor.session)).json()).toMatchObject({
      tripodCover: { size: 20 },
    });
    const removed = await call('PUT', '/branding', admin.session, { tripodCover: null });
    expect(removed.json()).toMatchObject({ tripodCover: null, accent: '#fbbf24' });
  });

  it('lets only admins change it, and nobody signed out read it', async () => {
    expect((await call('PUT', '/branding', editor.session, { name: 'Mine' })).statusCode).toBe(403);
    expect((await call('GET', '/branding')).statusCode).toBe(401);
  });

  it('gives a published tour’s unbranded address in its one-tour answer', async () => {
    await t.storage.putTour(sampleTour('quay-9'));
    const code = await t.storage.getUnbrandedCode('quay-9');
    const res = await call('GET', '/tours/quay-9', admin.session);
    expect(res.json()).toMatchObject({
      code: 'quay-9',
      unbrandedUrl: expect.stringMatching(new RegExp(`/${code}$`)),
    });
  });
});
