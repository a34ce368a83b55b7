import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { problemOf } from '@tourview/schema';
import { cacheControlOfMediaFile, mediaDirOf, typeOfMediaFile } from '@tourview/storage';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config/config.js';
import { MEDIA_HEADERS } from './media-headers.js';
import { normalisedRange } from '../../http/media-range.js';
import { isServableMediaPath } from './media-types.js';
import { problemErrorHandler } from '../../http/problems.js';

export { mediaDirOf };

/**
 * One answer for every media path that is not a servable file: the same bytes for a folder
 * of an existing tour and of an unknown code, so media cannot tell which codes exist.
 */
const NOT_FOUND = JSON.stringify(problemOf('not_found'));

/** send's own refusals: a failed If-Match/If-Unmodified-Since, an unsatisfiable range. */
const SEND_STATUSES = new Set([412, 416]);

function headersOf(error: FastifyError): Record<string, string> {
  return 'headers' in error && typeof error.headers === 'object' && error.headers !== null
    ? (error.headers as Record<string, string>)
    : {};
}

/**
 * Answers `/media/`: with media in a bucket, a permanent redirect of every servable path to
 * the CDN, so links written before the move keep working; else the media folder itself.
 */
export async function registerMedia(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'dataDir' | 'media'> & { cdnBaseUrl: string },
): Promise<void> {
  if (config.media) await registerMediaRedirect(app, config.cdnBaseUrl);
  else await registerMediaFolder(app, config.dataDir);
}

async function registerMediaRedirect(app: FastifyInstance, cdnBaseUrl: string): Promise<void> {
  const base = cdnBaseUrl.replace(/\/+$/, '');
  await app.register(
    async (media) => {
      media.addHook('onRequest', (_request, reply, done) => {
        reply.headers(MEDIA_HEADERS);
        done();
      });
      media.get('/*', (request, reply) => {
        // The path as sent, never its decoded form: an escaped ".." must not pass as a name.
        const path = (request.url.split('?')[0] ?? '').slice('/media'.length);
        if (!isServableMediaPath(path))
          return reply.code(404).type('application/problem+json; charset=utf-8').send(NOT_FOUND);
        return reply.header('cache-control', 'public, max-age=86400').redirect(`${base}${path}`, 308);
      });
    },
    { prefix: '/media' },
  );
}

/**
 * Serves the media folder at `/media/` as the default "CDN": only the file types the
 * importer writes, each with a fixed content type, ETags, single range requests for video
 * seeking, and long-lived caching because imported media never change in place.
 */
async function registerMediaFolder(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = mediaDirOf(dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(
    async (media) => {
      media.addHook('onRequest', (request, reply, done) => {
        // Set first, so the app-wide security headers see a reply that chose its own.
        reply.headers(MEDIA_HEADERS);
        const headers = request.raw.headers;
        const ifRange = headers['if-range'];
        const range = normalisedRange(headers.range, typeof ifRange === 'string' ? ifRange : undefined);
        if (range === undefined) delete headers.range;
        else headers.range = range;
        done();
      });
      media.setNotFoundHandler((_request, reply) =>
        reply.code(404).type('application/problem+json; charset=utf-8').send(NOT_FOUND),
      );
      media.setErrorHandler((error: FastifyError, request, reply) =>
        SEND_STATUSES.has(error.statusCode ?? 0)
          ? reply
              .code(error.statusCode ?? 500)
              .headers(headersOf(error))
              .send()
          : problemErrorHandler(error, request, reply),
      );
      await media.register(fastifyStatic, {
        root,
        decorateReply: false,
        index: false,
        cacheControl: false,
        // The type comes from the extension the importer chose, never from a guess.
        contentType: false,
        allowedPath: (path) => isServableMediaPath(path),
        setHeaders: (res, path) => {
          const type = typeOfMediaFile(path);
          if (type && res.statusCode !== 304) res.setHeader('content-type', type);
          res.setHeader('cache-control', cacheControlOfMediaFile(path));
        },
      });
    },
    { prefix: '/media' },
  );
}
