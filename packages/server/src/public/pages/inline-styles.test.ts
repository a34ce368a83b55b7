import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStyleSheets, linkedStyleSheets, withoutStyleSheetLinks } from './inline-styles.js';

const PAGE =
  '<head><link rel="icon" href="/favicon.svg"><link rel="modulepreload" crossorigin href="/assets/a.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="stylesheet" crossorigin href="/assets/b.css"></head>';

describe('the style sheets a page links', () => {
  it('are found in order and removed, leaving every other link', () => {
    expect(linkedStyleSheets(PAGE)).toEqual(['/assets/a.css', '/assets/b.css']);
    expect(withoutStyleSheetLinks(PAGE)).toBe(
      '<head><link rel="icon" href="/favicon.svg"><link rel="modulepreload" crossorigin href="/assets/a.js"></head>',
    );
  });
});

describe('inlineStyleSheets', () => {
  const dist = mkdtempSync(join(tmpdir(), 'tourview-styles-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/a.css'), '.a{color:red}');
  writeFileSync(join(dist, 'assets/b.css'), '.b{color:blue}');
  writeFileSync(join(dist, 'secret.txt'), 'not a style sheet');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("joins the built sheets' text in order", async () => {
    expect(await inlineStyleSheets(dist, ['/assets/b.css', '/assets/a.css'])).toBe(
      '.b{color:blue}\n.a{color:red}',
    );
  });

  it.each([
    ['a missing sheet', ['/assets/a.css', '/assets/gone.css']],
    ['a sheet outside the build', ['/assets/../../etc/passwd']],
    ['a sheet on another host', ['https://cdn.example.com/assets/a.css']],
    ['nothing to inline', []],
  ])('gives null for %s, so that the page links the sheets instead', async (_case, hrefs) => {
    expect(await inlineStyleSheets(dist, hrefs)).toBeNull();
  });
});
