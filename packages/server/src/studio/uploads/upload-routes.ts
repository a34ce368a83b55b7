import { draftFileListSchema, tourCodeSchema } from '@tourview/schema';
import type { LeaseStore, Storage } from '@tourview/storage';
import type { Server } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../http/problems.js';
import { accountOf } from '../access.js';
import { problems, SIGNED_IN } from '../routes/schemas.js';
import { studioSecurityHeaders } from '../security-headers.js';
import type { FinishDeps } from './finish-upload.js';
import { inspectUninspected } from './inspect-uninspected.js';
import { LeaseLocker } from './lease-locker.js';
import { createTusServer, type UploadRequest } from './tus-server.js';

/** What the upload routes are built from. */
export interface UploadRouteOptions extends FinishDeps {
  storage: Pick<Storage, 'getDraft' | 'toursOf' | 'listJobs' | 'enqueueJob'> & LeaseStore;
  production: boolean;
}

/** How often unfinished uploads past their expiry are removed. */
const SWEEP_MS = 60 * 60 * 1000;

const uploadParams = z.object({ tourCode: tourCodeSchema });
const uploadIdParams = uploadParams.extend({ uploadId: z.string().regex(/^[0-9a-f]{32}$/) });

type UploadRouteRequest = FastifyRequest<{ Params: { tourCode: string; uploadId?: string } }>;
type HandOver = (request: UploadRouteRequest, reply: FastifyReply) => Promise<void>;

/**
 * The handler that gives an upload request to tus, telling it the draft, the upload and the
 * account through `requests`; tus answers on the raw response, so the studio's headers go
 * there first.
 */
function handOverTo(
  options: UploadRouteOptions,
  tus: Server,
  requests: WeakMap<object, UploadRequest>,
): HandOver {
  const headers = { ...studioSecurityHeaders(options.production), 'cache-control': 'no-store' };
  return async (request, reply) => {
    const account = accountOf(request);
    const { tourCode: code, uploadId } = request.params;
    // Released before tus removes the bytes: a cancel that fails then leaves bytes that expire,
    // never a quota held by nothing. A finished upload was released when it finished.
    if (request.method === 'DELETE' && uploadId)
      await options.quota.store.releaseUpload(`${options.uploads.keyPrefix}${code}.${uploadId}`);
    requests.set(request.raw, {
      code,
      account: { id: account.id, email: account.email },
      ...(uploadId ? { uploadId } : {}),
    });
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
    reply.raw.setHeader('x-request-id', request.id);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
}

const draftFilesRoute: FastifyPluginAsyncZod<UploadRouteOptions> = async (app, options) => {
  app.get(
    '/tours/:tourCode/files',
    {
      config: { tourScope: 'draft' },
      schema: {
        summary: "The draft's files, with what inspection found",
        params: uploadParams,
        response: { 200: draftFileListSchema, ...problems(...SIGNED_IN, 400, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode: code } = request.params;
      const account = accountOf(request);
      const draft = await options.storage.getDraft(code);
      if (!draft) throw new ProblemError('tour_not_found');
      await inspectUninspected(options.storage, draft, { id: account.id, email: account.email });
      return reply.header('cache-control', 'no-store').send({ files: draft.files });
    },
  );
};

const tusRoutes: FastifyPluginAsyncZod<{ handOver: HandOver }> = async (app, { handOver }) => {
  app.post(
    '/tours/:tourCode/uploads',
    {
      config: { tourScope: 'draft' },
      schema: {
        summary: 'Starts a resumable upload to the draft (tus creation; metadata filename, filetype, kind)',
        params: uploadParams,
        response: problems(...SIGNED_IN, 400, 404, 413, 415),
      },
    },
    handOver,
  );
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: '/tours/:tourCode/uploads/:uploadId',
    config: { tourScope: 'draft' },
    schema: {
      summary: 'Resumes (HEAD), continues (PATCH) or cancels (DELETE) an upload (tus)',
      params: uploadIdParams,
      response: problems(...SIGNED_IN, 400, 404, 409, 413, 415),
    },
    handler: handOver,
  });
};

/**
 * Resumable uploads to a tour's draft (the tus protocol): `POST /tours/{code}/uploads` creates
 * one, `HEAD`/`PATCH`/`DELETE /tours/{code}/uploads/{id}` resume, continue and cancel it. The
 * studio checks the session, XSRF and the tour as for every route, then tus takes the request.
 */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRouteOptions> = async (app, options) => {
  const requests = new WeakMap<object, UploadRequest>();
  const tus = createTusServer(options, requests, new LeaseLocker(options.storage));
  // tus reads the body from the request itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const sweep = setInterval(() => void tus.cleanUpExpiredUploads().catch(() => undefined), SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  await app.register(draftFilesRoute, options);
  await app.register(tusRoutes, { handOver: handOverTo(options, tus, requests) });
};
