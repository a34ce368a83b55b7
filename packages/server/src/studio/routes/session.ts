import { signInBodySchema, studioSessionSchema } from '@tourview/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendProblem } from '../../http/problems.js';
import { accountOf } from '../access.js';
import { accountView } from '../account-view.js';
import { newSessionToken } from '../session-cookie.js';
import { ACCOUNT_RULE, CLIENT_RULE } from '../sign-in-throttle.js';
import type { StudioRouteOptions } from './options.js';
import { noContent, problems, SIGNED_IN } from './schemas.js';

/** Starts a session for an account: the cookie on the reply, the row in storage. */
export async function startSession(
  options: StudioRouteOptions,
  reply: FastifyReply,
  accountId: string,
): Promise<void> {
  const token = newSessionToken();
  await options.storage.createSession(accountId, token, options.now());
  options.cookie.set(reply, token);
}

/**
 * Ends the session whose cookie a sign-in carries: the browser is about to get a new one, and
 * the old token, left alive, would stay valid for anyone who copied it.
 */
async function endBrowserSession(options: StudioRouteOptions, request: FastifyRequest): Promise<void> {
  const previous = options.cookie.read(request);
  if (previous) await options.storage.endSession(previous);
}

/** Sign-in, the current session, sign-out and sign-out everywhere. */
export const sessionRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  const { storage, throttle } = options;
  const audit = (request: FastifyRequest, action: 'sign_out' | 'sign_out_everywhere') =>
    storage.appendAudit({ action, actor: accountOf(request), client: request.ip, at: options.now() });

  app.post(
    '/session',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in with email and password',
        body: signInBodySchema,
        response: { 200: studioSessionSchema, ...problems(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const now = options.now().getTime();
      const keys = [
        { key: `account:${email.toLowerCase()}`, rule: ACCOUNT_RULE },
        { key: `client:${request.ip}`, rule: CLIENT_RULE },
      ];
      // Counted before the slow password check, so parallel guesses cannot all slip through.
      const waitMs = await throttle.attempt(keys, now);
      if (waitMs > 0) {
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        return sendProblem(reply, 'sign_in_throttled');
      }
      const account = await storage.checkPassword(email, password);
      if (!account) {
        await storage.appendAudit({
          action: 'sign_in_failed',
          target: email,
          client: request.ip,
          at: options.now(),
        });
        return sendProblem(reply, 'sign_in_failed');
      }
      await throttle.succeeded(keys);
      await endBrowserSession(options, request);
      await startSession(options, reply, account.id);
      await storage.appendAudit({ action: 'sign_in', actor: account, client: request.ip, at: options.now() });
      return reply.header('cache-control', 'no-store').send({ account: await accountView(storage, account) });
    },
  );

  app.get(
    '/session',
    {
      schema: {
        summary: 'The signed-in account',
        response: { 200: studioSessionSchema, ...problems(401) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ account: await accountView(storage, accountOf(request)) }),
  );

  app.delete(
    '/session',
    { schema: { summary: 'Sign out this browser', response: { 204: noContent, ...problems(...SIGNED_IN) } } },
    async (request, reply) => {
      if (request.sessionToken) await storage.endSession(request.sessionToken);
      await audit(request, 'sign_out');
      options.cookie.clear(reply);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/sessions',
    {
      schema: {
        summary: 'Sign out every browser of this account',
        response: { 204: noContent, ...problems(...SIGNED_IN) },
      },
    },
    async (request, reply) => {
      await storage.endAllSessions(accountOf(request).id);
      await audit(request, 'sign_out_everywhere');
      options.cookie.clear(reply);
      return reply.code(204).send(null);
    },
  );
};
