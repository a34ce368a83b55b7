/**
 * Edit distance between two strings, counting an insertion, a deletion, a substitution or a
 * swap of two neighbours as one edit (optimal string alignment), so "titel" is 1 from "title".
 */
export function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  const d = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number) => d[i * width + j] ?? 0;
  for (let j = 0; j <= b.length; j++) d[j] = j;
  for (let i = 1; i <= a.length; i++) {
    d[i * width] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * width + j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The candidate closest to `wrong` when it is close enough to be a typo, else `undefined`. */
export function closest(wrong: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(wrong.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const d = editDistance(wrong.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** ` (did you mean "x"?)` when a candidate is close, else an empty string. */
export function didYouMean(wrong: string, candidates: Iterable<string>): string {
  const match = closest(wrong, candidates);
  return match === undefined ? '' : ` (did you mean "${match}"?)`;
}
