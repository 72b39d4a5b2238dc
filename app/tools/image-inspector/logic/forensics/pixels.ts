// The picture as the forensic views read it: RGBA bytes, row by row, as a canvas's ImageData holds them.

/** The largest picture the views take: 50 megapixels are 200 MB of pixels in the worker, twice over. */
export const MAX_PIXELS = 50_000_000;

export interface Pixels {
  width: number;
  height: number;
  /** Four bytes a pixel (red, green, blue, alpha), rows top to bottom. */
  data: Uint8ClampedArray;
}

export function blank(width: number, height: number): Pixels {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

/** Rec. 601 luma, the brightness JPEG itself encodes, one value a pixel. */
export function luminance({ width, height, data }: Pixels): Float32Array {
  const out = new Float32Array(width * height);
  for (let p = 0, i = 0; p < out.length; p++, i += 4) {
    out[p] = 0.299 * (data[i] as number) + 0.587 * (data[i + 1] as number) + 0.114 * (data[i + 2] as number);
  }
  return out;
}

/** A grey picture from one value a pixel (clamped to 0–255), opaque. */
export function fromGrey(width: number, height: number, values: ArrayLike<number>): Pixels {
  const out = blank(width, height);
  for (let p = 0, i = 0; p < width * height; p++, i += 4) {
    const v = values[p] as number;
    out.data[i] = v;
    out.data[i + 1] = v;
    out.data[i + 2] = v;
    out.data[i + 3] = 255;
  }
  return out;
}

/** The mean of `values` (one a pixel) inside a rectangle, for tests and findings in words. */
export function meanIn(
  values: ArrayLike<number>,
  width: number,
  box: { x: number; y: number; width: number; height: number },
): number {
  let sum = 0;
  for (let y = box.y; y < box.y + box.height; y++)
    for (let x = box.x; x < box.x + box.width; x++) sum += values[y * width + x] as number;
  return sum / (box.width * box.height);
}

/** The mean of the three colour channels of each pixel: how bright a view's output is there. */
export function channelMean({ width, height, data }: Pixels): Float32Array {
  const out = new Float32Array(width * height);
  for (let p = 0, i = 0; p < out.length; p++, i += 4)
    out[p] = ((data[i] as number) + (data[i + 1] as number) + (data[i + 2] as number)) / 3;
  return out;
}

/**
 * Differences (RGBA layout) multiplied by `scale`, as an opaque picture: black where nothing changed.
 * A pixel at a time, as one 32-bit word through a table of the 256 products: twice as fast as a byte
 * at a time, on a 12-megapixel view (issue 44). Words are little-endian, as on every platform we serve.
 */
export function amplified(diff: Uint8Array, width: number, height: number, scale: number): Pixels {
  // Rounded and clamped as a Uint8ClampedArray rounds and clamps.
  const products = new Uint8ClampedArray(256).map((_, v) => v * scale);
  const table = Uint32Array.from(products);
  const data = new Uint8ClampedArray(diff.length);
  const out = new Uint32Array(data.buffer);
  // A copy only for differences that do not start on a word, which no view gives.
  const aligned = diff.byteOffset % 4 === 0 ? diff : diff.slice();
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4);
  for (let p = 0; p < out.length; p++) {
    const word = words[p] as number;
    out[p] =
      (table[word & 255] as number) |
      ((table[(word >>> 8) & 255] as number) << 8) |
      ((table[(word >>> 16) & 255] as number) << 16) |
      0xff000000;
  }
  return { width, height, data };
}
