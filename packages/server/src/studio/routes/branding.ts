import { agencyBrandingBodySchema, agencyBrandingSchema, type AgencyBrandingBody } from '@tourview/schema';
import type { AgencyBranding } from '@tourview/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../http/problems.js';
import type { StudioRouteOptions } from './options.js';
import { problems, SIGNED_IN } from './schemas.js';

/** A logo of 96 KiB is 128 KiB as base64; the rest of the body is a few fields. */
const BODY_LIMIT = 160 * 1024;

function view(branding: AgencyBranding) {
  const { name, accent, logo, tripodCover, updatedAt } = branding;
  return {
    name,
    accent,
    tripodCover,
    updatedAt,
    logo: logo && { type: logo.type, bytes: logo.bytes.length },
  };
}

/** The stored branding with the body's changes: an absent field stays, null removes it. */
function changed(stored: AgencyBranding, body: AgencyBrandingBody): Omit<AgencyBranding, 'updatedAt'> {
  const logo =
    body.logo === undefined
      ? stored.logo
      : body.logo && { type: body.logo.type, bytes: Buffer.from(body.logo.data, 'base64') };
  return {
    name: body.name === undefined ? stored.name : body.name,
    accent: body.accent === undefined ? stored.accent : body.accent,
    logo,
    tripodCover: body.tripodCover === undefined ? stored.tripodCover : body.tripodCover,
  };
}

const readRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
  app.get(
    '/branding',
    {
      schema: {
        summary: 'The agency’s branding, which every tour takes at its next publish',
        response: { 200: agencyBrandingSchema, ...problems(...SIGNED_IN) },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(view(await storage.getAgencyBranding())),
  );
  app.get(
    '/branding/logo',
    {
      schema: {
        summary: 'The agency’s logo as uploaded',
        response: { 200: z.any(), ...problems(...SIGNED_IN, 404) },
      },
    },
    async (_request, reply) => {
      const { logo } = await storage.getAgencyBranding();
      if (!logo) throw new ProblemError('not_found');
      return reply.header('cache-control', 'no-store').type(logo.type).send(logo.bytes);
    },
  );
};

const writeRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
  app.put(
    '/branding',
    {
      config: { access: 'admin' },
      bodyLimit: BODY_LIMIT,
      schema: {
        summary:
          'Change the agency’s branding (name, accent colour checked for WCAG AA, logo, tripod cover for every tour)',
        body: agencyBrandingBodySchema,
        response: { 200: agencyBrandingSchema, ...problems(400, ...SIGNED_IN, 413) },
      },
    },
    async (request, reply) => {
      await storage.putAgencyBranding(changed(await storage.getAgencyBranding(), request.body));
      return reply.header('cache-control', 'no-store').send(view(await storage.getAgencyBranding()));
    },
  );
};

/**
 * The agency's branding for every tour of the studio: anyone signed in reads it, admins change
 * it. Tours take it when they are next published; a tour's own branding wins field by field.
 */
export const brandingRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  await app.register(readRoute, options);
  await app.register(writeRoute, options);
};
