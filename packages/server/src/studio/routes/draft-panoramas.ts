import type { Face } from '@tourview/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DraftRenderCache } from '../drafts/draft-render-cache.js';
import { draftFileParams, draftFilesWith, sendWebp, undecodable } from '../drafts/draft-file-lookup.js';
import { storedCubePiece, type CubePiece } from '../drafts/stored-cube-piece.js';
import type { StudioRouteOptions } from './options.js';
import { problems } from './schemas.js';

const params = draftFileParams.extend({
  // The preview strip, or the one tile of a face of the single level: `{z}-{f}-{x}-{y}.webp`.
  image: z.string().regex(/^(preview|0-[frblud]-0-0)\.webp$/),
});

/**
 * A draft panorama as the editor's engine loads it, before any publish: the preview strip and
 * one level of six faces (see `renderDraftCube`), streamed from the source store where the
 * upload's inspection put them, so any instance serves them at once. A file inspected before
 * cubes were stored, or whose pieces are missing, is rendered here on request instead. Only
 * files of a draft the account may work on; addressed by content, so the browser keeps them.
 */
export const draftPanoramaRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  // Cubes rendered on request, kept made: the scenes an editor goes back and forth between,
  // about 1 MB each. The tiler is loaded only when a cube is first needed.
  const cubes = new DraftRenderCache(
    options.uploads.sources,
    async (file) => (await import('@tourview/tiler')).renderDraftCube(file),
    12,
    'draft_cube',
  );

  app.get(
    '/tours/:tourCode/draft/panoramas/:sha256/:image',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'A draft panorama’s editing cube: `preview.webp` or `0-{face}-0-0.webp`',
        params,
        response: { 200: z.unknown(), ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { image } = request.params;
      const same = await draftFilesWith(options, request.params, 'panorama');
      // The same bytes may be in the draft under two names, one inspected since cubes are stored.
      const file = same.find((f) => f.cube) ?? same[0];
      const piece: CubePiece = image === 'preview.webp' ? 'preview' : (image.split('-')[1] as Face);
      const stored = await storedCubePiece(options.uploads.sources, file.cube, piece);
      if (stored) return sendWebp(reply, stored.body, stored.bytes);
      const cube = await cubes.of(file.sha256).catch(() => {
        throw undecodable(file);
      });
      return sendWebp(reply, piece === 'preview' ? cube.preview : cube.faces[piece]);
    },
  );
};
