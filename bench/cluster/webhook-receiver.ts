import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One delivery the receiver got. */
export interface Delivery {
  idempotencyKey: string;
  /** The enquiry id in the body. */
  enquiryId: string;
  body: string;
}

/** A webhook endpoint that answers 204 and records every delivery. */
export interface WebhookReceiver {
  url: string;
  deliveries: Delivery[];
  stop(): Promise<void>;
}

/** Starts the receiver on a spare loopback port. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { id?: string; enquiry?: { id?: string } };
      deliveries.push({
        idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
        enquiryId: parsed.enquiry?.id ?? parsed.id ?? '',
        body,
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/enquiries`,
    deliveries,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
