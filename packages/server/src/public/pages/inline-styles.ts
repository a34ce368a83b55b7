import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';

/** A style sheet link as Vite writes it into index.html, with the sheet's URL. */
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;

/** The URLs of the style sheets the page links, in order. */
export function linkedStyleSheets(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)].flatMap((link) => HREF.exec(link[0])?.[1] ?? []);
}

/** The page without its style sheet links. */
export function withoutStyleSheetLinks(html: string): string {
  return html.replace(STYLESHEET_LINK, '');
}

/** The built file at a root-relative URL; null for one outside the build folder. */
function builtFile(distDir: string, href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const file = normalize(join(distDir, decodeURIComponent(href.split(/[?#]/, 1)[0] ?? '')));
  return file.startsWith(normalize(distDir) + sep) ? file : null;
}

/**
 * The text of the build's style sheets at `hrefs`, in order, for a `<style>` element; null
 * when one cannot be read or could close the element, so that the page links them instead.
 */
export async function inlineStyleSheets(distDir: string, hrefs: readonly string[]): Promise<string | null> {
  const files = hrefs.map((href) => builtFile(distDir, href));
  if (files.length === 0 || !files.every((file) => file !== null)) return null;
  const texts = await Promise.all(files.map((file) => readFile(file, 'utf8').catch(() => null)));
  if (texts.some((text) => text === null || /<\/style/i.test(text))) return null;
  return texts.join('\n');
}
