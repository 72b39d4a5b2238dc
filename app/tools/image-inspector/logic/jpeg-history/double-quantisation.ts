// A hint of double compression in the coefficients themselves. A JPEG saved once has, for each low
// frequency, a histogram of quantised values that falls away from zero (roughly Laplacian). Saved a
// first time with coarser steps and again with finer ones, the values bunch on multiples of the first
// step: bins in between fall nearly empty, and the histogram dips where it should keep falling
// (Popescu and Farid, "Statistical tools for digital forensics", 2004). We count such dips.

/** The low frequencies looked at, in zigzag order: (0,1), (1,0), (2,0), (1,1), (0,2). */
const FREQUENCIES = [1, 2, 3, 4, 5];
/** Bins 1…MAX_BIN of |value| are compared. */
const MAX_BIN = 12;
/** A dip counts only where the next bin holds this many blocks: noise cannot make it. */
const MIN_COUNT = 60;
/** How far below the next bin a bin must fall to be a dip. */
const DIP_RATIO = 0.5;
/** Fewer blocks than this, and the histograms say nothing. */
export const MIN_BLOCKS = 2000;

export interface DoubleQuantisation {
  /** How many of the frequencies looked at show dips. */
  frequencies: number;
  /** How many blocks were read. */
  blocks: number;
}

/** Dips in the histograms of at least two low frequencies, or undefined when there are none (or too few blocks). */
export function doubleQuantisation(coefficients: Int16Array): DoubleQuantisation | undefined {
  const blocks = Math.floor(coefficients.length / 64);
  if (blocks < MIN_BLOCKS) return undefined;
  let frequencies = 0;
  for (const k of FREQUENCIES) {
    const histogram = new Uint32Array(MAX_BIN + 2);
    for (let b = 0; b < blocks; b++) {
      const value = Math.abs(coefficients[b * 64 + k] ?? 0);
      if (value >= 1 && value <= MAX_BIN + 1) histogram[value] = (histogram[value] ?? 0) + 1;
    }
    let dips = 0;
    for (let v = 1; v <= MAX_BIN; v++) {
      const here = histogram[v] ?? 0;
      const next = histogram[v + 1] ?? 0;
      if (next >= MIN_COUNT && here < DIP_RATIO * next) dips++;
    }
    if (dips > 0) frequencies++;
  }
  return frequencies >= 2 ? { frequencies, blocks } : undefined;
}
