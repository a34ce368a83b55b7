import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedIframeHtml, oembedResponseSchema } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { DIALECTS, startTestApp, type TestApp } from '../../testing/test-app.js';

const ORIGIN = 'https://tours.example.com';
const TITLE = 'Flat </script><b>with</b> a view';

describe.each(DIALECTS)('GET /api/public/oembed on %s', (dialect) => {
  let t: TestApp;
  const oembed = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/public/oembed', query, headers });

  beforeAll(async () => {
    t = await startTestApp(dialect, { PUBLIC_ORIGIN: ORIGIN, NOT_FOUND_RATE_LIMIT_PER_MINUTE: '2' });
    await t.storage.putTour(
      sampleTour('abc123', { shareImage: { url: 'tours/abc123/share.jpg', width: 1200, height: 630 } }),
    );
    await t.storage.putTour(sampleTour('plain1'));
    await t.storage.putTour(
      sampleTour('multi1', { title: { fr: 'Appartement', de: 'Wohnung' }, defaultLanguage: 'de' }),
    );
  });
  afterAll(() => t.close());

  it('answers a tour page with its iframe in embed mode, keeping the view, and its share image', async () => {
    const res = await oembed({ url: `${ORIGIN}/abc123?scene=kitchen&yaw=20&embed=0#top`, format: 'json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(oembedResponseSchema.parse(res.json())).toEqual({
      type: 'rich',
      version: '1.0',
      html: embedIframeHtml({
        src: `${ORIGIN}/abc123?scene=kitchen&yaw=20&embed=1`,
        title: TITLE,
        width: 960,
        height: 540,
      }),
      width: 960,
      height: 540,
      title: TITLE,
      provider_name: 'Tourview',
      provider_url: `${ORIGIN}/`,
      thumbnail_url: `${ORIGIN}/media/tours/abc123/share.jpg`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
    });
    expect(res.json<{ html: string }>().html).not.toContain('</script>');
  });

  it("titles the tour in its default language, whatever the request's", async () => {
    const res = await oembed({ url: `${ORIGIN}/multi1` }, { 'accept-language': 'fr' });
    expect(res.json()).toMatchObject({ title: 'Wohnung', html: expect.stringContaining('title="Wohnung"') });
  });

  it('answers a video page, format json being the default', async () => {
    const res = await oembed({ url: `${ORIGIN}/abc123/video` });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ html: string }>().html).toContain(`src="${ORIGIN}/abc123/video?embed=1"`);
  });

  it("offers the start room's preview as the thumbnail of a tour without share image", async () => {
    const res = await oembed({ url: `${ORIGIN}/plain1` });
    expect(res.json()).toMatchObject({
      thumbnail_url: expect.stringMatching(/^https:\/\/tours\.example\.com\/media\//),
    });
  });

  it.each([
    [{ maxwidth: '480' }, 480, 270],
    [{ maxwidth: '2000', maxheight: '270' }, 480, 270],
    [{ maxwidth: '100', maxheight: '1000' }, 100, 56],
    [{ maxwidth: '1920', maxheight: '1080' }, 960, 540],
  ])('fits the frame into %o, keeping 16:9', async (max, width, height) => {
    const body = (await oembed({ url: `${ORIGIN}/abc123`, ...max })).json<{ html: string }>();
    expect(body).toMatchObject({ width, height });
    expect(body.html).toContain(`width="${width}" height="${height}"`);
  });

  it.each([
    [{ maxwidth: '480' }, 480, 252],
    [{ maxwidth: '2000', maxheight: '270' }, 514, 270],
    [{ maxwidth: '1200', maxheight: '630' }, 1200, 630],
    [{ maxwidth: '1920' }, 1200, 630],
  ])('fits the thumbnail into %o, keeping its aspect', async (max, width, height) => {
    const body = (await oembed({ url: `${ORIGIN}/abc123`, ...max })).json();
    expect(body).toMatchObject({ thumbnail_width: width, thumbnail_height: height });
  });

  it("fits the start room's preview, a tall strip, into maxheight", async () => {
    const body = (await oembed({ url: `${ORIGIN}/plain1`, maxheight: '300' })).json<{
      thumbnail_width: number;
      thumbnail_height: number;
    }>();
    expect(body.thumbnail_height).toBe(300);
    expect(body.thumbnail_width).toBe(50);
  });

  it.each<[Record<string, string>, number]>([
    [{ url: `${ORIGIN}/abc123` }, 200],
    [{ url: 'https://elsewhere.example/abc123' }, 400],
    [{ url: `${ORIGIN}/abc123`, maxwidth: 'wide' }, 400],
    [{ url: `${ORIGIN}/abc123`, format: 'xml' }, 501],
  ])('lets any page read the answer to %o (CORS), errors included', async (query, status) => {
    const res = await oembed(query, { origin: 'https://blog.example' });
    expect(res.statusCode).toBe(status);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a revalidation with 304', async () => {
    const first = await oembed({ url: `${ORIGIN}/abc123` });
    const again = await oembed({ url: `${ORIGIN}/abc123` }, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const other = await oembed(
      { url: `${ORIGIN}/abc123/video` },
      { 'if-none-match': String(first.headers.etag) },
    );
    expect(other.statusCode).toBe(200);
  });

  it('answers 501 for any format but json', async () => {
    const res = await oembed({ url: `${ORIGIN}/abc123`, format: 'xml' });
    expect(res.statusCode).toBe(501);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ code: 'oembed_format_unsupported' });
  });

  it.each([
    'https://elsewhere.example/abc123',
    'http://tours.example.com/abc123',
    `${ORIGIN}/`,
    `${ORIGIN}/abc123/extra`,
    `${ORIGIN}/api/public/tours/abc123`,
    `${ORIGIN}/a`,
    'abc123',
  ])('answers 400 for %s, which is no tour page of this site', async (url) => {
    const res = await oembed({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'oembed_url_invalid' });
  });

  it.each<Record<string, string>>([{}, { url: `${ORIGIN}/abc123`, maxwidth: 'wide' }])(
    'answers 400 for the query %o',
    async (query) => {
      const res = await oembed(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    },
  );

  it('answers 404 for an unknown tour, counted as a miss', async () => {
    const first = await oembed({ url: `${ORIGIN}/nosuch1` }, {});
    expect(first.statusCode).toBe(404);
    expect(first.json()).toMatchObject({ code: 'tour_not_found' });
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect((await oembed({ url: `${ORIGIN}/nosuch2/video` })).statusCode).toBe(404);
    const refused = await oembed({ url: `${ORIGIN}/nosuch3` });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect((await oembed({ url: `${ORIGIN}/abc123` })).statusCode).toBe(200);
  });
});
