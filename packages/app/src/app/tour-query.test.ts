import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleTour } from '@tourview/schema/testing';
import { createApiClient } from '../lib/api-client/index.js';
import { tourQuery } from './tour-query.js';

type Answer = () => Response | Promise<Response>;

/** Loads tour `house` through the real query options; the last answer repeats. */
function loadTour(...answers: [Answer, ...Answer[]]) {
  const next = () => (answers.length > 1 ? answers.shift() : undefined) ?? answers[0];
  const fetch = vi.fn(async () => next()());
  const api = createApiClient({ baseUrl: '/api/public', fetch });
  const settled = new QueryClient().fetchQuery(tourQuery(api, 'house')).then(
    (tour) => ({ tour }),
    (error: unknown) => ({ error }),
  );
  return { fetch, settled };
}

const ok: Answer = () => Response.json(sampleTour('house'));
const status =
  (code: number, headers?: Record<string, string>): Answer =>
  () =>
    new Response(null, { status: code, headers });
const offline: Answer = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('tourQuery retries', () => {
  it('retries a 503 and a network error after 1 s, then 2 s', async () => {
    const { fetch, settled } = loadTour(status(503), offline, ok);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await settled).toMatchObject({ tour: { code: 'house' } });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after two retries', async () => {
    const { fetch, settled } = loadTour(offline);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await settled).toMatchObject({ error: { name: 'NetworkError' } });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('waits out the Retry-After of a rate limit', async () => {
    const { fetch, settled } = loadTour(status(429, { 'retry-after': '5' }), ok);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toMatchObject({ tour: { code: 'house' } });
  });

  // Each of these settles with the first answer's error; a retry would leave the query pending.
  it.each([
    ['a 404', status(404)],
    ['a 400', status(400)],
    ['a rate limit that does not say when', status(429)],
    ['a rate limit longer than the app waits', status(429, { 'retry-after': '60' })],
    ['a 503 longer than the app waits', status(503, { 'retry-after': '60' })],
    ['a malformed answer', () => Response.json({ code: 'house' })],
  ])('does not retry %s', async (_name, answer) => {
    const { fetch, settled } = loadTour(answer, ok);
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled).toHaveProperty('error');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
