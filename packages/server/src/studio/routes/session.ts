import { signInBodySchema, studioSessionSchema } from '@tourview/schema';
import type { Account } from '@tourview/storage';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sendProblem } from '../../http/problems.js';
import { accountOf } from '../access.js';
import { accountView } from '../account-view.js';
import { newSessionToken } from '../session-cookie.js';
import { ACCOUNT_RULE, CLIENT_RULE } from '../sign-in-throttle.js';
import type { StudioRouteOptions } from './options.js';
import { noContent, problems, SIGNED_IN } from './schemas.js';
import { revokeLiveViewingsOf } from './revoke-live-viewings.js';

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

/** The throttle counters a sign-in counts against: the account asked for and the client asking. */
function signInKeys(email: string, client: string) {
  return [
    { key: `account:${email.toLowerCase()}`, rule: ACCOUNT_RULE },
    { key: `client:${client}`, rule: CLIENT_RULE },
  ];
}

/** Answers a sign-in whose password was right: a fresh session replaces the browser's old one. */
async function completeSignIn(
  options: StudioRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  account: Account,
) {
  const { storage } = options;
  await endBrowserSession(options, request);
  await startSession(options, reply, account.id);
  await storage.appendAudit({ action: 'sign_in', actor: account, client: request.ip, at: options.now() });
  return reply.header('cache-control', 'no-store').send({ account: await accountView(storage, account) });
}

/** Checks a sign-in against the throttle and the password, and answers it. */
async function signIn(
  options: StudioRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  { email, password }: z.infer<typeof signInBodySchema>,
) {
  const { storage, throttle } = options;
  const now = options.now().getTime();
  const keys = signInKeys(email, request.ip);
  // Counted before the slow password check, so parallel guesses cannot all slip through.
  const waitMs = await throttle.attempt(keys, now);
  if (waitMs > 0) {
    reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
    return sendProblem(reply, 'sign_in_throttled');
  }
  const account = await storage.checkPassword(email, password);
  if (!account) {
    const at = options.now();
    await storage.appendAudit({ action: 'sign_in_failed', target: email, client: request.ip, at });
    return sendProblem(reply, 'sign_in_failed');
  }
  await throttle.succeeded(keys);
  return completeSignIn(options, request, reply, account);
}

const signInRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
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
    (request, reply) => signIn(options, request, reply, request.body),
  );
};

const sessionRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
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
};

/** Records a sign-out and clears the browser's cookie. */
async function signOut(
  options: StudioRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  action: 'sign_out' | 'sign_out_everywhere',
) {
  await options.storage.appendAudit({
    action,
    actor: accountOf(request),
    client: request.ip,
    at: options.now(),
  });
  options.cookie.clear(reply);
  return reply.code(204).send(null);
}

const signOutRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.delete(
    '/session',
    { schema: { summary: 'Sign out this browser', response: { 204: noContent, ...problems(...SIGNED_IN) } } },
    async (request, reply) => {
      if (request.sessionToken) await options.storage.endSession(request.sessionToken);
      return signOut(options, request, reply, 'sign_out');
    },
  );
};

const signOutEverywhereRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.delete(
    '/sessions',
    {
      schema: {
        summary: 'Sign out every browser of this account and end the live viewings it started',
        response: { 204: noContent, ...problems(...SIGNED_IN) },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      await options.storage.endAllSessions(account.id);
      await revokeLiveViewingsOf(options, account.email);
      return signOut(options, request, reply, 'sign_out_everywhere');
    },
  );
};

/** Sign-in, the current session, sign-out and sign-out everywhere. */
export const sessionRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  await app.register(signInRoute, options);
  await app.register(sessionRoute, options);
  await app.register(signOutRoute, options);
  await app.register(signOutEverywhereRoute, options);
};
