import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preferredEncoding, tourResponse } from './tour-response.js';

const json = JSON.stringify({ title: 'A house', text: 'A light, quiet family house. '.repeat(60) });

describe('tourResponse', () => {
  it('sends the stored JSON as is, with the version as a strong ETag', () => {
    const tour = tourResponse({ json, version: 'abc123' });
    expect(tour.body.toString()).toBe(json);
    expect(tour.etag).toBe('"abc123"');
  });

  it('compresses once per coding, into bytes that decode to the same JSON', async () => {
    const tour = tourResponse({ json, version: 'v' });
    const br = tour.encoded('br');
    expect(tour.encoded('br')).toBe(br);
    expect(brotliDecompressSync((await br) ?? Buffer.alloc(0)).toString()).toBe(json);
    expect(gunzipSync((await tour.encoded('gzip')) ?? Buffer.alloc(0)).toString()).toBe(json);
  });

  it('leaves a tiny body uncompressed', () => {
    expect(tourResponse({ json: '{"a":1}', version: 'v' }).encoded('br')).toBeNull();
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['BR', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
    ['*, br;q=0', 'gzip'],
    ['deflate', null],
  ] as const)('answers %j with %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
