import { z } from 'zod';
import { LANGUAGE_TAG_PATTERN } from './resolve-text.js';

/** The most languages one text may carry; a bound on what a record can grow to. */
export const MAX_TEXT_LANGUAGES = 32;

const LANGUAGE_TAG_MESSAGE = 'Expected a language tag such as "en", "de" or "de-AT".';

/** A language tag, see {@link LANGUAGE_TAG_PATTERN}. */
export const languageTagSchema = z.string().regex(LANGUAGE_TAG_PATTERN, LANGUAGE_TAG_MESSAGE);

/**
 * A visitor-facing text of at most `max` characters (after trimming), written once for every
 * language or per language: `"Kitchen"` or `{ "en": "Kitchen", "de": "Küche" }`. Every value
 * of a map has the same limits as a plain text; a map holds 1 to {@link MAX_TEXT_LANGUAGES}
 * languages. Resolve it for a visitor with `resolveText`.
 */
export function localizedText(max: number) {
  const one = z.string().trim().min(1).max(max);
  // Keys are checked here rather than by the record's key schema: a bad key then reads as
  // such, where the union would only say that neither a text nor a map matched.
  const perLanguage = z.record(z.string(), one).superRefine((texts, ctx) => {
    const keys = Object.keys(texts);
    if (keys.length === 0) ctx.addIssue({ code: 'custom', message: 'Expected at least one language.' });
    if (keys.length > MAX_TEXT_LANGUAGES)
      ctx.addIssue({ code: 'custom', message: `Expected at most ${MAX_TEXT_LANGUAGES} languages.` });
    for (const key of keys.filter((k) => !LANGUAGE_TAG_PATTERN.test(k)))
      ctx.addIssue({ code: 'custom', path: [key], message: LANGUAGE_TAG_MESSAGE });
  });
  // A missing text is left to the caller's words ("required"), like any other missing field.
  return z.union([one, perLanguage], {
    error: (issue) =>
      issue.input === undefined
        ? undefined
        : 'Expected a text or a map of language tag to text, such as {"en": "Kitchen", "de": "Küche"}.',
  });
}
