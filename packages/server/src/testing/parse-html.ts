import { Window } from 'happy-dom';

/**
 * A page's head as a browser parses it, for tests that read its elements. Parsed inert (in
 * a template), so the parser fetches none of the page's preloads.
 */
export function parseHead(html: string): {
  title: string | null;
  meta(key: string): string | null;
  link(rel: string, type: string): { href: string | null; title: string | null } | null;
  count(selector: string): number;
} {
  const start = /<head[^>]*>/.exec(html);
  const head = html.slice(start ? start.index + start[0].length : 0, html.indexOf('</head>'));
  const template = new Window().document.createElement('template');
  template.innerHTML = head;
  const root = template.content;
  return {
    title: root.querySelector('title')?.textContent ?? null,
    meta: (key) =>
      root.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null,
    link(rel, type) {
      const link = root.querySelector(`link[rel="${rel}"][type="${type}"]`);
      return link && { href: link.getAttribute('href'), title: link.getAttribute('title') };
    },
    count: (selector) => root.querySelectorAll(selector).length,
  };
}
