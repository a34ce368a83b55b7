import { enquiryCreatedSchema, enquiryRequestSchema } from '@tourview/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendProblem } from '../../http/problems.js';
import type { PublicRouteOptions } from './options.js';
import { problemResponses, tourParamsSchema } from './schemas.js';

/**
 * `POST /tours/{tourCode}/enquiries`: verified, then stored durably, then 201. The XSRF check
 * runs earlier, for every API write.
 */
export const enquiryRoutes: FastifyPluginAsyncZod<PublicRouteOptions> = async (app, options) => {
  const { storage, misses, recaptcha } = options;
  app.post(
    '/tours/:tourCode/enquiries',
    {
      config: { rateLimit: { max: options.enquiriesPerMinute, timeWindow: 60_000 } },
      schema: {
        params: tourParamsSchema,
        body: enquiryRequestSchema,
        response: { 201: enquiryCreatedSchema, ...problemResponses(400, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      if (options.enquiriesBlocked) return sendProblem(reply, 'enquiries_disabled');
      const { tourCode } = request.params;
      if (!(await storage.getTourJson(tourCode))) {
        if (await misses.refuseIfBlocked(request, reply)) return reply;
        await misses.recordMiss(request);
        return sendProblem(reply, 'tour_not_found');
      }
      const { recaptchaToken, ...fields } = request.body;
      if (recaptcha) {
        const verdict = await recaptcha.verify(recaptchaToken, { remoteIp: request.ip });
        if (!verdict.ok) {
          request.log.warn({ reason: verdict.reason }, 'enquiry refused by reCAPTCHA check');
          return sendProblem(reply, verdict.code);
        }
      }
      const stored = await storage.createEnquiry(tourCode, fields);
      request.log.info({ enquiryId: stored.id, tourCode }, 'enquiry stored');
      options.onEnquiryStored();
      return reply.code(201).send({ id: stored.id });
    },
  );
};
