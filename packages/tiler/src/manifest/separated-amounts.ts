import { separatedAmountMessage, separatedPriceAmounts } from '@tourview/schema';
import { formatPath, located, type ManifestPath, type ManifestProblem } from './problem-path.js';

const PRICE_AMOUNT: ManifestPath = ['property', 'price', 'amount'];

/** The price amounts written with thousands separators, as problems at the price's path. */
export function separatedAmountProblems(text: string): ManifestProblem[] {
  return separatedPriceAmounts(text).map((amount) => located(PRICE_AMOUNT, separatedAmountMessage(amount)));
}

/**
 * The same as lines of a manifest that did not parse (`1.250.000` breaks JSON), so the
 * operator reads the cause before the parser's complaint.
 */
export function separatedAmountLines(file: string, text: string): string[] {
  return separatedPriceAmounts(text).map(
    (amount) => `${file}:${amount.line}: ${formatPath(PRICE_AMOUNT)}: ${separatedAmountMessage(amount)}`,
  );
}

/** Drops the schema's complaints about the price amount (`expected number`) that a separator explains. */
export function withoutExplained(
  problems: readonly ManifestProblem[],
  explained: boolean,
): ManifestProblem[] {
  if (!explained) return [...problems];
  const at = formatPath(PRICE_AMOUNT);
  return problems.filter((p) => !p.path || formatPath(p.path) !== at);
}
