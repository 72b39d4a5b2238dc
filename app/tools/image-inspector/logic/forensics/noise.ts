// Noise analysis: what a 3×3 median filter takes away from each pixel, amplified. A camera's sensor
// leaves a fine, even grain over a whole photo; a region pasted from another picture, retouched, blurred
// or generated often carries a grain of another strength. The median of nine values is taken from
// columns sorted once and shared by three neighbouring windows (max of minima, median of medians, min of
// maxima), so a 12-megapixel photo costs a few operations a value.
import type { Pixels } from "./pixels.ts";

export const NOISE_STRENGTH = { min: 1, max: 40, initial: 10 } as const;

/** The middle of three values: the largest of the pairwise minima. */
const med3 = (a: number, b: number, c: number) => Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));

/** |value − median of its 3×3 neighbourhood| for one channel (`offset` 0, 1 or 2); 0 on the border. */
function residualOfChannel(image: Pixels, offset: number, out: Uint8Array): void {
  const { width: w, height: h, data } = image;
  const lo = new Uint8Array(w);
  const mi = new Uint8Array(w);
  const hi = new Uint8Array(w);
  for (let y = 1; y < h - 1; y++) {
    const up = (y - 1) * w;
    const row = y * w;
    const down = (y + 1) * w;
    for (let x = 0; x < w; x++) {
      let a = data[(up + x) * 4 + offset] as number;
      let b = data[(row + x) * 4 + offset] as number;
      let c = data[(down + x) * 4 + offset] as number;
      let t: number;
      if (a > b) {
        t = a;
        a = b;
        b = t;
      }
      if (b > c) {
        t = b;
        b = c;
        c = t;
      }
      if (a > b) {
        t = a;
        a = b;
        b = t;
      }
      lo[x] = a;
      mi[x] = b;
      hi[x] = c;
    }
    for (let x = 1; x < w - 1; x++) {
      const l0 = lo[x - 1] as number;
      const l1 = lo[x] as number;
      const l2 = lo[x + 1] as number;
      const h0 = hi[x - 1] as number;
      const h1 = hi[x] as number;
      const h2 = hi[x + 1] as number;
      const maxLo = Math.max(l0, l1, l2);
      const minHi = Math.min(h0, h1, h2);
      const median = med3(maxLo, med3(mi[x - 1] as number, mi[x] as number, mi[x + 1] as number), minHi);
      const i = (row + x) * 4 + offset;
      out[i] = Math.abs((data[i] as number) - median);
    }
  }
}

/** The median-filter residual of each colour channel (RGBA layout, alpha unused). */
export function noiseResidual(image: Pixels): Uint8Array {
  const out = new Uint8Array(image.data.length);
  for (let channel = 0; channel < 3; channel++) residualOfChannel(image, channel, out);
  return out;
}
