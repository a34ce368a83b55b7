import { readBody, startLocalServer, type LocalServer } from './local-http.js';

/** A received delivery. */
export interface Delivery {
  idempotencyKey: string | undefined;
  signature: string | undefined;
  body: string;
}

/** A webhook that can be switched down (503) and up (204), recording what reached it while up. */
export interface FakeWebhook extends LocalServer {
  up: boolean;
  delivered: Delivery[];
  /** Requests refused while down. */
  refused: number;
}

/** Starts the fake webhook, down at first when `up` is false. */
export async function startFakeWebhook(up: boolean): Promise<FakeWebhook> {
  const state = { up, delivered: [] as Delivery[], refused: 0 };
  const server = await startLocalServer(async (request, response) => {
    const body = await readBody(request);
    if (!hook.up) {
      hook.refused += 1;
      return void response.writeHead(503).end();
    }
    const header = (name: string) => request.headers[name] as string | undefined;
    hook.delivered.push({
      idempotencyKey: header('idempotency-key'),
      signature: header('x-tourview-signature'),
      body,
    });
    response.writeHead(204).end();
  });
  const hook: FakeWebhook = Object.assign(state, server);
  return hook;
}
