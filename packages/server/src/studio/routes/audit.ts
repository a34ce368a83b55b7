import { auditListSchema, toCsv, type AuditEntry } from '@tourview/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudioRouteOptions } from './options.js';
import { problems, SIGNED_IN } from './schemas.js';

const limitSchema = z.object({ limit: z.coerce.number().int().min(1).max(10_000).default(200) });

const CSV_COLUMNS = ['at', 'action', 'actorEmail', 'target', 'client'] as const;

/**
 * The audit log, for admins only, as JSON and as CSV. The CSV holds text visitors and
 * operators typed (an email tried at sign-in), so every field is defused for spreadsheets.
 */
export function auditToCsv(entries: readonly AuditEntry[]): string {
  return toCsv(
    CSV_COLUMNS,
    entries.map((e) => CSV_COLUMNS.map((column) => e[column] ?? '')),
  );
}

const admin = { access: 'admin' } as const;

const auditListRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
  app.get(
    '/audit',
    {
      config: admin,
      schema: {
        summary: 'The audit log, newest first',
        querystring: limitSchema,
        response: { 200: auditListSchema, ...problems(400, ...SIGNED_IN) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ entries: await storage.listAudit(request.query.limit) }),
  );
};

const auditCsvRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
  app.get(
    '/audit.csv',
    {
      config: admin,
      schema: {
        summary: 'The audit log as CSV, newest first',
        querystring: limitSchema,
        response: { 200: z.string().describe('text/csv'), ...problems(400, ...SIGNED_IN) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .type('text/csv; charset=utf-8')
        .send(auditToCsv(await storage.listAudit(request.query.limit))),
  );
};

/** `GET /audit` and `GET /audit.csv`, newest first. */
export const auditRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  await app.register(auditListRoute, options);
  await app.register(auditCsvRoute, options);
};
