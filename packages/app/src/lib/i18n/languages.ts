import { readItem, writeItem } from '../safe-storage.js';

/** The languages the app speaks; the first is the fallback. */
export const LANGS = ['en', 'de'] as const;

/** A supported language. */
export type Lang = (typeof LANGS)[number];

/** The locale used for numbers, prices and dates in each language. */
export const LOCALES: Record<Lang, string> = { en: 'en-GB', de: 'de-DE' };

/** Each language's own name, for the language switch. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch' };

const STORAGE_KEY = 'tourview.lang';

/** True for a supported language code. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The stored choice, else the browser's first supported language, else English. */
export function initialLang(preferred: readonly string[]): Lang {
  const stored = readItem(STORAGE_KEY);
  if (isLang(stored)) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return LANGS[0];
}

/** Remembers the visitor's choice; where storage is refused, only for this page's life. */
export function storeLang(lang: Lang): void {
  writeItem(STORAGE_KEY, lang);
}
