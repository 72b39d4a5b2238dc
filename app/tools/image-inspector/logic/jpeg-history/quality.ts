// The quality a JPEG was saved at, read back from its tables: libjpeg (and libjpeg-turbo, mozjpeg's
// default, jpeg-js, most web and phone software) scales the example tables of the standard's Annex K
// by one factor per quality, so a file saved at 75 carries exactly the tables of quality 75.

/** ITU-T T.81 Annex K, table K.1: luminance, natural order. */
export const ANNEX_K_LUMINANCE: readonly number[] = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22,
  29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103,
  121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];

/** Table K.2: chrominance, natural order. */
export const ANNEX_K_CHROMINANCE: readonly number[] = [
  17,
  18,
  24,
  47,
  99,
  99,
  99,
  99,
  18,
  21,
  26,
  66,
  99,
  99,
  99,
  99,
  24,
  26,
  56,
  99,
  99,
  99,
  99,
  99,
  47,
  66,
  99,
  99,
  99,
  99,
  99,
  99,
  ...new Array<number>(32).fill(99),
];

/** libjpeg's jpeg_quality_scaling: the percentage each Annex K value is scaled by. */
export function qualityScale(quality: number): number {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  return q < 50 ? Math.floor(5000 / q) : 200 - q * 2;
}

/** libjpeg's jpeg_add_quant_table: a table at a quality; `baseline` caps values at 255 (8-bit tables). */
export function libjpegTable(base: readonly number[], quality: number, baseline = true): number[] {
  const scale = qualityScale(quality);
  return base.map((value) => {
    const scaled = Math.floor((value * scale + 50) / 100);
    return Math.min(baseline ? 255 : 32767, Math.max(1, scaled));
  });
}

const same = (a: readonly number[], b: readonly number[]) => a.every((value, i) => value === b[i]);
const distance = (a: readonly number[], b: readonly number[]) =>
  a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0);

export type QualityEstimate =
  /** The tables are exactly libjpeg's at this quality. */
  | { kind: "libjpeg"; quality: number }
  /** They fit no libjpeg quality; `closest` is the quality whose tables are nearest, for a sense of scale. */
  | { kind: "not_libjpeg"; closest: number };

/** The luminance table, and the chrominance one when the picture has colour, against every quality. */
export function estimateQuality(
  luminance: readonly number[],
  chrominance?: readonly number[],
): QualityEstimate {
  let closest = 1;
  let best = Number.POSITIVE_INFINITY;
  for (let quality = 100; quality >= 1; quality--) {
    const lum = libjpegTable(ANNEX_K_LUMINANCE, quality);
    const chrom = chrominance ? libjpegTable(ANNEX_K_CHROMINANCE, quality) : undefined;
    const exact = same(luminance, lum) && (!chrominance || !chrom || same(chrominance, chrom));
    if (exact) return { kind: "libjpeg", quality };
    // 16-bit tables are not capped at 255.
    const wide = libjpegTable(ANNEX_K_LUMINANCE, quality, false);
    if (
      same(luminance, wide) &&
      (!chrominance || same(chrominance, libjpegTable(ANNEX_K_CHROMINANCE, quality, false)))
    )
      return { kind: "libjpeg", quality };
    const gap = distance(luminance, lum) + (chrominance && chrom ? distance(chrominance, chrom) : 0);
    if (gap < best) {
      best = gap;
      closest = quality;
    }
  }
  return { kind: "not_libjpeg", closest };
}
