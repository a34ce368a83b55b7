import { openStorage } from '@tourview/storage';
import { sampleTour } from '@tourview/schema/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sparePort } from '../testing/local-redis.js';
import { spawnServer, type ServerProcess } from '../testing/spawn-server.js';
import { scratchEnv } from '../testing/test-app.js';

const XSRF = { cookie: 'XSRF-TOKEN=metrics', 'x-xsrf-token': 'metrics', 'content-type': 'application/json' };

/** The value of one sample of the text format, `name{labels}`, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics on METRICS_PORT, a real server with its webhook and Redis down', () => {
  let server: ServerProcess;
  let metricsUrl: string;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await scratchEnv('sqlite');
    remove = scratch.remove;
    const seed = await openStorage(scratch.storageOptions);
    await seed.putTour(sampleTour('abc123'));
    await seed.close();
    const [metricsPort, nobody] = [await sparePort(), await sparePort()];
    server = await spawnServer({
      ...scratch.env,
      METRICS_PORT: String(metricsPort),
      // Nothing listens there: every delivery fails and the outbox fills; Redis never answers.
      ENQUIRY_WEBHOOK_URL: `http://127.0.0.1:${nobody}/hook`,
      REDIS_URL: `redis://127.0.0.1:${nobody}`,
    });
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await remove();
  });

  const scrape = async () => {
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it('announces the listener, and the site itself does not serve the figures', async () => {
    expect(server.output()).toContain(`metrics on ${metricsUrl}`);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });

  it('counts requests by route pattern with their latencies, and tour cache hits', async () => {
    for (let i = 0; i < 3; i++)
      expect((await fetch(`${server.url}/api/public/tours/abc123`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/public/tours/zzz999`)).status).toBe(404);
    const text = await scrape();
    const tours = 'listener="site",method="GET",route="/api/public/tours/:tourCode"';
    expect(sample(text, `tourview_http_requests_total{${tours},status="200"}`)).toBe(3);
    expect(sample(text, `tourview_http_requests_total{${tours},status="404"}`)).toBe(1);
    expect(sample(text, `tourview_http_request_duration_seconds_count{${tours}}`)).toBe(4);
    expect(sample(text, `tourview_http_request_duration_seconds_sum{${tours}}`)).toBeGreaterThan(0);
    expect(text).not.toContain('abc123');
    expect(sample(text, 'tourview_cache_lookups_total{cache="tour",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'tourview_cache_lookups_total{cache="tour",result="miss"}')).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('shows the outbox depth and delivery lag rising while the webhook is down', async () => {
    const before = await scrape();
    expect(sample(before, 'tourview_enquiry_outbox_depth')).toBe(0);
    expect(sample(before, 'tourview_enquiry_outbox_lag_seconds')).toBe(0);
    for (let i = 0; i < 3; i++) {
      const body = JSON.stringify({
        name: `N${i}`,
        email: 'a@example.com',
        message: 'Hi',
        consent: true,
        recaptchaToken: 't',
      });
      const res = await fetch(`${server.url}/api/public/tours/abc123/enquiries`, {
        method: 'POST',
        headers: XSRF,
        body,
      });
      expect(res.status).toBe(201);
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await scrape();
    expect(sample(after, 'tourview_enquiry_outbox_depth')).toBe(3);
    expect(sample(after, 'tourview_enquiry_outbox_lag_seconds')).toBeGreaterThan(1);
  });

  it('counts Redis fallbacks, reports the job queue and the event-loop lag', async () => {
    const fallbacks = 'tourview_redis_fallbacks_total{feature="rate_limits"}';
    const before = sample(await scrape(), fallbacks) ?? 0;
    for (let i = 0; i < 2; i++) expect((await fetch(`${server.url}/no-such-${i}`)).status).toBe(404);
    const text = await scrape();
    // Each miss was counted in memory because Redis did not answer (checked, then added to).
    expect(sample(text, fallbacks)).toBeGreaterThanOrEqual(before + 2);
    expect(sample(text, 'tourview_jobs{state="queued"}')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});
