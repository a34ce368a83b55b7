/** How many times each whole number of seconds was seen. */
export type Histogram = ReadonlyMap<number, number>;

/** The value at 0-based position `index` of the histogram's sorted values. */
function valueAt(sorted: readonly [number, number][], index: number): number {
  let seen = 0;
  for (const [value, count] of sorted) {
    seen += count;
    if (index < seen) return value;
  }
  throw new RangeError(`position ${index} is beyond the histogram`);
}

/**
 * The median of the values a histogram counts (the mean of the middle two for an even count),
 * or `null` when it counts none. Dwell times are kept as histograms of whole seconds so that
 * a day's median can be added to incrementally and still be exact.
 */
export function histogramMedian(histogram: Histogram): number | null {
  const sorted = [...histogram].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const half = Math.floor(total / 2);
  return total % 2 === 1 ? valueAt(sorted, half) : (valueAt(sorted, half - 1) + valueAt(sorted, half)) / 2;
}
