import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withoutPrefix } from '../../http/plugin-options.js';
import { analyticsEventRoutes } from './analytics-events.js';
import { enquiryRoutes } from './enquiries.js';
import { healthRoutes } from './health.js';
import { oembedRoutes } from './oembed.js';
import { readinessRoutes } from './readiness.js';
import type { PublicRouteOptions } from './options.js';
import { tourRoutes } from './tours.js';

/** The public-data API; the caller mounts it at `/api/public`. */
export const publicApiRoutes: FastifyPluginAsyncZod<PublicRouteOptions> = async (app, options) => {
  const routes = withoutPrefix(options);
  await app.register(tourRoutes, routes);
  await app.register(enquiryRoutes, routes);
  await app.register(analyticsEventRoutes, routes);
  await app.register(healthRoutes, routes);
  await app.register(readinessRoutes, routes);
  await app.register(oembedRoutes, routes);
};
