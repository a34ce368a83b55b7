import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { earlyViewerPage } from './early-viewer-page.js';

const html =
  '<html><head><title>T</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react-2.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-3.css">' +
  '</head><body><div id="root"></div></body></html>';

const script = 'new Viewer(document.body, { label: "Küche" });';

describe('earlyViewerPage', () => {
  it("swaps the app's entry, preloads and style sheets for the first script, inline", () => {
    const page = earlyViewerPage(html, script);
    expect(page?.html).toBe(
      '<html><head><title>T</title>' +
        `<script type="module">${script}</script>` +
        '</head><body><div id="root"></div></body></html>',
    );
  });

  it('names the script by the hash of its UTF-8 bytes, as browsers check it', () => {
    const digest = createHash('sha256').update(Buffer.from(script, 'utf8')).digest('base64');
    expect(earlyViewerPage(html, script)?.scriptHash).toBe(`sha256-${digest}`);
    expect(earlyViewerPage(html, `${script} `)?.scriptHash).not.toBe(`sha256-${digest}`);
  });

  it('gives null for a build without the script, a script that would close its element, or a page without a head', () => {
    expect(earlyViewerPage(html, null)).toBeNull();
    expect(earlyViewerPage(html, 'const s = "</script>";')).toBeNull();
    // Text that would end the element, keep it from ending, or take the page's head insertions.
    expect(earlyViewerPage(html, 'const s = "<!--<script>";')).toBeNull();
    expect(earlyViewerPage(html, 'const s = "</HEAD>";')).toBeNull();
    expect(earlyViewerPage('<p>no head</p>', script)).toBeNull();
  });
});
