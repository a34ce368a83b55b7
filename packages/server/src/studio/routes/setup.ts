import { setupBodySchema, studioSessionSchema } from '@tourview/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendProblem } from '../../http/problems.js';
import { accountView } from '../account-view.js';
import type { StudioRouteOptions } from './options.js';
import { problems } from './schemas.js';
import { startSession } from './session.js';

/** `POST /setup`: the first admin, through the one-time link printed at the first start. */
export const setupRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  const { storage } = options;
  app.post(
    '/setup',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Create the first admin with the one-time setup link',
        body: setupBodySchema,
        response: { 201: studioSessionSchema, ...problems(400, 403) },
      },
    },
    async (request, reply) => {
      const { token, email, password } = request.body;
      const admin = await storage.createFirstAdmin(token, { email, password }, options.now());
      if (!admin) return sendProblem(reply, 'setup_link_invalid');
      await startSession(options, reply, admin.id);
      await storage.appendAudit({
        action: 'setup_completed',
        actor: admin,
        target: admin.email,
        client: request.ip,
        at: options.now(),
      });
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ account: await accountView(storage, admin) });
    },
  );
};
