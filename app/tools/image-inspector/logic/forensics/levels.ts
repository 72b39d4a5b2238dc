// Level sweep: one band of brightness stretched over the whole range, everything darker black and
// everything brighter white. Swept through the levels, it shows edges and gradients that the eye
// misses at normal contrast, such as the outline of an object pasted on a background of nearly the
// same tone.
import type { Pixels } from "./pixels.ts";

export const LEVEL = { min: 0, max: 255, initial: 128 } as const;
export const LEVEL_WIDTH = { min: 4, max: 128, initial: 32 } as const;

/** Each channel mapped so that `[level − width/2, level + width/2]` fills 0–255. */
export function levelSweep(image: Pixels, level: number, width: number): Pixels {
  const low = level - width / 2;
  const gain = 255 / width;
  const table = new Uint8ClampedArray(256);
  for (let v = 0; v < 256; v++) table[v] = (v - low) * gain;
  const data = new Uint8ClampedArray(image.data.length);
  const source = image.data;
  for (let i = 0; i < source.length; i += 4) {
    data[i] = table[source[i] as number] as number;
    data[i + 1] = table[source[i + 1] as number] as number;
    data[i + 2] = table[source[i + 2] as number] as number;
    data[i + 3] = 255;
  }
  return { width: image.width, height: image.height, data };
}
