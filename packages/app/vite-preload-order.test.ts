import { describe, expect, it } from 'vitest';
import { largestPreloadsFirst } from './vite-preload-order.js';

const link = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;

describe('largestPreloadsFirst', () => {
  it('puts the largest chunk first in the places the preloads held, leaving the rest of the page', () => {
    const html = `<head>${link('/a.js')}<title>x</title>${link('/b.js')}${link('/c.js')}</head>`;
    const sizes: Record<string, number> = { '/a.js': 10, '/b.js': 300, '/c.js': 20 };
    expect(largestPreloadsFirst(html, (href) => sizes[href] ?? 0)).toBe(
      `<head>${link('/b.js')}<title>x</title>${link('/c.js')}${link('/a.js')}</head>`,
    );
  });
});
