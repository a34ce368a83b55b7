// Unit tests run in Node under happy-dom, so a real local server stands in for remote hosts.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the test server received, with its body read. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: ReceivedRequest, response: ServerResponse) => void;

/** A local HTTP server that records every request and answers with `handler`. */
export interface TestHttpServer {
  readonly origin: string;
  readonly requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** Starts a server on a free port of 127.0.0.1. */
export async function startTestHttpServer(handler: Handler): Promise<TestHttpServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Answers with a JSON body. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  type = 'application/json',
): void {
  response.writeHead(status, { 'content-type': type });
  response.end(JSON.stringify(body));
}
