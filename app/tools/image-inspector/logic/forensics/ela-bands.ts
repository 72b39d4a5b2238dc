// Error levels of a picture cut into bands of rows, each band analysed on its own (on its own core) and
// the results joined: the same bytes as the whole picture at once. JPEG's 4:2:0 blocks cover 16 rows
// and never look outside themselves when encoded, so a band starting on a multiple of 16 encodes its
// blocks exactly as the whole picture does; only the decoder's chroma upsampling reads a neighbouring
// row, across a band's edge. Each band is therefore analysed with 16 more rows on each inner side,
// and only its own rows are kept.
import type { Pixels } from "./pixels.ts";

/** The rows a band analyses, [from, to), and those of its result that are kept, [keepFrom, keepTo). */
export interface Band {
  from: number;
  to: number;
  keepFrom: number;
  keepTo: number;
}

/** One block row of 4:2:0: band edges fall on it, and each band reads this much past its inner edges. */
const BLOCK_ROWS = 16;

/** `height` rows cut into at most `count` bands of whole block rows (fewer when it is too short). */
export function bands(height: number, count: number): Band[] {
  const blockRows = Math.ceil(height / BLOCK_ROWS);
  // A band shorter than its overlaps would analyse mostly its neighbours' rows.
  const used = Math.max(1, Math.min(Math.floor(count), Math.floor(blockRows / 4)));
  const edges = Array.from({ length: used + 1 }, (_, k) =>
    Math.min(height, Math.round((k * blockRows) / used) * BLOCK_ROWS),
  );
  return edges.slice(0, -1).map((keepFrom, k) => {
    const keepTo = edges[k + 1] as number;
    return {
      from: Math.max(0, keepFrom - BLOCK_ROWS),
      to: Math.min(height, keepTo + BLOCK_ROWS),
      keepFrom,
      keepTo,
    };
  });
}

/** The band's rows of `image`, as a view of its bytes (no copy). */
export function bandPixels({ width, data }: Pixels, { from, to }: Band): Pixels {
  return { width, height: to - from, data: data.subarray(from * width * 4, to * width * 4) };
}

/** Error levels (RGBA layout) of one band's rows. */
export type BandLevels = (band: Band) => Promise<Uint8Array>;

/** The error levels of `image`, in one band per analyser (fewer if it is short), all at once, joined. */
export async function errorLevelsInBands(
  image: Pixels,
  analysers: readonly BandLevels[],
): Promise<Uint8Array> {
  const rowBytes = image.width * 4;
  const cut = bands(image.height, analysers.length);
  const results = await Promise.all(cut.map((band, k) => (analysers[k] as BandLevels)(band)));
  if (cut.length === 1) return results[0] as Uint8Array;
  const out = new Uint8Array(image.height * rowBytes);
  cut.forEach(({ from, keepFrom, keepTo }, k) => {
    const levels = results[k] as Uint8Array;
    out.set(levels.subarray((keepFrom - from) * rowBytes, (keepTo - from) * rowBytes), keepFrom * rowBytes);
  });
  return out;
}
