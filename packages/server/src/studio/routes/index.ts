import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withoutPrefix } from '../../http/plugin-options.js';
import { registerAccess } from '../access.js';
import { collectOpenApi } from '../openapi.js';
import { auditRoutes } from './audit.js';
import { brandingRoutes } from './branding.js';
import { enquiryRoutes } from './enquiries.js';
import { draftChangeRoutes } from './draft-changes.js';
import { draftFileRoutes } from './draft-files.js';
import { draftPanoramaRoutes } from './draft-panoramas.js';
import { draftPlanRoutes } from './draft-plans.js';
import { draftThumbnailRoutes } from './draft-thumbnails.js';
import { draftVideoRoutes } from './draft-videos.js';
import type { StudioRouteOptions } from './options.js';
import { sessionRoutes } from './session.js';
import { setupRoutes } from './setup.js';
import { tourDraftRoutes } from './tour-drafts.js';
import { tourJobRoutes } from './tour-jobs.js';
import { liveViewingRoutes } from './live-viewings.js';
import { tourPreviewRoutes } from './tour-previews.js';
import { tourAnalyticsRoutes } from './tour-analytics.js';
import { tourVersionRoutes } from './tour-versions.js';
import { tourRoutes } from './tours.js';
import { uploadRoutes } from '../uploads/upload-routes.js';
import { userRoutes } from './users.js';

/** The studio API; the caller mounts it at `/api/studio`. */
export const studioApiRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  registerAccess(app, options);
  const openApi = collectOpenApi(app);
  app.get(
    '/openapi.json',
    {
      config: { access: 'public' },
      schema: {
        summary: 'This document',
        response: {
          200: z.object({
            openapi: z.string(),
            info: z.object({ title: z.string(), version: z.string() }),
            paths: z.record(z.string(), z.record(z.string(), z.unknown())),
          }),
        },
      },
    },
    async () => openApi(),
  );
  const routes = withoutPrefix(options);
  await app.register(sessionRoutes, routes);
  await app.register(setupRoutes, routes);
  await app.register(userRoutes, routes);
  await app.register(auditRoutes, routes);
  await app.register(brandingRoutes, routes);
  await app.register(tourRoutes, routes);
  await app.register(tourDraftRoutes, routes);
  await app.register(draftChangeRoutes, routes);
  await app.register(draftPanoramaRoutes, routes);
  await app.register(draftPlanRoutes, routes);
  await app.register(draftThumbnailRoutes, routes);
  await app.register(draftVideoRoutes, routes);
  await app.register(draftFileRoutes, routes);
  await app.register(tourVersionRoutes, routes);
  await app.register(tourJobRoutes, routes);
  await app.register(tourAnalyticsRoutes, routes);
  await app.register(tourPreviewRoutes, routes);
  await app.register(liveViewingRoutes, routes);
  await app.register(enquiryRoutes, routes);
  await app.register(uploadRoutes, routes.uploads);
};
