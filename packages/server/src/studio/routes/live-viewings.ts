import { randomBytes, randomUUID } from 'node:crypto';
import {
  liveViewingUrl,
  studioLiveViewingListSchema,
  studioLiveViewingRequestSchema,
  studioLiveViewingSchema,
  studioStartedLiveViewingSchema,
  tourCodeSchema,
  type StudioLiveViewing,
} from '@tourview/schema';
import type { LiveViewing } from '@tourview/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../http/problems.js';
import { accountOf } from '../access.js';
import { recordAudit } from './record-audit.js';
import type { StudioRouteOptions } from './options.js';
import { problems, SIGNED_IN } from './schemas.js';

const params = z.object({ tourCode: tourCodeSchema });
const viewingParams = params.extend({ id: z.uuid() });

/** 256 random bits, as a URL-safe string: nobody guesses it. */
const secret = () => randomBytes(32).toString('base64url');

function viewingView(viewing: LiveViewing): StudioLiveViewing {
  return {
    id: viewing.id,
    hostName: viewing.hostName,
    createdBy: viewing.createdBy,
    createdAt: viewing.createdAt.toISOString(),
    expiresAt: viewing.expiresAt.toISOString(),
    endedAt: viewing.endedAt?.toISOString() ?? null,
  };
}

const startRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.post(
    '/tours/:tourCode/live-viewings',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'Start a live viewing of the published tour: its host page and the guest link, shown once',
        params,
        body: studioLiveViewingRequestSchema,
        response: { 201: studioStartedLiveViewingSchema, ...problems(400, ...SIGNED_IN, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode } = request.params;
      if (!(await options.storage.getTour(tourCode))) throw new ProblemError('tour_not_found');
      const account = accountOf(request);
      const now = options.now();
      const hostKey = secret();
      const guestToken = secret();
      const viewing = await options.storage.createLiveViewing({
        id: randomUUID(),
        tourCode,
        hostName: request.body.hostName,
        hostKey,
        guestToken,
        createdBy: account.email,
        createdAt: now,
        expiresAt: new Date(now.getTime() + request.body.minutes * 60_000),
      });
      await recordAudit(options, request, 'live_viewing_started', tourCode);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({
          ...viewingView(viewing),
          hostUrl: liveViewingUrl(options.publicOrigin, tourCode, 'host', hostKey),
          guestUrl: liveViewingUrl(options.publicOrigin, tourCode, 'guest', guestToken),
        });
    },
  );
};

const listRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.get(
    '/tours/:tourCode/live-viewings',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: "The tour's live viewings, newest first (their links are not kept)",
        params,
        response: { 200: studioLiveViewingListSchema, ...problems(400, 401, 404) },
      },
    },
    async (request) => ({
      viewings: (await options.storage.liveViewingsOfTour(request.params.tourCode)).map(viewingView),
    }),
  );
};

const endRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.post(
    '/tours/:tourCode/live-viewings/:id/end',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'End a live viewing and revoke its links: everyone in it sees it ended; answers it ended',
        params: viewingParams,
        response: { 200: studioLiveViewingSchema, ...problems(400, ...SIGNED_IN, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode, id } = request.params;
      const viewing = await options.storage.liveViewing(id);
      if (viewing?.tourCode !== tourCode) throw new ProblemError('live_viewing_not_found');
      if (await options.storage.endLiveViewing(id, options.now())) {
        options.endLiveViewing(id);
        await recordAudit(options, request, 'live_viewing_ended', tourCode);
      }
      const ended = await options.storage.liveViewing(id);
      return reply.send(viewingView(ended ?? viewing));
    },
  );
};

/** Live viewings of a tour: started and ended by its operators, joined on the visitors' origin. */
export const liveViewingRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  await app.register(startRoute, options);
  await app.register(listRoute, options);
  await app.register(endRoute, options);
};
