import { describe, expect, it, vi } from 'vitest';
import { problemOf, type EnquiryRequest } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { ApiProblemError, MalformedResponseError, createApiClient } from '../api-client/index.js';
import { InvalidTourCodeError, getHealth, getTour, sendEnquiry } from './index.js';

const tour = sampleTour('demo');

const enquiry: EnquiryRequest = {
  name: 'Bo',
  email: 'bo@example.com',
  message: 'Is it still available?',
  consent: true,
  recaptchaToken: 'token-1',
};

function clientAnswering(status: number, body: unknown, type = 'application/json') {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(body, { status, headers: { 'content-type': type } }),
  );
  const client = createApiClient({
    baseUrl: '/api/public',
    fetch,
    xsrf: { readCookies: () => 'XSRF-TOKEN=x1' },
  });
  const sent = (i = 0) => {
    const [url, init] = fetch.mock.calls[i] ?? [];
    return { url: String(url), init, headers: new Headers(init?.headers) };
  };
  return { client, fetch, sent };
}

describe('getTour', () => {
  it('GETs the tour by its code and returns it validated', async () => {
    const { client, sent } = clientAnswering(200, tour);
    const signal = new AbortController().signal;
    expect(await getTour(client, 'demo', { signal })).toEqual(tour);
    expect(sent().url).toBe('/api/public/tours/demo');
    expect(sent().init?.signal).toBe(signal);
  });

  it('reports an unknown code as tour_not_found', async () => {
    const { client } = clientAnswering(404, problemOf('tour_not_found'), 'application/problem+json');
    await expect(getTour(client, 'nope')).rejects.toMatchObject({ code: 'tour_not_found', status: 404 });
  });

  it('rejects a malformed code before any request', async () => {
    const { client, fetch } = clientAnswering(200, tour);
    for (const [code, reason] of [
      ['', 'empty'],
      ['ab', 'too_short'],
      ['a'.repeat(65), 'too_long'],
      ['../admin', 'bad_characters'],
      ['dé mo', 'bad_characters'],
    ]) {
      expect(() => getTour(client, code ?? '')).toThrow(InvalidTourCodeError);
      expect(() => getTour(client, code ?? '')).toThrow(expect.objectContaining({ reason }));
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a tour whose scenes do not add up', async () => {
    const { client } = clientAnswering(200, { ...tour, startScene: 'attic' });
    const error = await getTour(client, 'demo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as MalformedResponseError).issues).toEqual(['startScene: No scene "attic".']);
  });
});

describe('sendEnquiry', () => {
  it('POSTs the enquiry with the XSRF header and returns its id', async () => {
    const { client, sent } = clientAnswering(201, { id: 'enq-7' });
    expect(await sendEnquiry(client, 'demo', enquiry)).toEqual({ id: 'enq-7' });
    expect(sent().url).toBe('/api/public/tours/demo/enquiries');
    expect(sent().init?.method).toBe('POST');
    expect(sent().headers.get('x-xsrf-token')).toBe('x1');
    expect(JSON.parse(String(sent().init?.body))).toEqual(enquiry);
  });

  it('passes on the field errors of a rejected enquiry', async () => {
    const errors = [{ path: 'phone', message: 'invalid_phone' }];
    const body = problemOf('validation_failed', { errors });
    const { client } = clientAnswering(400, body, 'application/problem+json');
    const error = await sendEnquiry(client, 'demo', enquiry).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiProblemError);
    expect(error).toMatchObject({ code: 'validation_failed', errors });
  });

  it('rejects a malformed code before any request', () => {
    const { client, fetch } = clientAnswering(201, { id: 'x' });
    expect(() => sendEnquiry(client, 'x/y', enquiry)).toThrow(InvalidTourCodeError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('getHealth', () => {
  it('GETs the health of the API', async () => {
    const { client, sent } = clientAnswering(200, { ok: true, dialect: 'postgres', latencyMs: 2 });
    expect(await getHealth(client)).toEqual({ ok: true, dialect: 'postgres', latencyMs: 2 });
    expect(sent().url).toBe('/api/public/health');
  });

  it('reports unavailable storage as a retryable problem', async () => {
    const { client } = clientAnswering(503, problemOf('storage_unavailable'), 'application/problem+json');
    await expect(getHealth(client)).rejects.toMatchObject({ code: 'storage_unavailable', retryable: true });
  });
});
