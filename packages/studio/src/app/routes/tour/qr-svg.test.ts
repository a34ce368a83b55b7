import { describe, expect, it } from 'vitest';
import { qrShape, qrSvgFile } from './qr-svg.js';

describe('qrShape', () => {
  it('draws every dark module inside a four-module border', () => {
    const { size, path } = qrShape('https://tours.example/quay-3');
    // Version 3 (29 modules) holds this URL at level M; the border adds 4 on each side.
    expect(size).toBe(29 + 8);
    const xs = [...path.matchAll(/M(\d+) (\d+)/g)].flatMap((m) => [Number(m[1]), Number(m[2])]);
    expect(Math.min(...xs)).toBe(4);
    expect(Math.max(...xs)).toBe(size - 5);
  });

  it('writes a standalone SVG file, black on white', () => {
    const file = qrSvgFile(qrShape('https://tours.example/quay-3'));
    expect(file).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 37 37"/);
    expect(file).toContain('fill="#fff"');
  });
});
