// Luminance gradient: how brightness changes from each pixel to its neighbours, left to right in red
// and top to bottom in green, flat areas mid-grey. Light on a real scene falls in smooth, consistent
// directions; an object lit from elsewhere, or an edge that was smoothed or sharpened, breaks the
// pattern.
import { luminance, type Pixels } from "./pixels.ts";

export const GRADIENT_STRENGTH = { min: 1, max: 20, initial: 4 } as const;

/** Central differences of the luma, times `strength`, around mid-grey. */
export function luminanceGradient(image: Pixels, strength: number): Pixels {
  const { width: w, height: h } = image;
  const luma = luminance(image);
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    const up = (y > 0 ? y - 1 : y) * w;
    const down = (y < h - 1 ? y + 1 : y) * w;
    for (let x = 0; x < w; x++) {
      const left = x > 0 ? x - 1 : x;
      const right = x < w - 1 ? x + 1 : x;
      const gx = (luma[y * w + right] as number) - (luma[y * w + left] as number);
      const gy = (luma[down + x] as number) - (luma[up + x] as number);
      const i = (y * w + x) * 4;
      data[i] = 128 + (gx * strength) / 2;
      data[i + 1] = 128 + (gy * strength) / 2;
      data[i + 2] = 128;
      data[i + 3] = 255;
    }
  }
  return { width: w, height: h, data };
}
