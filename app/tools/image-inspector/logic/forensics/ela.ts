// Error level analysis: the picture saved once more as a JPEG at a known quality, then compared with
// itself. Parts that already went through a similar compression change little; parts that did not
// (pasted from a better copy, painted over, never compressed) change more. Method: N. Krawetz, "A
// Picture's Worth", Black Hat 2007.
import type { Pixels } from "./pixels.ts";

/** The JPEG encoder and decoder the analysis uses; the page and the tests give the same WebAssembly one. */
export type JpegRoundTrip = (image: Pixels, quality: number) => Promise<Pixels>;

export const ELA_QUALITY = { min: 50, max: 100, initial: 90 } as const;
export const ELA_SCALE = { min: 1, max: 50, initial: 20 } as const;

/** The absolute difference of each colour channel between the picture and its recompressed copy. */
export function differences(original: Pixels, recompressed: Pixels): Uint8Array {
  if (original.width !== recompressed.width || original.height !== recompressed.height)
    throw new Error("The recompressed picture has another size");
  const a = original.data;
  const b = recompressed.data;
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i += 4) {
    out[i] = Math.abs((a[i] as number) - (b[i] as number));
    out[i + 1] = Math.abs((a[i + 1] as number) - (b[i + 1] as number));
    out[i + 2] = Math.abs((a[i + 2] as number) - (b[i + 2] as number));
  }
  return out;
}

/** The whole analysis: recompress at `quality` with `roundTrip`, then the differences. */
export async function errorLevels(
  image: Pixels,
  quality: number,
  roundTrip: JpegRoundTrip,
): Promise<Uint8Array> {
  return differences(image, await roundTrip(image, quality));
}
