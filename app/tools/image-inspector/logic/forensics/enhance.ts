// The magnifier's enhancements, applied to the few thousand pixels under the loupe (so they adapt to
// that area, as an examiner's loupe would): histogram equalisation, auto-contrast and sharpening.
import type { Pixels } from "./pixels.ts";

export type Enhancement = "none" | "equalize" | "contrast" | "sharpen";
export const ENHANCEMENTS: readonly Enhancement[] = ["none", "equalize", "contrast", "sharpen"];

function mapChannels(image: Pixels, table: Uint8ClampedArray): Pixels {
  const data = new Uint8ClampedArray(image.data);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = table[data[i] as number] as number;
    data[i + 1] = table[data[i + 1] as number] as number;
    data[i + 2] = table[data[i + 2] as number] as number;
  }
  return { width: image.width, height: image.height, data };
}

/** One histogram of the three channels together, mapped through its cumulative distribution (hues kept). */
export function equalize(image: Pixels): Pixels {
  const histogram = new Float64Array(256);
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      const v = data[i + c] as number;
      histogram[v] = (histogram[v] as number) + 1;
    }
  }
  const total = (data.length / 4) * 3;
  const table = new Uint8ClampedArray(256);
  let cumulative = 0;
  let first = -1;
  for (let v = 0; v < 256; v++) {
    cumulative += histogram[v] as number;
    if (first < 0 && cumulative > 0) first = cumulative;
    table[v] = total === first ? v : (255 * (cumulative - first)) / (total - first);
  }
  return mapChannels(image, table);
}

/** The darkest value becomes black and the brightest white. */
export function autoContrast(image: Pixels): Pixels {
  let low = 255;
  let high = 0;
  const { data } = image;
  for (let i = 0; i < data.length; i += 4)
    for (let c = 0; c < 3; c++) {
      const v = data[i + c] as number;
      if (v < low) low = v;
      if (v > high) high = v;
    }
  const table = new Uint8ClampedArray(256);
  for (let v = 0; v < 256; v++) table[v] = high > low ? ((v - low) * 255) / (high - low) : v;
  return mapChannels(image, table);
}

/** A 3×3 sharpening kernel (5 at the centre, −1 at the four sides); the border is kept. */
export function sharpen(image: Pixels): Pixels {
  const { width: w, height: h, data: source } = image;
  const data = new Uint8ClampedArray(source);
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++)
      for (let c = 0; c < 3; c++) {
        const i = (y * w + x) * 4 + c;
        data[i] =
          5 * (source[i] as number) -
          (source[i - 4] as number) -
          (source[i + 4] as number) -
          (source[i - w * 4] as number) -
          (source[i + w * 4] as number);
      }
  return { width: w, height: h, data };
}

export function enhance(image: Pixels, enhancement: Enhancement): Pixels {
  if (enhancement === "equalize") return equalize(image);
  if (enhancement === "contrast") return autoContrast(image);
  if (enhancement === "sharpen") return sharpen(image);
  return image;
}
