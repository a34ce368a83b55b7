import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { draftFileParams, sendWebp, undecodable } from '../drafts/draft-file-lookup.js';
import { draftImagesWith, thumbnailMakers } from '../drafts/draft-thumbnails.js';
import { storedPiece } from '../drafts/stored-cube-piece.js';
import type { StudioRouteOptions } from './options.js';
import { problems } from './schemas.js';

/**
 * The thumbnail the studio lists a draft image with (see `renderDraftThumbnail`): streamed from
 * the source store where the upload's inspection put it, or made here for a file inspected
 * before thumbnails existed, then stored and recorded on the draft so it is made once. Only
 * image files of a draft the account may work on; addressed by content, so the browser keeps it.
 */
export const draftThumbnailRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  // A few kilobytes each: a list's worth stays made while the editor moves between screens.
  const make = thumbnailMakers(options.uploads.sources, 200);

  app.get(
    '/tours/:tourCode/draft/thumbnails/:sha256.webp',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'A draft image’s thumbnail: a panorama’s 320×160 strip, a plan or photo within 320 px',
        params: draftFileParams,
        response: { 200: z.unknown(), ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode } = request.params;
      const [file] = await draftImagesWith(options, request.params);
      const stored = await storedPiece(options.uploads.sources, file.thumbnail);
      if (stored) return sendWebp(reply, stored.body, stored.bytes);
      const made = await make(file).catch(() => {
        throw undecodable(file);
      });
      if (made.stored && made.stored !== file.thumbnail)
        await options.storage.setDraftThumbnail(tourCode, file.sha256, made.stored);
      return sendWebp(reply, made.webp);
    },
  );
};
