/** What a spreadsheet runs as a formula: = + - @ (also full-width), and tab or CR before one. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A formula character after a character some spreadsheet splits cells at: `;` (German and
 * Dutch list separators), `,`, or a line break (in readers that ignore quotes). Tabs and CRs
 * are written as `\u0009` and `\u000d` before this applies, so none is left to split at.
 */
const FORMULA_AFTER_SPLIT = /(?<=[;,\n])(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

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
 * a leading apostrophe (OWASP's advice on CSV injection), as does every part of it that would
 * start a cell of its own in a spreadsheet splitting at another separator. A field with `;` is
 * quoted too, so that such a spreadsheet keeps it whole.
 */
export function csvField(value: string): string {
  const inert = value
    .replaceAll('\r\n', '\n')
    .replace(TERMINAL_ACTIVE, escapedCharacter)
    .replace(FORMULA_AFTER_SPLIT, "'");
  const safe = FORMULA_START.test(value) ? `'${inert}` : inert;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document: the header row, then one row per record, every field through {@link csvField}. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
