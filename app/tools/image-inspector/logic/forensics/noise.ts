// Noise analysis: what a 3×3 median filter takes away from each pixel's brightness, amplified. A
// camera's sensor leaves a fine, even grain over a whole photo; a region pasted from another picture,
// retouched, blurred or generated often carries a grain of another strength. The filter runs on the
// luma (the brightness JPEG keeps at full resolution; its colour is halved), one byte a pixel in one
// contiguous plane: a third of the work of three colour channels, and cache-friendly. The median of
// nine values is taken from columns sorted once and shared by three neighbouring windows (max of the
// minima, median of the middles, min of the maxima), with no allocation per pixel.
import type { Pixels } from "./pixels.ts";

export const NOISE_STRENGTH = { min: 1, max: 40, initial: 10 } as const;

/** Rec. 601 luma in whole numbers, with libjpeg's fixed-point weights (rounded). */
export function lumaPlane({ width, height, data }: Pixels): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let p = 0, i = 0; p < out.length; p++, i += 4)
    out[p] =
      (19595 * (data[i] as number) +
        38470 * (data[i + 1] as number) +
        7471 * (data[i + 2] as number) +
        32768) >>>
      16;
  return out;
}

/** The middle of three values. */
function mid(a: number, b: number, c: number): number {
  return a < b ? (b < c ? b : Math.max(a, c)) : a < c ? a : Math.max(b, c);
}

/**
 * |luma − median of its 3×3 neighbourhood|, written to the three colour channels (RGBA layout, so it is
 * drawn like the other views, alpha unused); 0 on the border.
 */
export function noiseResidual(image: Pixels): Uint8Array {
  const { width: w, height: h } = image;
  const luma = lumaPlane(image);
  const out = new Uint8Array(w * h * 4);
  // Each column of three rows, sorted: lowest, middle and highest value.
  const lo = new Uint8Array(w);
  const mi = new Uint8Array(w);
  const hi = new Uint8Array(w);
  for (let y = 1; y < h - 1; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const a = luma[row - w + x] as number;
      const b = luma[row + x] as number;
      const c = luma[row + w + x] as number;
      const low = Math.min(a, b);
      const high = Math.max(a, b);
      const least = Math.min(low, c);
      const most = Math.max(high, c);
      lo[x] = least;
      hi[x] = most;
      mi[x] = a + b + c - least - most;
    }
    for (let x = 1; x < w - 1; x++) {
      let maxLo = lo[x - 1] as number;
      const l1 = lo[x] as number;
      const l2 = lo[x + 1] as number;
      if (l1 > maxLo) maxLo = l1;
      if (l2 > maxLo) maxLo = l2;
      let minHi = hi[x - 1] as number;
      const h1 = hi[x] as number;
      const h2 = hi[x + 1] as number;
      if (h1 < minHi) minHi = h1;
      if (h2 < minHi) minHi = h2;
      const median = mid(maxLo, mid(mi[x - 1] as number, mi[x] as number, mi[x + 1] as number), minHi);
      const v = luma[row + x] as number;
      const residual = v > median ? v - median : median - v;
      const i = (row + x) * 4;
      out[i] = residual;
      out[i + 1] = residual;
      out[i + 2] = residual;
    }
  }
  return out;
}
