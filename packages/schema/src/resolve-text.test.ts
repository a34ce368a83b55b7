import { describe, expect, it } from 'vitest';
import { defaultLanguageOf, resolveText, tourTextLanguages } from './resolve-text.js';

const kitchen = { en: 'Kitchen', de: 'Küche', 'de-CH': 'Chuchi' };

describe('resolveText', () => {
  it('shows a plain text in every language', () => {
    expect(resolveText('Kitchen', ['de'])).toBe('Kitchen');
  });

  it("takes the visitor's language first, ignoring case", () => {
    expect(resolveText(kitchen, ['de'])).toBe('Küche');
    expect(resolveText(kitchen, ['de-CH', 'en'])).toBe('Chuchi');
    expect(resolveText(kitchen, ['DE-ch'])).toBe('Chuchi');
  });

  it('falls back to the primary subtag, then to a sibling region', () => {
    expect(resolveText({ 'de-CH': 'Chuchi', de: 'Küche' }, ['de-AT'])).toBe('Küche');
    expect(resolveText({ en: 'Kitchen', 'de-CH': 'Chuchi' }, ['de-AT'])).toBe('Chuchi');
    expect(resolveText({ en: 'Kitchen', 'de-CH': 'Chuchi' }, ['de'])).toBe('Chuchi');
  });

  it("falls back to the next language given (the tour's default), then English, then the first", () => {
    const texts = { fr: 'Cuisine', de: 'Küche', en: 'Kitchen' };
    expect(resolveText(texts, ['it', 'de'])).toBe('Küche');
    expect(resolveText(texts, ['it'])).toBe('Kitchen');
    expect(resolveText({ fr: 'Cuisine', de: 'Küche' }, ['it'])).toBe('Cuisine');
    expect(resolveText({ fr: 'Cuisine' }, [])).toBe('Cuisine');
  });
});

describe('tourTextLanguages', () => {
  it("puts the tour's default language, English when it names none, after the visitor's", () => {
    expect(tourTextLanguages({ defaultLanguage: 'de' }, ['fr', 'it'])).toEqual(['fr', 'it', 'de']);
    expect(tourTextLanguages({}, ['fr'])).toEqual(['fr', 'en']);
    expect(defaultLanguageOf({})).toBe('en');
  });
});
