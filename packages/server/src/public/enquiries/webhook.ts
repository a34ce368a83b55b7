import { createHmac } from 'node:crypto';
import type { StoredEnquiry } from '@tourview/storage';

/** Where enquiries are delivered; `secret` signs each body. */
export interface WebhookTarget {
  url: string;
  secret?: string;
}

/** The header carrying `sha256=<hex HMAC of the body>` when a secret is configured. */
export const SIGNATURE_HEADER = 'x-tourview-signature';

/**
 * Posts one enquiry to the webhook. Resolves `null` on a 2xx answer, otherwise the reason.
 * The enquiry id travels as `Idempotency-Key`, so a receiver can drop the rare duplicate sent
 * when the process dies between the webhook's 2xx and recording it.
 */
export function postEnquiry(
  target: WebhookTarget,
  enquiry: StoredEnquiry,
  timeoutMs: number,
): Promise<string | null> {
  return postJson(target, JSON.stringify({ event: 'enquiry.created', enquiry }), enquiry.id, timeoutMs);
}

/**
 * Posts a JSON body to a webhook, signed when it has a secret, with `idempotencyKey`. Resolves
 * `null` on a 2xx answer, otherwise the reason.
 */
export async function postJson(
  target: WebhookTarget,
  body: string,
  idempotencyKey: string,
  timeoutMs: number,
): Promise<string | null> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'idempotency-key': idempotencyKey,
  };
  if (target.secret)
    headers[SIGNATURE_HEADER] = `sha256=${createHmac('sha256', target.secret).update(body).digest('hex')}`;
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : 'request failed';
  }
}
