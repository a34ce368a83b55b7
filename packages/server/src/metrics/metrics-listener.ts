import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/** The metrics listener: `GET /metrics` and nothing else, on its own port. */
export interface MetricsListener {
  /** `http://host:port`, as bound. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `registry` on `host:port`. A listener of its own (loopback unless told otherwise)
 * keeps the figures off the public site: whoever reaches the port reads them, so it is
 * protected by where it listens (see docs/production.md, Metrics).
 */
export async function listenForMetrics(
  registry: Registry,
  port: number,
  host: string,
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://metrics').pathname;
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served here.\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`Metrics could not be read: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { address, port: bound } = server.address() as AddressInfo;
  const shown = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${shown}:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
