import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oembedResponseSchema, unbrandedTourSchema, type Tour } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { parseHead } from '../testing/parse-html.js';
import { DIALECTS, startTestApp, type TestApp } from '../testing/test-app.js';
import { withoutPlatformMarks } from './pages/link-preview.js';

const ORIGIN = 'https://tours.example.com';

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

const branded: Tour = sampleTour('branded-1', {
  shareImage: { url: 'tours/branded-1/b1/share.jpg', width: 1200, height: 630 },
  branding: {
    name: 'Canal Homes',
    accent: '#fbbf24',
    logo: 'tours/branded-1/b1/files/logo.png',
    shareImage: { url: 'tours/branded-1/b1/share-branded.jpg', width: 1200, height: 630 },
  },
});
branded.property.agent = {
  name: 'Alex Agent',
  agency: 'Homes Ltd',
  phone: '+31 20 123 4567',
  email: 'alex@homes.example',
  photo: 'tours/branded-1/b1/files/alex.jpg',
};

const AGENT_WORDS = [
  'Alex Agent',
  'Homes Ltd',
  '123 4567',
  'alex@homes.example',
  'alex.jpg',
  'Canal Homes',
  'logo.png',
];

describe.each(DIALECTS)('an unbranded code on %s', (dialect) => {
  let t: TestApp;
  let unbranded: string;
  beforeAll(async () => {
    t = await startTestApp(dialect, { PUBLIC_ORIGIN: ORIGIN, EMBED_ALLOWED_ORIGINS: 'https://mls.example' });
    await t.storage.putTour(branded);
    unbranded = (await t.storage.getUnbrandedCode('branded-1')) ?? '';
  });
  afterAll(() => t.close());

  it('answers the unbranded record from the API: its own type, no agent key, no branding', async () => {
    const res = await t.app.inject(`/api/public/tours/${unbranded}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<unknown>();
    const tour = unbrandedTourSchema.parse(body);
    expect(tour).toMatchObject({ unbranded: true, code: unbranded });
    expect(tour.property.price).toEqual(branded.property.price);
    expect(tour.scenes).toEqual(branded.scenes);
    expect(keysOf(body)).not.toContain('agent');
    expect(keysOf(body)).not.toContain('branding');
    for (const word of [...AGENT_WORDS, 'branded-1"']) expect(res.body).not.toContain(word);
  });

  it('still answers the branded record, with the agent, under its own code and ETag', async () => {
    const brandedRes = await t.app.inject('/api/public/tours/branded-1');
    expect(brandedRes.json()).toEqual(branded);
    const unbrandedRes = await t.app.inject(`/api/public/tours/${unbranded}`);
    expect(unbrandedRes.headers.etag).not.toBe(brandedRes.headers.etag);
    const revalidated = await t.app.inject({
      url: `/api/public/tours/${unbranded}`,
      headers: { 'if-none-match': String(brandedRes.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it('serves a page whose preview names no site and shows the share image without the logo', async () => {
    const res = await t.app.inject(`/${unbranded}`);
    expect(res.statusCode).toBe(200);
    const head = parseHead(res.body);
    expect(head.meta('og:site_name')).toBeNull();
    expect(head.meta('og:url')).toBe(`${ORIGIN}/${unbranded}`);
    expect(head.meta('og:image')).toBe(`${ORIGIN}/media/tours/branded-1/b1/share.jpg`);
    expect(res.body).not.toContain('Tourview');
    for (const word of AGENT_WORDS) expect(res.body).not.toContain(word);
    const brandedHead = parseHead((await t.app.inject('/branded-1')).body);
    expect(brandedHead.meta('og:site_name')).toBe('Tourview');
    expect(brandedHead.meta('og:image')).toBe(`${ORIGIN}/media/tours/branded-1/b1/share-branded.jpg`);
  });

  it('answers oEmbed for the unbranded page without a provider, framing that page', async () => {
    const res = await t.app.inject({
      url: '/api/public/oembed',
      query: { url: `${ORIGIN}/${unbranded}`, format: 'json' },
    });
    expect(res.statusCode).toBe(200);
    const answer = oembedResponseSchema.parse(res.json());
    expect(answer).not.toHaveProperty('provider_name');
    expect(answer).not.toHaveProperty('provider_url');
    expect(answer.html).toContain(`${ORIGIN}/${unbranded}?embed=1`);
    expect(answer.thumbnail_url).toBe(`${ORIGIN}/media/tours/branded-1/b1/share.jpg`);
    for (const word of AGENT_WORDS) expect(res.body).not.toContain(word);
  });

  it('answers 404 for a code that is neither', async () => {
    expect((await t.app.inject('/api/public/tours/AAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });
});

describe('withoutPlatformMarks', () => {
  it('swaps the icon for an empty one and drops the platform from the no-script note', () => {
    const html =
      '<head><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>' +
      '<body><noscript>Tourview needs JavaScript to show a virtual tour.</noscript></body>';
    const marked = withoutPlatformMarks(html);
    expect(marked).toContain('<link rel="icon" href="data:,">');
    expect(marked).not.toContain('favicon.svg');
    expect(marked).not.toContain('Tourview');
  });
});
