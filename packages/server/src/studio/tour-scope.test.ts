import { tourCodeSchema } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { problemErrorHandler } from '../http/problems.js';
import { DIALECTS } from '../testing/test-app.js';
import { registerAccess } from './access.js';
import { sessionCookie } from './session-cookie.js';
import { startStudioTestApp, type StudioTestApp } from './testing/studio-test-app.js';

/** A bare app with the studio's access hook, for routes the studio itself does not have. */
async function accessProbe(t: StudioTestApp): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(problemErrorHandler);
  await app.register(cookie);
  registerAccess(app, {
    storage: t.storage,
    cookie: sessionCookie(false, t.studio.sessionAbsoluteMs),
    studio: t.studio,
    now: () => t.clock.now,
  });
  return app;
}

const params = z.object({ tourCode: tourCodeSchema });

describe.each(DIALECTS)('the tour scope of studio routes, on %s', (dialect) => {
  let t: StudioTestApp;
  let editor: { id: string; session: string };
  beforeAll(async () => {
    t = await startStudioTestApp(dialect);
    for (const code of ['house-1', 'flat-22']) await t.storage.putTour(sampleTour(code));
    editor = await t.accountWithSession('ed@example.com', 'editor');
    await t.storage.setTours(editor.id, ['house-1']);
  });
  afterAll(() => t.close());

  it('answers 404 to a non-member before a route that declares it runs, 400 to a bad code', async () => {
    const app = await accessProbe(t);
    const ran: string[] = [];
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get('/tours/:tourCode', { config: { tourScope: 'tour' }, schema: { params } }, (request) => {
      ran.push(request.params.tourCode);
      return { ok: true };
    });
    const get = (code: string) => app.inject({ url: `/tours/${code}`, headers: { cookie: editor.session } });
    expect((await get('house-1')).statusCode).toBe(200);
    const notTheirs = await get('flat-22');
    expect([notTheirs.statusCode, notTheirs.json<{ code: string }>().code]).toEqual([404, 'tour_not_found']);
    expect((await get('none-9')).statusCode).toBe(404);
    expect((await get('NOT%20A%20CODE')).statusCode).toBe(400);
    expect(ran).toEqual(['house-1']);
    await app.close();
  });

  it('refuses a tour without a draft to a route that works on the draft', async () => {
    const app = await accessProbe(t);
    app.get('/tours/:tourCode/draft', { config: { tourScope: 'draft' }, schema: { params } }, () => ({}));
    const res = await app.inject({ url: '/tours/house-1/draft', headers: { cookie: editor.session } });
    expect(res.json()).toMatchObject({ code: 'tour_not_found' });
    await app.close();
  });

  it('will not add a route on a tour that does not declare its scope', async () => {
    const app = await accessProbe(t);
    expect(() => app.get('/tours/:tourCode/notes', { schema: { params } }, () => ({}))).toThrow(
      /declares no tourScope/,
    );
    await app.close();
  });
});
