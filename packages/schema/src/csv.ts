/** What a spreadsheet runs as a formula: = + - @ (also full-width), and tab or CR before one. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Characters a terminal acts on or that reorder what it shows: C0 controls but line feed, DEL,
 * C1 controls (U+009B is a complete escape introducer), and the bidi embeddings, overrides
 * and isolates.
 */
const TERMINAL_ACTIVE = /(?!\n)[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/** Writes a character as a visible `\uXXXX`. */
export const escapedCharacter = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * One CSV field (RFC 4180) of text someone else wrote: every character a terminal would act
 * on is written as a visible `\uXXXX`, and a value a spreadsheet would run as a formula gets
 * a leading apostrophe (OWASP's advice on CSV injection).
 */
export function csvField(value: string): string {
  const inert = value.replaceAll('\r\n', '\n').replace(TERMINAL_ACTIVE, escapedCharacter);
  const safe = FORMULA_START.test(value) ? `'${inert}` : inert;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document: the header row, then one row per record, every field through {@link csvField}. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
