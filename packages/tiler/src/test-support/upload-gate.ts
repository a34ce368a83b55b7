import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the gate does with each upload after the ones it lets through: answers 503, never
 * answers, or holds it until {@link UploadGate.release}.
 */
export type GateMode = 'fail' | 'stall' | 'hold';

/** A proxy in front of an S3 endpoint that lets a number of uploads through, then fails or stalls the rest. */
export interface UploadGate {
  endpoint: string;
  /** Uploads that reached the gate so far, let through or not. */
  uploads(): number;
  /** Forwards the uploads held so far and lets every later one through (`hold` only). */
  release(): void;
  close(): Promise<void>;
}

function forward(upstream: URL, req: IncomingMessage, res: ServerResponse): void {
  const out = request(
    { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  out.on('error', () => res.destroy());
  req.pipe(out);
}

/** Starts a gate on a free loopback port that lets `allowed` uploads (PUTs) through to `upstream`. */
export async function startUploadGate(
  upstream: string,
  allowed: number,
  mode: GateMode,
): Promise<UploadGate> {
  const target = new URL(upstream);
  let uploads = 0;
  let held: (() => void)[] | undefined = [];
  const server = createServer((req, res) => {
    if (req.method === 'PUT' && ++uploads > allowed) {
      if (mode === 'hold' && held) {
        // Paused, not read: the body stays in the socket until it is forwarded.
        req.pause();
        held.push(() => forward(target, req, res));
        return;
      }
      if (mode !== 'hold') {
        req.resume();
        if (mode === 'fail') res.writeHead(503).end();
        return;
      }
    }
    forward(target, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    uploads: () => uploads,
    release() {
      const waiting = held ?? [];
      held = undefined;
      for (const go of waiting) go();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
