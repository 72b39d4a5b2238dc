// The luminance histogram beside the level sweep: how many pixels have each brightness, so a person sees
// where the picture's tones sit before sweeping a band through them.
import { lumaPlane } from "./noise.ts";
import type { Pixels } from "./pixels.ts";

/** Pixels of each luma value, 0 to 255. */
export function lumaHistogram(image: Pixels): number[] {
  const bins = new Array<number>(256).fill(0);
  for (const value of lumaPlane(image)) bins[value] = (bins[value] as number) + 1;
  return bins;
}

export interface HistogramBand {
  from: number;
  to: number;
  pixels: number;
}

/** The 256 bins summed in bands of `width` levels, for the table behind the chart. */
export function histogramBands(bins: readonly number[], width = 16): HistogramBand[] {
  const bands: HistogramBand[] = [];
  for (let from = 0; from < bins.length; from += width) {
    let pixels = 0;
    for (let v = from; v < Math.min(from + width, bins.length); v++) pixels += bins[v] as number;
    bands.push({ from, to: Math.min(from + width, bins.length) - 1, pixels });
  }
  return bands;
}
