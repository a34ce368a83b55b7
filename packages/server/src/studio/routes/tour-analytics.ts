import {
  analyticsRangeSchema,
  analyticsReportCsv,
  analyticsReportSchema,
  attentionMapSchema,
  attentionQuerySchema,
  tourCodeSchema,
} from '@tourview/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudioRouteOptions } from './options.js';
import { problems } from './schemas.js';

const params = z.object({ tourCode: tourCodeSchema });

const reportRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
  app.get(
    '/tours/:tourCode/analytics',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: "The tour's engagement over a range of UTC days, from the daily aggregates",
        params,
        querystring: analyticsRangeSchema,
        response: { 200: analyticsReportSchema, ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const report = await storage.analyticsReport(request.params.tourCode, request.query);
      return reply.header('cache-control', 'no-store').send(report);
    },
  );
};

const reportCsvRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
  app.get(
    '/tours/:tourCode/analytics.csv',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'The same numbers as CSV, one a line',
        params,
        querystring: analyticsRangeSchema,
        response: { 200: z.string().describe('text/csv'), ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode } = request.params;
      const { from, to } = request.query;
      const report = await storage.analyticsReport(tourCode, { from, to });
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${tourCode}-analytics-${from}-${to}.csv"`)
        .send(analyticsReportCsv(report));
    },
  );
};

const attentionRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
  app.get(
    '/tours/:tourCode/analytics/attention',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'Where visitors looked in one room: look samples per 5° cell',
        params,
        querystring: attentionQuerySchema,
        response: { 200: attentionMapSchema, ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { room, from, to } = request.query;
      const map = await storage.attentionMap(request.params.tourCode, room, { from, to });
      return reply.header('cache-control', 'no-store').send(map);
    },
  );
};

/** A tour's engagement analytics for the people who work on it. */
export const tourAnalyticsRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  await app.register(reportRoute, options);
  await app.register(reportCsvRoute, options);
  await app.register(attentionRoute, options);
};
