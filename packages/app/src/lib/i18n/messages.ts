import type { Lang } from './languages.js';

/** A feature's strings in every language; every language has exactly the English keys. */
export type Messages<K extends string> = { en: Record<K, string> } & Record<
  Exclude<Lang, 'en'>,
  Record<K, string>
>;

/** Declares a feature's strings; the type makes a missing translation a compile error. */
export function defineMessages<K extends string>(messages: Messages<K>): Messages<K> {
  return messages;
}

/** Replaces `{name}` placeholders with values. */
export function interpolate(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

/** A translate function for one language. */
export function translator<K extends string>(messages: Messages<K>, lang: Lang) {
  const table = messages[lang];
  return (key: K, vars?: Record<string, string | number>): string => interpolate(table[key], vars);
}
