import { csvCells, FORMULA_CELL, sampleTour } from '@tourview/schema/testing';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp } from '../testing/test-app.js';
import { studioPlugin } from './studio-app.js';
import { PASSWORD, startStudioTestApp, type StudioTestApp } from './testing/studio-test-app.js';

describe.each(DIALECTS)('who may do what in the studio, on %s', (dialect) => {
  let t: StudioTestApp;
  let admin: { id: string; session: string };
  let editor: { id: string; session: string };
  beforeAll(async () => {
    t = await startStudioTestApp(dialect);
    for (const [code, title] of [
      ['house-1', 'Garden house'],
      ['flat-22', 'Harbour flat'],
      ['loft-3', 'Loft by the garden'],
    ] as const)
      await t.storage.putTour({ ...sampleTour(code), title });
    admin = await t.accountWithSession('admin@example.com', 'admin');
    editor = await t.accountWithSession('ed@example.com', 'editor');
    await t.storage.setTours(editor.id, ['house-1', 'loft-3']);
  });
  afterAll(() => t.close());

  const get = (url: string, session?: string) => t.app.inject({ url, headers: t.headers(session) });
  const codes = (res: { json(): { tours: { code: string }[] } }) =>
    res
      .json()
      .tours.map((x) => x.code)
      .sort();

  it('answers 401 to every route but sign-in, setup and the document without a session', async () => {
    for (const url of [
      '/api/studio/session',
      '/api/studio/tours',
      '/api/studio/users',
      '/api/studio/audit',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ code: 'unauthenticated' });
      expect(res.headers['content-type'], url).toMatch(/^application\/problem\+json/);
    }
  });

  it('answers 401, not 400, to an anonymous write with a malformed body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/studio/users',
      headers: t.headers(),
      payload: { email: 'not an email' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to a write without the XSRF header, signed in or not', async () => {
    for (const session of [undefined, admin.session]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/studio/users',
        headers: { cookie: `XSRF-TOKEN=a${session ? `; ${session}` : ''}` },
        payload: { email: 'x@example.com', role: 'editor', password: PASSWORD },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'xsrf_mismatch' });
    }
    const encoded = await t.app.inject({
      method: 'POST',
      url: '/%61pi/studio/users',
      headers: { cookie: `XSRF-TOKEN=a; ${admin.session}` },
      payload: { email: 'y@example.com', role: 'editor', password: PASSWORD },
    });
    expect(encoded.statusCode).toBe(403);
    const mismatched = await t.app.inject({
      method: 'DELETE',
      url: '/api/studio/sessions',
      headers: { ...t.headers(admin.session), 'x-xsrf-token': 'other' },
    });
    expect(mismatched.json()).toMatchObject({ code: 'xsrf_mismatch' });
  });

  it('shows an admin every tour and an editor only theirs, with search by code and title', async () => {
    expect(codes(await get('/api/studio/tours', admin.session))).toEqual(['flat-22', 'house-1', 'loft-3']);
    expect(codes(await get('/api/studio/tours', editor.session))).toEqual(['house-1', 'loft-3']);
    expect(codes(await get('/api/studio/tours?q=GARDEN', admin.session))).toEqual(['house-1', 'loft-3']);
    expect(codes(await get('/api/studio/tours?q=flat', editor.session))).toEqual([]);
    expect(codes(await get('/api/studio/tours?q=loft', editor.session))).toEqual(['loft-3']);
  });

  it("answers 404 for a tour that exists but is not the editor's, as for one that does not exist", async () => {
    expect((await get('/api/studio/tours/flat-22', admin.session)).statusCode).toBe(200);
    const notTheirs = await get('/api/studio/tours/flat-22', editor.session);
    const missing = await get('/api/studio/tours/none-9', editor.session);
    expect([notTheirs.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(notTheirs.json()).toMatchObject({ code: 'tour_not_found' });
    expect((await get('/api/studio/tours/house-1', editor.session)).json()).toMatchObject({
      title: 'Garden house',
    });
  });

  it('answers 403 when an editor manages accounts or reads the audit log', async () => {
    for (const url of ['/api/studio/users', '/api/studio/audit', '/api/studio/audit.csv']) {
      const res = await get(url, editor.session);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 'forbidden' });
    }
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/studio/users',
      headers: t.headers(editor.session),
      payload: { email: 'x@example.com', role: 'admin', password: PASSWORD },
    });
    expect(add.statusCode).toBe(403);
    expect(await t.storage.findAccountByEmail('x@example.com')).toBeNull();
  });

  it('lets an admin add, reset, give tours to and remove an account, all in the audit log', async () => {
    const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: t.headers(admin.session), ...(payload ? { payload } : {}) });
    const added = await send('POST', '/api/studio/users', {
      email: 'New@example.com',
      role: 'editor',
      password: PASSWORD,
    });
    expect(added.statusCode).toBe(201);
    const { id } = added.json<{ id: string }>();
    const taken = await send('POST', '/api/studio/users', {
      email: 'new@EXAMPLE.com',
      role: 'editor',
      password: PASSWORD,
    });
    expect([taken.statusCode, taken.json<{ code: string }>().code]).toEqual([409, 'account_exists']);
    const short = await send('POST', '/api/studio/users', {
      email: 'b@example.com',
      role: 'editor',
      password: 'short',
    });
    expect([short.statusCode, short.json<{ code: string }>().code]).toEqual([400, 'validation_failed']);
    const session = await t.signIn('new@example.com');
    expect(
      (await send('PUT', `/api/studio/users/${id}/password`, { password: 'another long password' }))
        .statusCode,
    ).toBe(204);
    expect((await get('/api/studio/session', session)).statusCode).toBe(401);
    const toured = await send('PUT', `/api/studio/users/${id}/tours`, { tours: ['flat-22'] });
    expect(toured.json()).toMatchObject({ email: 'New@example.com', tours: ['flat-22'] });
    expect((await send('DELETE', `/api/studio/users/${admin.id}`)).json()).toMatchObject({
      code: 'own_account',
    });
    expect((await send('DELETE', `/api/studio/users/${id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/studio/users/${id}`)).json()).toMatchObject({
      code: 'account_not_found',
    });
    const actions = (await get('/api/studio/audit', admin.session)).json<{ entries: { action: string }[] }>();
    expect(actions.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['account_created', 'password_reset', 'tours_changed', 'account_removed']),
    );
  });

  it('exports the audit log as CSV with formulas defused', async () => {
    await t.storage.appendAudit({ action: 'sign_in_failed', target: '=HYPERLINK("x")', client: '10.0.0.9' });
    await t.storage.appendAudit({ action: 'sign_in_failed', target: 'Jan;=1+1', client: '10.0.0.9' });
    const res = await get('/api/studio/audit.csv', admin.session);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const [header, ...rows] = res.body.split('\r\n');
    expect(header).toBe('at,action,actorEmail,target,client');
    expect(rows).toContainEqual(expect.stringContaining(`sign_in_failed,,"'=HYPERLINK(""x"")",10.0.0.9`));
    for (const separator of [',', ';'] as const)
      expect(csvCells(res.body, separator).filter((cell) => FORMULA_CELL.test(cell))).toEqual([]);
  });
});

describe('the studio API document and headers', () => {
  let t: StudioTestApp;
  beforeAll(async () => (t = await startStudioTestApp()));
  afterAll(() => t.close());

  it('lists every studio route in an OpenAPI 3.1 document', async () => {
    const res = await t.app.inject('/api/studio/openapi.json');
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered: string[] = [];
    const probe = Fastify({ logger: false });
    probe.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD' && route.url.startsWith('/api/studio/'))
          registered.push(`${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    });
    await studioPlugin(probe, { config: t.config, studio: t.studio, storage: t.storage, logger: false });
    await probe.close();
    expect(registered).toContain('PUT /api/studio/users/{id}/tours');
    expect(documented.sort()).toEqual(registered.sort());
    const signIn = doc.paths['/api/studio/session']?.post as {
      requestBody: unknown;
      responses: Record<string, unknown>;
    };
    expect(JSON.stringify(signIn.requestBody)).toContain('"password"');
    expect(Object.keys(signIn.responses)).toEqual(['200', '400', '401', '403', '429']);
  });

  it('sends a CSP of its own origin only, and forbids framing', async () => {
    const res = await t.app.inject('/api/studio/openapi.json');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/google|firebase|gstatic/);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the visitor origin', () => {
  it('knows nothing of the studio API', async () => {
    const visitor = await startTestApp('sqlite');
    try {
      for (const url of ['/api/studio/session', '/api/studio/openapi.json']) {
        const res = await visitor.app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ code: 'not_found' });
      }
      const write = await visitor.app.inject({
        method: 'POST',
        url: '/api/studio/session',
        headers: { cookie: 'XSRF-TOKEN=a', 'x-xsrf-token': 'a' },
        payload: { email: 'a@example.com', password: PASSWORD },
      });
      expect(write.statusCode).toBe(404);
    } finally {
      await visitor.close();
    }
  });
});
