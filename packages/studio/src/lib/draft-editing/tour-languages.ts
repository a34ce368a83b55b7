import type { DraftManifest } from '@tourview/schema';

/** A per-language text as the manifest keeps it. */
export type Texts = DraftManifest['scenes'][number]['title'];

/** The language a tour without `defaultLanguage` is written in. */
const FALLBACK_LANGUAGE = 'en';

/** The tour's first language. */
export function firstLanguage(manifest: DraftManifest): string {
  return manifest.defaultLanguage ?? FALLBACK_LANGUAGE;
}

/** A text per language for a form: a text written once belongs to the first language. */
export function textsByLanguage(text: Texts | undefined, first: string): Record<string, string> {
  if (text === undefined) return {};
  return typeof text === 'string' ? { [first]: text } : { ...text };
}

/**
 * What a form's texts save as: the languages filled in, or `null` when none is. A tour with one
 * language keeps a plain text, as an operator would write it.
 */
export function textsOf(byLanguage: Record<string, string>, languages: readonly string[]): Texts | null {
  const filled = languages.flatMap((lang) => {
    const value = byLanguage[lang]?.trim() ?? '';
    return value ? [[lang, value] as const] : [];
  });
  if (filled.length === 0) return null;
  const [only] = filled;
  if (languages.length === 1 && only) return only[1];
  return Object.fromEntries(filled);
}

/** The tour languages a text lacks. */
export function missingLanguages(text: Texts, languages: readonly string[], first: string): string[] {
  const has = textsByLanguage(text, first);
  return languages.filter((lang) => !has[lang]?.trim());
}
