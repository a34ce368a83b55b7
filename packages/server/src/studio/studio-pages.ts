import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestKind } from '../http/request-kind.js';

/** index.html of the built studio, read again only when a rebuild changes it. */
function indexLoader(distDir: string): () => Promise<string | null> {
  const file = join(distDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (cached?.mtimeMs !== info.mtimeMs)
      cached = { mtimeMs: info.mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}

/**
 * Serves the built studio: hashed files under `/assets/` for a year, other files for an hour,
 * and index.html for every other path that is not the API (the studio's routes live in the
 * browser). A missing build answers 503, saying so.
 */
export async function registerStudioPages(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: distDir, serve: false, index: false });
  const loadIndex = indexLoader(distDir);

  async function sendPage(reply: FastifyReply): Promise<FastifyReply> {
    const html = await loadIndex();
    if (html === null)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The studio is not built (npm run build).');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  function sendFile(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const path = request.url.split('?', 1)[0] ?? '/';
    const hashed = path.startsWith('/assets/');
    if (path === '/index.html' || path.startsWith('/.')) reply.callNotFound();
    else reply.sendFile(path.slice(1), { maxAge: hashed ? '365d' : '1h', immutable: hashed });
    return reply;
  }

  app.get('/*', async (request, reply) => {
    const kind = requestKind(request.url);
    if (kind === 'asset') return sendFile(request, reply);
    if (kind === 'page') return sendPage(reply);
    reply.callNotFound();
    return reply;
  });
}
