import { describe, expect, it } from 'vitest';
import { injectIntoHead, scriptSafeJson } from './inject.js';

describe('injectIntoHead', () => {
  const html = '<html><head><title>x</title></head><body><script>const s = "</head>";</script></body></html>';

  it('inserts the data elements and hints right before the real </head>', () => {
    const out = injectIntoHead(html, {
      configJson: '{"a":1}',
      tourJson: '{"b":2}',
      preloadImage: '/media/p.webp?a=1&b="2"',
      stylesheets: ['/assets/t.css'],
      modulePreloads: ['/assets/t.js'],
    });
    expect(out).toBe(
      '<html><head><title>x</title>' +
        '<script id="tourview-config" type="application/json">{"a":1}</script>' +
        '<script id="tourview-tour" type="application/json">{"b":2}</script>' +
        '<link rel="preload" as="image" crossorigin="anonymous" href="/media/p.webp?a=1&amp;b=&quot;2&quot;">' +
        '<link rel="stylesheet" crossorigin href="/assets/t.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/t.js">' +
        '</head><body><script>const s = "</head>";</script></body></html>',
    );
  });

  it('leaves out what is not given', () => {
    const out = injectIntoHead('<head></head>', { configJson: '{}' });
    expect(out).toBe('<head><script id="tourview-config" type="application/json">{}</script></head>');
  });
});

describe('scriptSafeJson', () => {
  it('escapes every "<" and the line separators, and stays the same JSON', () => {
    const value = { t: '</script><!-- \u2028 \u2029' };
    const safe = scriptSafeJson(JSON.stringify(value));
    expect(safe).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(safe)).toEqual(value);
  });
});
