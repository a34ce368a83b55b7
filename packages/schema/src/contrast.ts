// WCAG 2.2's contrast formula, written out: the few lines of arithmetic are smaller than any
// colour library, and the schema stays free of dependencies.

/** The text colour the visitor app draws on its accent (buttons): `--on-accent` in its styles. */
export const ON_ACCENT_COLOUR = '#04121f';
/** The visitor app's page background (`--bg`), on which the accent colours links and focus rings. */
export const PAGE_BACKGROUND_COLOUR = '#0b1120';
/** WCAG AA's least contrast for normal text. */
export const AA_CONTRAST = 4.5;

/** What an accent colour must do, in a sentence. */
export const ACCENT_RULE =
  'An accent colour must reach a contrast of 4.5:1 (WCAG AA) with the dark text on buttons and the dark page behind links.';

function channel(hex: string, at: number): number {
  const value = parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a `#rrggbb` colour (WCAG 2.2). */
export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Why an accent colour (`#rrggbb`) cannot be used, or null: the studio's form, the studio API
 * and the importer all ask this one function, so they refuse the same colours.
 */
export function accentContrastProblem(accent: string): string | null {
  if (!/^#[0-9a-fA-F]{6}$/.test(accent)) return 'An accent colour is # and six hex digits: #38bdf8.';
  const onText = contrastRatio(accent, ON_ACCENT_COLOUR);
  const onPage = contrastRatio(accent, PAGE_BACKGROUND_COLOUR);
  const worst = Math.min(onText, onPage);
  if (worst >= AA_CONTRAST) return null;
  return `${accent} reaches only ${worst.toFixed(2)}:1 with ${onText < onPage ? 'the text on buttons' : 'the page behind links'}; ${ACCENT_RULE}`;
}
