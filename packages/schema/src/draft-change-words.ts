import { resolveText, type LocalizedText } from './resolve-text.js';

/** Angles closer than this are the same place: a stored yaw keeps more digits than anyone aims. */
const ANGLE_TOLERANCE = 0.01;

/** Whether two values from a manifest hold the same data (key order aside). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < ANGLE_TOLERANCE;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return [...keys].every((key) => same(left[key], right[key]));
}

/**
 * Whether two texts read the same in every language: `"Kitchen"` and `{ "en": "Kitchen" }` do
 * in a tour written in English, since the editors save a one-language text either way.
 */
export function sameText(a: LocalizedText | undefined, b: LocalizedText | undefined, first: string): boolean {
  const byLanguage = (text: LocalizedText | undefined) =>
    text === undefined ? {} : typeof text === 'string' ? { [first]: text } : text;
  return same(byLanguage(a), byLanguage(b));
}

/** A text as an operator reads it in the tour's first language, in quotes. */
export function quoted(text: LocalizedText, first: string): string {
  return `“${resolveText(text, [first])}”`;
}

/** `1 door`, `3 doors`. */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `Kitchen`, `Kitchen and Hall`, `Kitchen, Hall and Bedroom`. */
export function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
