// What a visitor reads from a tour, in their language. No zod here: the tour page's boot entry
// resolves the first room's title with this module before the app (and its validation) loads.

/**
 * A visitor-facing text of a tour: one text for every language, or a text per language keyed
 * by BCP 47 tag (`{ "en": "Kitchen", "de": "Küche" }`).
 */
export type LocalizedText = string | Readonly<Record<string, string>>;

/**
 * A BCP 47 language tag as texts are keyed by: a primary language subtag, optionally a script
 * and a region, in their canonical case (`en`, `de`, `de-AT`, `zh-Hant`, `es-419`).
 */
export const LANGUAGE_TAG_PATTERN = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$/;

/** The language a tour's texts fall back to when the tour names no default language. */
export const DEFAULT_TEXT_LANGUAGE = 'en';

/** The language a tour is written in first: its `defaultLanguage`, else English. */
export function defaultLanguageOf(tour: { defaultLanguage?: string | undefined }): string {
  return tour.defaultLanguage ?? DEFAULT_TEXT_LANGUAGE;
}

const primaryOf = (tag: string) => tag.split('-')[0] ?? tag;

function textIn(texts: Readonly<Record<string, string>>, tag: string): string | undefined {
  const keys = Object.keys(texts);
  const wanted = tag.toLowerCase();
  const primary = primaryOf(wanted);
  const key =
    keys.find((k) => k.toLowerCase() === wanted) ??
    keys.find((k) => k.toLowerCase() === primary) ??
    keys.find((k) => primaryOf(k.toLowerCase()) === primary);
  return key === undefined ? undefined : texts[key];
}

/**
 * The text to show for a visitor. A plain string is the same in every language. For a map,
 * each of `languages` is tried in order (the visitor's languages first, then the tour's
 * default language, see {@link tourTextLanguages}); for each, the exact tag, then its primary
 * subtag (`de` for `de-AT`), then any tag with that primary subtag (`de-CH` for `de`), all
 * ignoring case. Then English, then the map's first value, so every map shows something.
 */
export function resolveText(text: LocalizedText, languages: readonly string[]): string {
  if (typeof text === 'string') return text;
  for (const tag of [...languages, DEFAULT_TEXT_LANGUAGE]) {
    const found = textIn(text, tag);
    if (found !== undefined) return found;
  }
  return Object.values(text)[0] ?? '';
}

/** The languages to resolve a tour's texts with: the visitor's, then the tour's default. */
export function tourTextLanguages(
  tour: { defaultLanguage?: string | undefined },
  visitor: readonly string[],
): string[] {
  return [...visitor, defaultLanguageOf(tour)];
}
