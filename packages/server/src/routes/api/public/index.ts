import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enquiryRoutes } from './enquiries.js';
import { healthRoutes } from './health.js';
import { oembedRoutes } from './oembed.js';
import { readinessRoutes } from './readiness.js';
import type { PublicRouteOptions } from './options.js';
import { tourRoutes } from './tours.js';

/** The public-data API; the caller mounts it at `/api/public`. */
export const publicApiRoutes: FastifyPluginAsyncZod<PublicRouteOptions> = async (app, options) => {
  // Called in this plugin's scope rather than registered, so the mount prefix applies once.
  await tourRoutes(app, options);
  await enquiryRoutes(app, options);
  await healthRoutes(app, options);
  await readinessRoutes(app, options);
  await oembedRoutes(app, options);
};
