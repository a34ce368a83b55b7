import {
  enquiryCsv,
  enquiryStatusBodySchema,
  STUDIO_ENQUIRY_CSV_COLUMNS,
  studioEnquiryListSchema,
  studioEnquiryQuerySchema,
  studioEnquirySchema,
  type StudioEnquiry,
} from '@tourview/schema';
import type { Account, EnquiryInboxQuery, Storage } from '@tourview/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../http/problems.js';
import { accountOf } from '../access.js';
import type { StudioRouteOptions } from './options.js';
import { recordAudit } from './record-audit.js';
import { problems, SIGNED_IN } from './schemas.js';

type Filters = z.output<typeof studioEnquiryQuerySchema>;

/**
 * What an account may read of the filters asked: admins every tour's enquiries, editors their
 * memberships' (a tour asked for that is not theirs answers 404, as tours do elsewhere).
 */
async function inboxQueryOf(
  storage: Storage,
  account: Account,
  filters: Filters,
): Promise<EnquiryInboxQuery> {
  const { tour, status, q, limit } = filters;
  let tourCodes: string[] | undefined = tour === undefined ? undefined : [tour];
  if (account.role !== 'admin') {
    const mine = await storage.toursOf(account.id);
    if (tour !== undefined && !mine.includes(tour)) throw new ProblemError('tour_not_found');
    tourCodes ??= mine;
  }
  return {
    limit,
    ...(tourCodes === undefined ? {} : { tourCodes }),
    ...(status === undefined ? {} : { status }),
    ...(q ? { words: q } : {}),
  };
}

async function mayRead(storage: Storage, account: Account, enquiry: StudioEnquiry): Promise<boolean> {
  return account.role === 'admin' || (await storage.toursOf(account.id)).includes(enquiry.tourCode);
}

/** The enquiry, if the account may read it; one 404 otherwise, so ids of others stay hidden. */
async function readableEnquiry(storage: Storage, account: Account, id: string): Promise<StudioEnquiry> {
  const enquiry = await storage.getInboxEnquiry(id);
  if (!enquiry || !(await mayRead(storage, account, enquiry))) throw new ProblemError('enquiry_not_found');
  return enquiry;
}

const inboxRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
  app.get(
    '/enquiries',
    {
      schema: {
        summary: 'Enquiries of the tours this account may work on, newest first',
        querystring: studioEnquiryQuerySchema,
        response: { 200: studioEnquiryListSchema, ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const query = await inboxQueryOf(storage, accountOf(request), request.query);
      return reply.header('cache-control', 'no-store').send({ enquiries: await storage.listInbox(query) });
    },
  );
};

const inboxCsvRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
  app.get(
    '/enquiries.csv',
    {
      schema: {
        summary: 'The same enquiries as CSV, with the same filters',
        querystring: studioEnquiryQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const query = await inboxQueryOf(storage, accountOf(request), request.query);
      const enquiries = await storage.listInbox(query);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="enquiries.csv"')
        .type('text/csv; charset=utf-8')
        .send(enquiryCsv(enquiries, STUDIO_ENQUIRY_CSV_COLUMNS));
    },
  );
};

const statusRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.put(
    '/enquiries/:id/status',
    {
      schema: {
        summary: 'Mark an enquiry new or answered',
        params: z.object({ id: z.string().min(1).max(64) }),
        body: enquiryStatusBodySchema,
        response: { 200: studioEnquirySchema, ...problems(400, ...SIGNED_IN, 404) },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      const { id } = request.params;
      const enquiry = await readableEnquiry(options.storage, account, id);
      const { status } = request.body;
      const changed = await options.storage.setEnquiryStatus(id, status, account.email, options.now());
      if (!changed) throw new ProblemError('enquiry_not_found');
      const target = `${enquiry.tourCode} enquiry ${id} → ${status}`;
      await recordAudit(options, request, 'enquiry_status_changed', target);
      return reply.header('cache-control', 'no-store').send(changed);
    },
  );
};

/**
 * The enquiries of the tours an account works on: the list with filters, its CSV, and the
 * status operators set as they answer. Delivery to the webhook is the public API's and does
 * not change here.
 */
export const enquiryRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  await app.register(inboxRoute, options);
  await app.register(inboxCsvRoute, options);
  await app.register(statusRoute, options);
};
