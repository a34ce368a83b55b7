import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sniffFile, SNIFF_BYTES } from './sniff-file.js';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../fixtures/uploads/${name}`, import.meta.url)));

describe('sniffFile', () => {
  it.each([
    ['panorama-2to1.jpg', { type: 'image/jpeg', width: 64, height: 32, gpano: false }],
    ['panorama-gpano-cropped.jpg', { type: 'image/jpeg', width: 96, height: 32, gpano: true }],
    ['photo-4to3.png', { type: 'image/png', width: 40, height: 30, gpano: false }],
    ['photo-lossy.webp', { type: 'image/webp', width: 40, height: 30, gpano: false }],
    ['photo-lossless.webp', { type: 'image/webp', width: 40, height: 30, gpano: false }],
    ['photo-alpha.webp', { type: 'image/webp', width: 40, height: 30, gpano: false }],
    ['photo-3to2.heic', { type: 'image/heic', width: 48, height: 32, gpano: false }],
    ['walkthrough.mp4', { type: 'video/mp4', gpano: false }],
    ['clip.mov', { type: 'video/quicktime', gpano: false }],
  ])('recognises %s by its bytes', (name, expected) => {
    expect(sniffFile(fixture(name))).toEqual(expected);
  });

  it('needs only the first bytes, and holds its reading to what it was given', () => {
    expect(sniffFile(fixture('panorama-2to1.jpg').subarray(0, SNIFF_BYTES))).toMatchObject({ width: 64 });
    expect(sniffFile(fixture('photo-3to2.heic').subarray(0, 40))).toEqual({
      type: 'image/heic',
      gpano: false,
    });
    expect(sniffFile(fixture('panorama-2to1.jpg').subarray(0, 3))).toEqual({
      type: 'image/jpeg',
      gpano: false,
    });
  });

  it('turns a HEIF size a quarter when the primary image has an irot', () => {
    const turned = fixture('photo-3to2.heic').slice();
    // The primary image's pixi property, renamed: an irot whose first byte (angle 1) is 90°.
    const at = Buffer.from(turned).indexOf('pixi');
    turned.set(new TextEncoder().encode('irot'), at);
    turned[at + 4] = 1;
    expect(sniffFile(turned)).toMatchObject({ type: 'image/heic', width: 32, height: 48 });
  });

  it('tells camera RAW files from other unknown bytes', () => {
    expect(sniffFile(new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]))).toEqual({
      type: null,
      raw: true,
    });
    expect(sniffFile(new TextEncoder().encode('FUJIFILMCCD-RAW 0201'))).toEqual({ type: null, raw: true });
    expect(sniffFile(new TextEncoder().encode('GIF89a....'))).toEqual({ type: null, raw: false });
    expect(sniffFile(new Uint8Array())).toEqual({ type: null, raw: false });
  });

  it('does not take an AVIF for a HEIC', () => {
    const avif = fixture('photo-3to2.heic').slice();
    avif.set(new TextEncoder().encode('avif'), 20);
    expect(sniffFile(avif).type).toBeNull();
  });
});
