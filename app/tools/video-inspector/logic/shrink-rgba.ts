// Scales an RGBA picture down by averaging each output pixel's source box (area filter): a keyframe's
// thumbnail made from its pixels in our own memory, not by a canvas (see `thumbnailOf` in the worker).

export interface RgbaPicture {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

/** `source` shrunk to `width` × `height` (each at most the source's); opaque. */
export function shrinkRgba(source: RgbaPicture, width: number, height: number): RgbaPicture {
  const data = new Uint8ClampedArray(new ArrayBuffer(width * height * 4));
  const xEdges = Array.from({ length: width + 1 }, (_, x) => Math.floor((x * source.width) / width));
  for (let y = 0; y < height; y++) {
    const top = Math.floor((y * source.height) / height);
    const bottom = Math.max(top + 1, Math.floor(((y + 1) * source.height) / height));
    for (let x = 0; x < width; x++) {
      const left = xEdges[x] ?? 0;
      const right = Math.max(left + 1, xEdges[x + 1] ?? left + 1);
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let row = top; row < bottom; row++) {
        let at = (row * source.width + left) * 4;
        for (let column = left; column < right; column++, at += 4) {
          red += source.data[at] ?? 0;
          green += source.data[at + 1] ?? 0;
          blue += source.data[at + 2] ?? 0;
        }
      }
      const count = (bottom - top) * (right - left);
      const out = (y * width + x) * 4;
      data[out] = red / count;
      data[out + 1] = green / count;
      data[out + 2] = blue / count;
      data[out + 3] = 255;
    }
  }
  return { data, width, height };
}
