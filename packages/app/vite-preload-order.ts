import type { Plugin } from 'vite';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * Orders index.html's module preloads largest first. Over HTTP/1.1 the browser fetches six
 * files at a time, in the page's order, and Vite lists the entry's own chunk, which holds
 * ReactDOM and weighs most, last: on Fast-4G it waited half a second for a connection behind
 * a dozen small chunks and arrived last, holding the home screen's first render.
 */
export function preloadLargestFirstPlugin(): Plugin {
  let base = '/';
  return {
    name: 'tourview-preload-largest-first',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return largestPreloadsFirst(html, (href) => {
          const file = bundle[href.slice(base.length)];
          return file?.type === 'chunk' ? file.code.length : 0;
        });
      },
    },
  };
}

/** `html` with its module preload links in the same places, reordered by `bytes`, largest first. */
export function largestPreloadsFirst(html: string, bytes: (href: string) => number): string {
  const links = [...html.matchAll(MODULE_PRELOAD)].map(([tag, href = '']) => ({ tag, bytes: bytes(href) }));
  const largestFirst = [...links].sort((a, b) => b.bytes - a.bytes);
  let next = 0;
  return html.replace(MODULE_PRELOAD, () => largestFirst[next++]?.tag ?? '');
}
