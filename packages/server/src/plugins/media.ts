import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The media folder inside the data folder, where the tiler writes tiles, previews and video. */
export function mediaDirOf(dataDir: string): string {
  return join(dataDir, 'media');
}

/**
 * Serves the media folder at `/media/` as the default "CDN": ETags, range requests for
 * video seeking, and long-lived caching because imported media never change in place.
 */
export async function registerMedia(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = mediaDirOf(dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // HLS playlists may be rewritten when a video is re-encoded; they must revalidate.
    setHeaders: (res, path) => {
      res.setHeader(
        'cache-control',
        path.endsWith('.m3u8') ? 'public, no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
}
