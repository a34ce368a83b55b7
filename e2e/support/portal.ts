import { createServer, type Server } from 'node:http';
import { escapeHtml } from '@tourview/schema';

/** A stand-in for a portal's listing page: another origin that frames a tour page. */
export interface Portal {
  origin: string;
  /** The portal page that frames `src`. */
  pageUrl(src: string): string;
  close(): Promise<void>;
}

/** Serves a listing page with the tour in an iframe on 127.0.0.1:`port` (0: any free port). */
export function startPortal(port = 0): Promise<Portal> {
  const server: Server = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://portal.invalid').searchParams.get('src') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>Listing</title><h1>A flat for sale</h1>` +
        `<iframe id="tour" title="Virtual tour" width="960" height="540" ` +
        `allow="fullscreen; gyroscope; accelerometer" src="${escapeHtml(src)}"></iframe></html>`,
    );
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
      resolve({
        origin,
        pageUrl: (src) => `${origin}/?src=${encodeURIComponent(src)}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
