/** A price amount written with thousands separators, found in a manifest's text. */
export interface SeparatedAmount {
  /** 1-based line of the manifest text it is written on. */
  line: number;
  /** The amount as written: `425.000`, `1,250,000`. */
  written: string;
  /** What the writer meant: the digits without separators, `425000`. */
  meant: number;
}

// `amount` (quoted or not, as JSON and YAML write keys) followed by 1-3 digits and groups of
// three behind one repeated "." or ",", quoted or not, ending the value.
const SEPARATED_AMOUNT =
  /(?<![\w-])(["']?)amount\1[ \t]*:[ \t]*(["']?)(\d{1,3}([.,])\d{3}(?:\4\d{3})*)\2[ \t]*(?=[,}\]#\r\n]|$)/gm;

/**
 * Every price amount in a manifest's raw text (JSON or YAML) written with thousands
 * separators. JSON and YAML read `425.000` as 425 (a decimal point) and `1.250.000` as no
 * number at all, so the parsed manifest cannot tell "425" from "425 thousand": only the text
 * can. `amount` is the price's field, the manifest's only field of that name.
 */
export function separatedPriceAmounts(manifestText: string): SeparatedAmount[] {
  return [...manifestText.matchAll(SEPARATED_AMOUNT)].map((match) => {
    const written = match[3] ?? '';
    return {
      line: manifestText.slice(0, match.index).split('\n').length,
      written,
      meant: Number(written.replace(/[.,]/g, '')),
    };
  });
}

const TYPED_SEPARATED = /^\d{1,3}([.,])\d{3}(?:\1\d{3})*$/;

/**
 * An amount typed into a form (`425.000`, `1,250,000`) when it is written with thousands
 * separators; `null` for anything else. A form reads it as text for the same reason a
 * manifest is read as text: as a number it would be 425 or nothing.
 */
export function separatedTypedAmount(typed: string): Pick<SeparatedAmount, 'written' | 'meant'> | null {
  const written = typed.trim();
  return TYPED_SEPARATED.test(written) ? { written, meant: Number(written.replace(/[.,]/g, '')) } : null;
}

/** The sentence every reader of a manifest reports a {@link SeparatedAmount} with. */
export function separatedAmountMessage({
  written,
  meant,
}: Pick<SeparatedAmount, 'written' | 'meant'>): string {
  return `${written} has a thousands separator, which a manifest reads as a decimal point or as no number: write whole currency units without separators (${meant})`;
}
