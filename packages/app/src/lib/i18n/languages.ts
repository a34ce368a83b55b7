import { parseViewState } from '@tourview/schema';
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

/** The supported language a BCP 47 tag asks for (`de` for `de-AT`), if any. */
export function langOfTag(tag: string): Lang | undefined {
  const base = tag.toLowerCase().split('-')[0];
  return isLang(base) ? base : undefined;
}

/** The stored choice, else the browser's first supported language, else English. */
export function initialLang(preferred: readonly string[]): Lang {
  const stored = readItem(STORAGE_KEY);
  if (isLang(stored)) return stored;
  for (const tag of preferred) {
    const lang = langOfTag(tag);
    if (lang) return lang;
  }
  return LANGS[0];
}

/**
 * The language a page opens in: a shared link's `?lang=` when the app speaks it (the link
 * shows what was shared, without changing the visitor's stored choice), else
 * {@link initialLang}.
 */
export function pageLang(search: string, preferred: readonly string[]): Lang {
  const shared = parseViewState(new URLSearchParams(search)).lang;
  return (shared !== undefined && langOfTag(shared)) || initialLang(preferred);
}

/** Remembers the visitor's choice; where storage is refused, only for this page's life. */
export function storeLang(lang: Lang): void {
  writeItem(STORAGE_KEY, lang);
}
