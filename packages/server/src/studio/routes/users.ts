import {
  accountListSchema,
  newAccountBodySchema,
  passwordBodySchema,
  studioAccountSchema,
  toursBodySchema,
} from '@tourview/schema';
import { AccountExistsError } from '@tourview/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProblemError } from '../../http/problems.js';
import { accountOf } from '../access.js';
import { accountView } from '../account-view.js';
import type { StudioRouteOptions } from './options.js';
import { recordAudit } from './record-audit.js';
import { accountParamsSchema, noContent, problems, SIGNED_IN } from './schemas.js';
import { revokeLiveViewingsOf } from './revoke-live-viewings.js';

const admin = { access: 'admin' } as const;

async function existingAccount({ storage }: StudioRouteOptions, id: string) {
  const account = await storage.findAccount(id);
  if (!account) throw new ProblemError('account_not_found');
  return account;
}

const listRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
  app.get(
    '/users',
    {
      config: admin,
      schema: { summary: 'Every account', response: { 200: accountListSchema, ...problems(...SIGNED_IN) } },
    },
    async (_request, reply) => {
      const accounts = await storage.listAccounts();
      return reply.header('cache-control', 'no-store').send({
        accounts: await Promise.all(accounts.map((a) => accountView(storage, a))),
      });
    },
  );
};

const createRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.post(
    '/users',
    {
      config: admin,
      schema: {
        summary: 'Add an account',
        body: newAccountBodySchema,
        response: { 201: studioAccountSchema, ...problems(400, ...SIGNED_IN, 409) },
      },
    },
    async (request, reply) => {
      const created = await options.storage
        .createAccount(request.body, options.now())
        .catch((error: unknown) => {
          throw error instanceof AccountExistsError ? new ProblemError('account_exists') : error;
        });
      await recordAudit(options, request, 'account_created', created.email);
      return reply.code(201).send(await accountView(options.storage, created));
    },
  );
};

const removeRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.delete(
    '/users/:id',
    {
      config: admin,
      schema: {
        summary: 'Remove an account, its sessions and memberships, and end the live viewings it started',
        params: accountParamsSchema,
        response: { 204: noContent, ...problems(...SIGNED_IN, 404, 409) },
      },
    },
    async (request, reply) => {
      if (request.params.id === accountOf(request).id) throw new ProblemError('own_account');
      const account = await existingAccount(options, request.params.id);
      await options.storage.removeAccount(account.id);
      await revokeLiveViewingsOf(options, account.email);
      await recordAudit(options, request, 'account_removed', account.email);
      return reply.code(204).send(null);
    },
  );
};

const passwordRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.put(
    '/users/:id/password',
    {
      config: admin,
      schema: {
        summary: "Set an account's password; signs it out everywhere and ends the live viewings it started",
        params: accountParamsSchema,
        body: passwordBodySchema,
        response: { 204: noContent, ...problems(400, ...SIGNED_IN, 404) },
      },
    },
    async (request, reply) => {
      const account = await existingAccount(options, request.params.id);
      await options.storage.setPassword(account.id, request.body.password, options.now());
      await revokeLiveViewingsOf(options, account.email);
      await recordAudit(options, request, 'password_reset', account.email);
      return reply.code(204).send(null);
    },
  );
};

const toursRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.put(
    '/users/:id/tours',
    {
      config: admin,
      schema: {
        summary: 'Set the tours an editor may work on',
        params: accountParamsSchema,
        body: toursBodySchema,
        response: { 200: studioAccountSchema, ...problems(400, ...SIGNED_IN, 404) },
      },
    },
    async (request, reply) => {
      const account = await existingAccount(options, request.params.id);
      await options.storage.setTours(account.id, request.body.tours);
      await recordAudit(options, request, 'tours_changed', account.email);
      return reply.send(await accountView(options.storage, account));
    },
  );
};

/**
 * Account management, for admins only: an editor asking gets 403 `forbidden` (the studio's
 * screens are no secret; what an editor may not see are other accounts and tours).
 */
export const userRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  for (const route of [listRoute, createRoute, removeRoute, passwordRoute, toursRoute]) {
    await app.register(route, options);
  }
};
