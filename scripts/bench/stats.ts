// The statistics every bench reports, defined once so that their figures mean the same thing.

/** The middle value; for an even count, the mean of the two middle ones. NaN for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
    : (sorted[Math.floor(middle)] ?? Number.NaN);
}

/** The nearest-rank percentile (`p` from 0 to 100): a value that was measured, never one between two. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** Median, least and greatest: the median is the figure, the range says how far to trust it. */
export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: median(sorted), min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
}
