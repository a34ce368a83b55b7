import {
  accountListSchema,
  newAccountBodySchema,
  passwordBodySchema,
  studioAccountSchema,
  toursBodySchema,
  type AuditEntry,
} from '@tourview/schema';
import { AccountExistsError, type Account } from '@tourview/storage';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProblemError } from '../../http/problems.js';
import { accountOf } from '../access.js';
import { accountView } from '../account-view.js';
import type { StudioRouteOptions } from './options.js';
import { accountParamsSchema, noContent, problems, SIGNED_IN } from './schemas.js';

/**
 * Account management, for admins only: an editor asking gets 403 `forbidden` (the studio's
 * screens are no secret; what an editor may not see are other accounts and tours).
 */
export const userRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  const { storage } = options;
  const admin = { access: 'admin' } as const;
  const audit = (request: FastifyRequest, action: AuditEntry['action'], target: Account) =>
    storage.appendAudit({
      action,
      actor: accountOf(request),
      target: target.email,
      client: request.ip,
      at: options.now(),
    });
  const existing = async (id: string) => {
    const account = await storage.findAccount(id);
    if (!account) throw new ProblemError('account_not_found');
    return account;
  };

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
      const created = await storage.createAccount(request.body, options.now()).catch((error: unknown) => {
        throw error instanceof AccountExistsError ? new ProblemError('account_exists') : error;
      });
      await audit(request, 'account_created', created);
      return reply.code(201).send(await accountView(storage, created));
    },
  );

  app.delete(
    '/users/:id',
    {
      config: admin,
      schema: {
        summary: 'Remove an account, its sessions and memberships',
        params: accountParamsSchema,
        response: { 204: noContent, ...problems(...SIGNED_IN, 404, 409) },
      },
    },
    async (request, reply) => {
      if (request.params.id === accountOf(request).id) throw new ProblemError('own_account');
      const account = await existing(request.params.id);
      await storage.removeAccount(account.id);
      await audit(request, 'account_removed', account);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/users/:id/password',
    {
      config: admin,
      schema: {
        summary: "Set an account's password; signs it out everywhere",
        params: accountParamsSchema,
        body: passwordBodySchema,
        response: { 204: noContent, ...problems(400, ...SIGNED_IN, 404) },
      },
    },
    async (request, reply) => {
      const account = await existing(request.params.id);
      await storage.setPassword(account.id, request.body.password, options.now());
      await audit(request, 'password_reset', account);
      return reply.code(204).send(null);
    },
  );

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
      const account = await existing(request.params.id);
      await storage.setTours(account.id, request.body.tours);
      await audit(request, 'tours_changed', account);
      return reply.send(await accountView(storage, account));
    },
  );
};
