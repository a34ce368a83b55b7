import { describe, expect, it } from 'vitest';
import { preferredCaptionIndex } from './caption-choice.js';

describe('preferredCaptionIndex', () => {
  const tracks = [{ lang: 'en' }, { lang: 'de-AT' }, { lang: 'de' }];

  it('picks the exact language', () => {
    expect(preferredCaptionIndex(tracks, 'de')).toBe(2);
    expect(preferredCaptionIndex(tracks, 'en')).toBe(0);
  });

  it('picks a regional variant when the plain language is missing', () => {
    expect(preferredCaptionIndex([{ lang: 'en' }, { lang: 'de-CH' }], 'de')).toBe(1);
  });

  it('falls back to the first track, and to none without tracks', () => {
    expect(preferredCaptionIndex([{ lang: 'fr' }, { lang: 'en' }], 'de')).toBe(0);
    expect(preferredCaptionIndex([], 'de')).toBe(-1);
  });
});
