import { studioTourListSchema, studioTourSchema, tourCodeSchema } from '@tourview/schema';
import type { Account, Storage, TourSummary } from '@tourview/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../plugins/problems.js';
import { accountOf } from '../access.js';
import type { StudioRouteOptions } from './options.js';
import { problems } from './schemas.js';

/** The tours an account may see: all for admins, its memberships for editors. */
async function visibleTours(storage: Storage, account: Account): Promise<TourSummary[]> {
  const tours = await storage.listTours();
  if (account.role === 'admin') return tours;
  const mine = new Set(await storage.toursOf(account.id));
  return tours.filter((t) => mine.has(t.code));
}

function matches(tour: TourSummary, query: string): boolean {
  const q = query.toLowerCase();
  return tour.code.toLowerCase().includes(q) || tour.title.toLowerCase().includes(q);
}

/**
 * Tours, read-only: the list with search by code or title, and one tour. A tour that exists
 * but is not the editor's answers 404, exactly like one that does not exist.
 */
export const tourRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
  app.get(
    '/tours',
    {
      schema: {
        summary: 'The tours this account may work on, newest first',
        querystring: z.object({ q: z.string().trim().max(200).optional() }),
        response: { 200: studioTourListSchema, ...problems(400, 401) },
      },
    },
    async (request, reply) => {
      const tours = await visibleTours(storage, accountOf(request));
      const { q } = request.query;
      return reply
        .header('cache-control', 'no-store')
        .send({ tours: q ? tours.filter((t) => matches(t, q)) : tours });
    },
  );

  app.get(
    '/tours/:tourCode',
    {
      schema: {
        summary: 'One tour this account may work on',
        params: z.object({ tourCode: tourCodeSchema }),
        response: { 200: studioTourSchema, ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const tour = (await visibleTours(storage, accountOf(request))).find(
        (t) => t.code === request.params.tourCode,
      );
      if (!tour) throw new ProblemError('tour_not_found');
      return reply.header('cache-control', 'no-store').send(tour);
    },
  );
};
