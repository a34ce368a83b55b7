import { draftVideoParamsSchema, draftVideoType } from '@tourview/schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../http/problems.js';
import { rangeAnswer } from '../drafts/byte-range.js';
import { draftFilesWith, IMMUTABLE } from '../drafts/draft-file-lookup.js';
import type { StudioRouteOptions } from './options.js';
import { problems, SIGNED_IN } from './schemas.js';

const bytes = z.unknown().describe('The video’s bytes: all, or the range asked for');

const responses = {
  200: bytes,
  206: bytes,
  304: z.unknown().describe('Not modified'),
  416: z.unknown().describe('The range starts past the end; Content-Range says the length'),
  ...problems(...SIGNED_IN, 400, 404),
};

type Sources = StudioRouteOptions['uploads']['sources'];

/**
 * Answers a range request for the video: 416 with its length when the range starts past the
 * end, else its bytes, all or the part asked for (206).
 */
async function sendRangeAnswer(
  reply: FastifyReply,
  sources: Sources,
  { sha256, size, type }: { sha256: string; size: number; type: string },
  answer: ReturnType<typeof rangeAnswer>,
) {
  if (answer.kind === 'unsatisfiable')
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  reply.header('content-type', type);
  if (size === 0) return reply.header('content-length', 0).send(Buffer.alloc(0));
  const range = answer.kind === 'part' ? answer : { start: 0, end: size - 1 };
  if (answer.kind === 'part')
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  return reply
    .header('content-length', range.end - range.start + 1)
    .send(await sources.readRange(sha256, range));
}

/**
 * A draft's uploaded video as the studio's player streams it, before any publish: straight from
 * the source store, with single range requests so the player can seek. Only video files of a
 * draft the account may work on; addressed by content, so the ETag is the SHA-256.
 */
export const draftVideoRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  const sources = options.uploads.sources;
  app.get(
    '/tours/:tourCode/draft/videos/:sha256',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'A draft’s uploaded video, with range requests (206) for seeking',
        params: draftVideoParamsSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const { sha256 } = request.params;
      const [file] = await draftFilesWith(options, request.params, 'video');
      const size = await sources.sizeOf(sha256);
      if (size === null) throw new ProblemError('not_found');
      const etag = `"${sha256}"`;
      reply.header('etag', etag).header('accept-ranges', 'bytes').header('cache-control', IMMUTABLE);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const { range: asked, 'if-range': ifRange } = request.headers;
      const answer = rangeAnswer(asked, typeof ifRange === 'string' ? ifRange : undefined, etag, size);
      return sendRangeAnswer(reply, sources, { sha256, size, type: draftVideoType(file.name) }, answer);
    },
  );
};
