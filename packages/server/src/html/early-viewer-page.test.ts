import { describe, expect, it } from 'vitest';
import { BOOT_MODULE, earlyViewerPage } from './early-viewer-page.js';

const html =
  '<html><head><title>T</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react-2.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-3.css">' +
  '</head><body><div id="root"></div></body></html>';

const manifest = JSON.stringify({
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-2.js'] },
  '_react-2.js': { file: 'assets/react-2.js' },
  '_engine-4.js': { file: 'assets/engine-4.js' },
  [BOOT_MODULE]: { file: 'assets/boot-5.js', isEntry: true, imports: ['_engine-4.js'] },
});

describe('earlyViewerPage', () => {
  it("swaps the app's entry and preloads for the boot entry and its chunks, keeping the styles", () => {
    const page = earlyViewerPage(html, manifest) ?? '';
    expect(page).not.toContain('index-1.js');
    expect(page).not.toContain('react-2.js');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(page).toContain(
      '<script type="module" crossorigin src="/assets/boot-5.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/engine-4.js"></head>',
    );
  });

  it('gives null for a build without the boot entry or a page without a head', () => {
    expect(earlyViewerPage(html, JSON.stringify({ 'index.html': { file: 'assets/index-1.js' } }))).toBeNull();
    expect(earlyViewerPage(html, 'not json')).toBeNull();
    expect(earlyViewerPage('<p>no head</p>', manifest)).toBeNull();
  });
});
