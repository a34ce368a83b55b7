import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTour } from '@tourview/schema/testing';
import { parseHead } from '../../testing/parse-html.js';
import { FAKE_TOUR_BOOT } from '../../testing/fake-dist.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

const ORIGIN = 'https://tours.example.com';
const TITLE = 'Flat </script><b>with</b> a view';

describe('link previews in pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { PUBLIC_ORIGIN: ORIGIN });
    await t.storage.putTour(
      sampleTour('abc123', { shareImage: { url: 'tours/abc123/share.jpg', width: 1200, height: 630 } }),
    );
    const tour = sampleTour('multi1', { title: { en: 'Flat', de: 'Wohnung' }, defaultLanguage: 'de' });
    tour.property.description = { en: 'Bright.', de: 'Hell.' };
    tour.scenes = tour.scenes.map((scene) => ({ ...scene, title: { en: 'Kitchen', de: 'Küche' } }));
    await t.storage.putTour(tour);
  });
  afterAll(() => t.close());

  const visit = async (url: string) => {
    const res = await t.app.inject({ url, headers: { host: 'attacker.example' } });
    return { res, head: parseHead(res.body) };
  };

  it('give a tour page its title, description, Open Graph, Twitter card and oEmbed link', async () => {
    const { res, head } = await visit('/abc123');
    expect(res.body).toContain(`<script type="module">${FAKE_TOUR_BOOT}</script>`);
    expect(head.count('title')).toBe(1);
    expect(head.title).toBe(TITLE);
    expect(head.meta('description')).toBe('1 Park Lane, Springfield. Two bedrooms, south-facing.');
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:site_name')).toBe('Tourview');
    expect(head.meta('og:title')).toBe(TITLE);
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.meta('og:url')).toBe(`${ORIGIN}/abc123`);
    expect(head.meta('og:image')).toBe(`${ORIGIN}/media/tours/abc123/share.jpg`);
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('og:image:alt')).toBe(TITLE);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.link('alternate', 'application/json+oembed')).toEqual({
      href: `${ORIGIN}/api/public/oembed?url=${encodeURIComponent(`${ORIGIN}/abc123`)}&format=json`,
      title: TITLE,
    });
    expect(res.body).not.toContain('attacker.example');
  });

  it('name the room of ?scene= and leave embed mode and view angles out of og:url', async () => {
    const { head } = await visit('/abc123?embed=1&scene=kitchen&yaw=20');
    expect(head.title).toBe(`Room kitchen · ${TITLE}`);
    expect(head.meta('og:url')).toBe(`${ORIGIN}/abc123?scene=kitchen`);
  });

  it('give the video page its own title and address', async () => {
    const { res, head } = await visit('/abc123/video');
    expect(res.body).toContain('src="/assets/index-aaa111.js"');
    expect(head.title).toBe(`Video · ${TITLE}`);
    expect(head.meta('og:url')).toBe(`${ORIGIN}/abc123/video`);
    expect(head.count('title')).toBe(1);
  });

  it.each(['/', '/nosuchcode'])('leave %s, which has no tour, with the generic title', async (url) => {
    const { head } = await visit(url);
    expect(head.title).toBe('Tourview');
    expect(head.meta('og:title')).toBeNull();
  });

  it("speak the tour's default language whatever the visitor's, one document for all", async () => {
    const german = await t.app.inject({ url: '/multi1?scene=kitchen', headers: { 'accept-language': 'en' } });
    const head = parseHead(german.body);
    expect(head.title).toBe('Küche · Wohnung');
    expect(head.meta('description')).toBe('1 Park Lane, Springfield. Hell.');
    expect(String(german.headers.vary ?? '')).not.toMatch(/accept-language/i);
    const english = await t.app.inject({ url: '/multi1?scene=kitchen&lang=en' });
    expect(parseHead(english.body).title).toBe('Küche · Wohnung');
  });
});
