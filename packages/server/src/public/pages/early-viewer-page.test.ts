import { describe, expect, it } from 'vitest';
import { earlyViewerPage } from './early-viewer-page.js';

const html =
  '<html><head><title>T</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react-2.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-3.css">' +
  '</head><body><div id="root"></div></body></html>';

const entry = { file: '/assets/boot-5.js', imports: ['/assets/engine-4.js'] };

describe('earlyViewerPage', () => {
  it("swaps the app's entry and preloads for the early viewer and its chunks, keeping the styles", () => {
    const page = earlyViewerPage(html, entry) ?? '';
    expect(page).not.toContain('index-1.js');
    expect(page).not.toContain('react-2.js');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(page).toContain(
      '<script type="module" crossorigin src="/assets/boot-5.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/engine-4.js"></head>',
    );
  });

  it('gives null for a build without the entry or a page without a head', () => {
    expect(earlyViewerPage(html, undefined)).toBeNull();
    expect(earlyViewerPage('<p>no head</p>', entry)).toBeNull();
  });
});
