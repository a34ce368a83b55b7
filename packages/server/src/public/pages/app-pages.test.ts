import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicConfigSchema, TOUR_FRESH_MS, type Tour } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { TOUR_CACHE_TTL_MS } from '../tour-cache.js';
import { pageEtags } from './app-pages.js';
import { FAKE_TOUR_BOOT } from '../../testing/fake-dist.js';
import { DIALECTS, startTestApp, type TestApp } from '../../testing/test-app.js';

function jsonElement(html: string, id: string): unknown {
  const match = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html);
  return match?.[1] === undefined ? undefined : (JSON.parse(match[1]) as unknown);
}

describe.each(DIALECTS)('serving the app on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { CDN_BASE_URL: 'https://cdn.example.com/media' });
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(() => t.close());

  it.each(['/', '/a/b/c', '/abc123/video/extra', '/x/video/y'])(
    'answers %s with index.html, uncached, with the public config injected',
    async (path) => {
      const res = await t.app.inject(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const config = publicConfigSchema.parse(jsonElement(res.body, 'tourview-config'));
      expect(config).toEqual(t.config.public);
      expect(res.body.indexOf('tourview-config')).toBeLessThan(res.body.indexOf('</head>'));
      expect(res.body).not.toContain('id="tourview-tour"');
    },
  );

  it('tells the app where visitors open tours and who may embed them, whatever the Host', async () => {
    const other = await startTestApp(dialect, {
      PUBLIC_ORIGIN: 'https://tours.example.com',
      EMBED_ALLOWED_ORIGINS: 'https://portal.example',
    });
    const res = await other.app.inject({ url: '/abc123', headers: { host: 'internal:8080' } });
    await other.close();
    expect(publicConfigSchema.parse(jsonElement(res.body, 'tourview-config'))).toMatchObject({
      publicOrigin: 'https://tours.example.com',
      embedOrigins: ['https://portal.example'],
    });
  });

  it.each(['/abc123', '/abc123/', '/abc123?scene=kitchen', '/abc123/video'])(
    'lets the browser reuse %s, which holds a tour, for as long as the app keeps tours fresh',
    async (path) => {
      const res = await t.app.inject(path);
      expect(res.body).toContain('id="tourview-tour"');
      expect(res.headers['cache-control']).toBe(`private, max-age=${TOUR_FRESH_MS / 1000}`);
    },
  );

  it('asks again on every visit for a tour page whose tour is unknown', async () => {
    const res = await t.app.inject('/zzz999');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('id="tourview-tour"');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/abc123', '/abc123/'])(
    'serves %s with the tour, its first script inline instead of the app and the preview preloaded',
    async (path) => {
      const res = await t.app.inject(path);
      expect(jsonElement(res.body, 'tourview-tour')).toEqual(sampleTour('abc123'));
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).toContain(`<script type="module">${FAKE_TOUR_BOOT}</script>`);
      expect(head).toContain(
        '<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="high" ' +
          'href="https://cdn.example.com/media/tours/abc123/living/preview.webp">',
      );
      // The app loads after the first room, from the inline script; nothing of it competes
      // before, and no style sheet holds the script back.
      expect(head).not.toContain('modulepreload');
      expect(head).not.toContain('rel="stylesheet"');
      expect(res.body).not.toContain('index-aaa111.js');
      expect(res.body).not.toContain('tour-bbb222.js');
    },
  );

  it.each(['/abc123', '/abc123?embed=1', '/abc123?preview=nosuchtoken'])(
    'allows exactly the inline script of %s by its hash, and the page has no other',
    async (path) => {
      const res = await t.app.inject(path);
      const inline = [...res.body.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/g)].filter(
        ([, attributes]) => !/\bsrc=|type="application\/json"/.test(attributes ?? ''),
      );
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
      const hashes = scriptSrc.filter((source) => source.startsWith("'sha"));
      if (path.includes('preview=')) {
        // An unknown preview is the app's not-found page: no inline script, none allowed.
        expect(inline).toEqual([]);
        expect(hashes).toEqual([]);
        return;
      }
      expect(inline.map(([, , text]) => text)).toEqual([FAKE_TOUR_BOOT]);
      const digest = createHash('sha256').update(FAKE_TOUR_BOOT).digest('base64');
      expect(hashes).toEqual([`'sha256-${digest}'`]);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    },
  );

  it('allows no inline script on pages without one', async () => {
    for (const path of ['/', '/abc123/video', '/zzz999']) {
      const csp = String((await t.app.inject(path)).headers['content-security-policy']);
      expect(csp).not.toContain("'sha256-");
    }
  });

  it('serves a video page with the app, its route chunks and the poster preloaded', async () => {
    const tour = sampleTour('vid123');
    await t.storage.putTour({
      ...tour,
      video: {
        sources: [{ url: 'tours/vid123/walk.mp4', type: 'video/mp4' }],
        poster: 'tours/vid123/poster.jpg',
        duration: 30,
        captions: [],
        chapters: [],
      },
    });
    const res = await t.app.inject('/vid123/video');
    expect(jsonElement(res.body, 'tourview-tour')).toMatchObject({ code: 'vid123' });
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-aaa111.js"></script>');
    expect(res.body).toContain(
      '<link rel="preload" as="image" crossorigin="anonymous" href="https://cdn.example.com/media/tours/vid123/poster.jpg">',
    );
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/video-ggg777.js">');
    expect(res.body).not.toContain('rel="preload" as="fetch"');
    expect(res.body).not.toContain(FAKE_TOUR_BOOT);
  });

  it('preloads the scene named in ?scene=, and the start scene for an unknown one', async () => {
    const kitchen = await t.app.inject('/abc123?scene=kitchen&yaw=10');
    expect(kitchen.body).toContain('tours/abc123/kitchen/preview.webp');
    const unknown = await t.app.inject('/abc123?scene=attic');
    expect(unknown.body).toContain('tours/abc123/living/preview.webp');
  });

  it('escapes "<" so tour text cannot close the script element', async () => {
    const res = await t.app.inject('/abc123');
    expect(res.body).toContain('Flat \\u003c/script>\\u003cb>with\\u003c/b> a view');
    expect((jsonElement(res.body, 'tourview-tour') as Tour).title).toBe(sampleTour('x').title);
  });

  it.each([
    [undefined, 'en', 'Walk through a home'],
    ['fr-CH, de-AT;q=0.8, en;q=0.5', 'de', 'Ein Zuhause erleben'],
    ['en;q=0.2, de', 'de', 'Ein Zuhause erleben'],
    ['fr', 'en', 'Walk through a home'],
  ])('puts the home frame into / for Accept-Language %s, in %s', async (accept, lang, title) => {
    const res = await t.app.inject({ url: '/', headers: accept ? { 'accept-language': accept } : {} });
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).toContain(`<div id="root"><main><h1>${title}</h1><input name="tourCode"></main></div>`);
    expect(res.headers.vary).toMatch(/accept-language/i);
  });

  it("follows a shared link's ?lang= on home, and leaves the frame out of every other page", async () => {
    const shared = await t.app.inject({ url: '/?lang=de', headers: { 'accept-language': 'en' } });
    expect(shared.body).toContain('<h1>Ein Zuhause erleben</h1>');
    for (const path of ['/abc123', '/abc123/video', '/zzz999', '/a/b/c']) {
      const { body } = await t.app.inject(path);
      expect(body, path).toContain('<div id="root"></div>');
      expect(body, path).not.toContain('name="tourCode"');
    }
  });

  it.each(['/abc123?lang=de', '/abc123/video?lang=de&scene=kitchen', '/zzz999?lang=de-AT'])(
    'marks %s, a page shared in German, as German on <html lang>',
    async (path) => {
      const { body } = await t.app.inject({ url: path, headers: { 'accept-language': 'en' } });
      expect(body).toContain('<html lang="de">');
      expect(body.match(/<html\b/g)).toHaveLength(1);
    },
  );

  it.each(['/abc123', '/abc123?lang=fr', '/abc123?lang=%3Cb%3E'])(
    'leaves <html> as the build wrote it on %s, which asks for no language the app speaks',
    async (path) => {
      const { body } = await t.app.inject({ url: path, headers: { 'accept-language': 'de' } });
      expect(/<html\b[^>]*>/.exec(body)?.[0]).toBe('<html>');
    },
  );

  it("preloads the home screen's chunks on home, and only there", async () => {
    const home = await t.app.inject('/');
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-hhh888.js">');
    expect(home.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-iii999.css">');
    expect(home.body.match(/shared-ccc333/g)).toHaveLength(1);
    for (const path of ['/unknown-tour', '/abc123', '/a/b/c']) {
      const { body } = await t.app.inject(path);
      expect(body, path).not.toContain('home-hhh888.js');
      expect(body, path).not.toContain('home-iii999.css');
    }
  });

  it("carries the style rules of home's first frame inline, and links no style sheet that holds the paint", async () => {
    const home = await t.app.inject('/');
    const head = home.body.slice(0, home.body.indexOf('</head>'));
    // The page's own sheet, then the home screen's, in the order the page linked them.
    expect(head).toContain('<style>body{margin:0}\nmain{margin:0}</style>');
    expect(home.body).not.toMatch(/rel="stylesheet"/);
    for (const path of ['/a/b/c', '/abc123/video', '/zzz999']) {
      const { body } = await t.app.inject(path);
      expect(body, path).toContain('<link rel="stylesheet" crossorigin href="/assets/app-eee555.css">');
      expect(body, path).not.toContain('<style>');
    }
  });

  it('leaves the tour out for an unknown code; the app shows "not found"', async () => {
    const res = await t.app.inject('/unknown-tour');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('tourview-tour');
    expect(res.body).not.toContain('modulepreload" crossorigin href="/assets/tour');
    expect(res.body).not.toContain(FAKE_TOUR_BOOT);
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-aaa111.js"></script>');
  });

  it('serves hashed assets for a year, immutable, with ETag, compressed on request', async () => {
    const res = await t.app.inject({
      url: '/assets/index-aaa111.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['set-cookie']).toBeUndefined();
    const br = await t.app.inject({
      url: '/assets/index-aaa111.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('serves other built files with short caching', async () => {
    const res = await t.app.inject('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([
    '/assets/missing-123.js',
    '/missing.png',
    '/a/b/c.css',
    '/index.html',
    '/.vite/manifest.json',
    '/.vite/page-entries.json',
    '/assets/..%2F..%2Fpackage.json',
  ])('answers a real 404 for the missing or private file %s, not index.html', async (path) => {
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it('sets security headers with the CSP on pages', async () => {
    const res = await t.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(res.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
  });
});

describe('tour pages for a client guessing codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { NOT_FOUND_RATE_LIMIT_PER_MINUTE: '2' });
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(() => t.close());

  it('still get existing tours once the misses are used up, and are refused further misses', async () => {
    expect((await t.app.inject('/guess-1')).statusCode).toBe(404);
    await t.app.inject('/guess-2');
    expect((await t.app.inject('/api/public/tours/guess-3')).statusCode).toBe(429);
    const page = await t.app.inject('/abc123');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('tourview-tour');
    expect((await t.app.inject('/abc123/video')).body).toContain('tourview-tour');
    const blocked = await t.app.inject('/guess-4');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.headers['cache-control']).toBe('no-cache');
    expect(blocked.body).not.toContain('tourview-tour');
  });
});

describe('pageEtags', () => {
  it('changes with the page and with the security headers a 304 would leave in place', () => {
    const headers = { 'content-security-policy': "default-src 'self'" };
    const pageEtag = pageEtags(headers);
    const tag = pageEtag('<html>a</html>');
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(pageEtag('<html>a</html>')).toBe(tag);
    expect(pageEtags({ ...headers })('<html>a</html>')).toBe(tag);
    expect(pageEtag('<html>b</html>')).not.toBe(tag);
    expect(pageEtags({ 'content-security-policy': "default-src 'none'" })('<html>a</html>')).not.toBe(tag);
  });
});

describe('revalidating pages', () => {
  let t: TestApp;
  const visit = (path: string, etag?: string) =>
    t.app.inject({ url: path, headers: etag ? { 'if-none-match': etag } : {} });

  beforeAll(async () => {
    // Tours are replaced from another process; the server only notices once its cache expires.
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await startTestApp('sqlite');
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('answers a repeat visit with a bodiless 304 while the page is unchanged', async () => {
    const first = await visit('/abc123');
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    const again = await visit('/abc123', String(first.headers.etag));
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
  });

  it('gives each page its own validator', async () => {
    const tour = await visit('/abc123');
    const home = await visit('/');
    expect(home.headers.etag).not.toBe(tour.headers.etag);
    expect((await visit('/', String(tour.headers.etag))).statusCode).toBe(200);
  });

  it('sends the new page once the inlined tour has changed', async () => {
    const before = await visit('/abc123');
    await t.storage.putTour({ ...sampleTour('abc123'), title: 'Renamed flat' });
    vi.setSystemTime(Date.now() + TOUR_CACHE_TTL_MS);
    const after = await visit('/abc123', String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Renamed flat');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
