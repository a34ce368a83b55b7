// The page's first script parses tour paths with this module: it stays free of zod, whose
// schema lives in tour-code-schema.ts.

/** Tour codes are 3–64 characters of A–Z a–z 0–9 - _, checked before any request is made. */
export const TOUR_CODE_PATTERN = /^[A-Za-z0-9_-]{3,64}$/;

/** Why a tour code was rejected; `reason` is a stable key the app translates. */
export type TourCodeProblem = 'empty' | 'too_short' | 'too_long' | 'bad_characters';

/**
 * Checks a tour code before any request is made.
 * @returns `null` when the code is valid, otherwise the first problem found.
 */
export function tourCodeProblem(code: string): TourCodeProblem | null {
  if (code.length === 0) return 'empty';
  if (!/^[A-Za-z0-9_-]*$/.test(code)) return 'bad_characters';
  if (code.length < 3) return 'too_short';
  if (code.length > 64) return 'too_long';
  return null;
}

/** True when `code` is a valid tour code. */
export function isTourCode(code: string): boolean {
  return TOUR_CODE_PATTERN.test(code);
}

/** Letters that decomposing into a base letter and accents does not turn into ASCII. */
const SPELLED_OUT: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd' };

/**
 * A tour code made from an address as an operator types it (`Keizersgracht 12`, `Amsterdam`
 * → `keizersgracht-12-amsterdam`): lower-case ASCII words joined by "-", cut to the rule's 64
 * characters at a word's end. `''` when too little of the address is in Latin letters or
 * digits to make a valid code.
 */
export function suggestTourCode(street: string, city: string): string {
  const words = `${street} ${city}`
    .toLowerCase()
    .replace(/[ßæøœłđ]/g, (letter) => SPELLED_OUT[letter] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let code = '';
  for (const word of words) {
    const next = code ? `${code}-${word}` : word;
    if (next.length > 64) break;
    code = next;
  }
  return isTourCode(code) ? code : '';
}
