import {
  defaultLanguageOf,
  resolveText,
  studioTourListSchema,
  studioTourSchema,
  tourCodeSchema,
  tourPageUrl,
} from '@tourview/schema';
import type { Account, Storage, TourSummary } from '@tourview/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../http/problems.js';
import { accountOf } from '../access.js';
import { startPanoramaOf } from '../drafts/start-panorama.js';
import type { StudioRouteOptions } from './options.js';
import { problems } from './schemas.js';

type StudioTour = TourSummary & { published: boolean; startPanorama: string | null };

/** A tour with the address visitors open it at, which the studio shows and shares. */
const withUrl = (publicOrigin: string) => (tour: StudioTour) => ({
  ...tour,
  url: tourPageUrl(publicOrigin, tour.code),
});

/**
 * The tours an account may see, published or only drafted: all for admins, its memberships
 * for editors, each with its start room's panorama for a thumbnail. Never-published drafts
 * come first, as the newest work.
 */
async function visibleTours(storage: Storage, account: Account): Promise<StudioTour[]> {
  const [published, drafts] = await Promise.all([storage.listTours(), storage.listUnpublishedDrafts()]);
  const tours = [
    ...drafts.map((d) => ({ ...d, scenes: 0, published: false })),
    ...published.map((t) => ({ ...t, published: true })),
  ];
  const mine = account.role === 'admin' ? null : new Set(await storage.toursOf(account.id));
  const visible = mine ? tours.filter((t) => mine.has(t.code)) : tours;
  return Promise.all(
    visible.map(async (t) => ({ ...t, startPanorama: startPanoramaOf(await storage.getDraft(t.code)) })),
  );
}

function matches(tour: StudioTour, query: string): boolean {
  const q = query.toLowerCase();
  return tour.code.toLowerCase().includes(q) || tour.title.toLowerCase().includes(q);
}

const tourListRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage, publicOrigin }) => {
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
        .send({ tours: (q ? tours.filter((t) => matches(t, q)) : tours).map(withUrl(publicOrigin)) });
    },
  );
};

const tourRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage, publicOrigin }) => {
  app.get(
    '/tours/:tourCode',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'One tour this account may work on',
        params: z.object({ tourCode: tourCodeSchema }),
        response: { 200: studioTourSchema, ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode } = request.params;
      const tour = withUrl(publicOrigin)(await summaryOf(storage, tourCode));
      const unbranded = await storage.getUnbrandedCode(tourCode);
      const unbrandedUrl = unbranded === null ? null : tourPageUrl(publicOrigin, unbranded);
      return reply.header('cache-control', 'no-store').send({ ...tour, unbrandedUrl });
    },
  );
};

/**
 * Tours, read-only: the list with search by code or title, and one tour. A tour that exists
 * but is not the editor's answers 404, exactly like one that does not exist.
 */
export const tourRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  await app.register(tourListRoute, options);
  await app.register(tourRoute, options);
};

/** One tour as the list shows it, read by its code alone. */
async function summaryOf(storage: Storage, code: string): Promise<StudioTour> {
  const [stored, draft] = await Promise.all([storage.getTour(code), storage.getDraft(code)]);
  const startPanorama = startPanoramaOf(draft);
  if (stored) {
    const { tour } = stored;
    const title = resolveText(tour.title, [defaultLanguageOf(tour)]);
    return {
      code,
      title,
      scenes: tour.scenes.length,
      updatedAt: tour.updatedAt,
      published: true,
      startPanorama,
    };
  }
  if (!draft) throw new ProblemError('tour_not_found');
  const { manifest } = draft;
  const title = resolveText(manifest.title, manifest.defaultLanguage ? [manifest.defaultLanguage] : []);
  return {
    code,
    title,
    scenes: manifest.scenes.length,
    updatedAt: draft.updatedAt,
    published: false,
    startPanorama,
  };
}
