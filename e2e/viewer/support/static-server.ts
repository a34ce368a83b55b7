import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css']);

/** A running static server and the request paths it saw. */
export interface StaticServer {
  origin: string;
  requests: string[];
  close(): Promise<void>;
}

/** Serves folders under URL prefixes on 127.0.0.1 (ephemeral port), gzipping text like a CDN. */
export async function startStaticServer(mounts: Record<string, string>): Promise<StaticServer> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    const mount = Object.keys(mounts).find((prefix) => path.startsWith(prefix));
    const file = mount ? normalize(join(mounts[mount] ?? '', path.slice(mount.length) || 'index.html')) : '';
    stat(file).then(
      (info) => {
        if (!info.isFile()) throw new Error('not a file');
        const ext = extname(file);
        const gzip = COMPRESSIBLE.has(ext) && /gzip/.test(String(req.headers['accept-encoding']));
        res.writeHead(200, {
          'content-type': TYPES[ext] ?? 'application/octet-stream',
          'access-control-allow-origin': '*',
          'cache-control': 'no-cache',
          ...(gzip ? { 'content-encoding': 'gzip' } : { 'content-length': info.size }),
        });
        const stream = createReadStream(file);
        (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
      },
      () => {
        res.writeHead(404, { 'access-control-allow-origin': '*' }).end('not found');
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
