// The sentence under a table: its smallest, largest and mean value. Apart from the history's reader, so
// the page does not load the reader to say it.

export function tableRange(values: readonly number[]): { min: number; max: number; mean: number } {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return { min, max, mean };
}
