import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWebhook, type FakeWebhook } from '../../testing/fake-webhook.js';
import { sampleTour } from '@tourview/schema/testing';
import { DIALECTS, startTestApp, xsrfHeaders, type TestApp } from '../../testing/test-app.js';
import { waitFor } from '../../testing/wait-for.js';
import { backoffMs, DEFAULT_DELIVERY_TIMING } from './delivery-worker.js';

const SECRET = 'webhook-signing-secret';
const FAST = { pollMs: 50, baseBackoffMs: 40, maxBackoffMs: 150, requestTimeoutMs: 1_000 };

describe('backoffMs', () => {
  it('doubles from the base up to the cap', () => {
    const delays = [1, 2, 3, 4, 20].map((n) => backoffMs(n, DEFAULT_DELIVERY_TIMING));
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 15 * 60_000]);
  });
});

describe.each(DIALECTS)('enquiry webhook delivery on %s', (dialect) => {
  let t: TestApp;
  let hook: FakeWebhook;

  beforeAll(async () => {
    hook = await startFakeWebhook(false);
    t = await startTestApp(
      dialect,
      {
        ENQUIRY_WEBHOOK_URL: `${hook.url}/enquiries`,
        ENQUIRY_WEBHOOK_SECRET: SECRET,
        ENQUIRY_RATE_LIMIT_PER_MINUTE: '100',
      },
      { deliveryTiming: FAST },
    );
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(async () => {
    await t.close();
    await hook.close();
  });

  it('delivers enquiries accepted while the webhook was down once it is back, each exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/tours/abc123/enquiries',
        headers: xsrfHeaders(),
        payload: {
          name: `Visitor ${i}`,
          email: `v${i}@example.com`,
          message: 'Hi',
          consent: true,
          recaptchaToken: 't',
        },
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ id: string }>().id);
    }
    await waitFor('failed attempts while down', () => hook.refused >= 10);
    expect(hook.delivered).toEqual([]);
    expect(await t.storage.outboxCounts()).toEqual({ pending: 5, delivered: 0 });

    hook.up = true;
    await waitFor('every delivery', async () => (await t.storage.outboxCounts()).delivered === 5);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const keys = hook.delivered.map((d) => d.idempotencyKey);
    expect([...keys].sort()).toEqual([...ids].sort());
    for (const delivery of hook.delivered) {
      const expected = `sha256=${createHmac('sha256', SECRET).update(delivery.body).digest('hex')}`;
      expect(delivery.signature).toBe(expected);
      expect(JSON.parse(delivery.body)).toMatchObject({
        event: 'enquiry.created',
        enquiry: { id: delivery.idempotencyKey },
      });
    }
  });
});
