import { afterEach, describe, expect, it } from 'vitest';
import { initialLang, langOfTag, pageLang, storeLang } from './languages.js';

afterEach(() => localStorage.clear());

describe('the language a page opens in', () => {
  it("is the browser's first language the app speaks, on a first visit", () => {
    expect(initialLang(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(initialLang(['fr-FR'])).toBe('en');
  });

  it("is the visitor's own choice once made", () => {
    storeLang('en');
    expect(pageLang('', ['de-DE'])).toBe('en');
  });

  it("is a shared link's ?lang= when the app speaks it, over any choice", () => {
    storeLang('en');
    expect(pageLang('?scene=kitchen&lang=de', ['en'])).toBe('de');
    expect(pageLang('?lang=de-AT', ['en'])).toBe('de');
    expect(pageLang('?lang=fr', ['de'])).toBe('en');
    expect(pageLang('?lang=Deutsch', [])).toBe('en');
    expect(langOfTag('DE-ch')).toBe('de');
  });
});
