// Which encoder's tables these are: libjpeg's scaled Annex K tables at a quality, or one of Photoshop's
// settings. A match names a family of software, never one program: many programs share libjpeg.
import { PHOTOSHOP_TABLES } from "./photoshop-tables.ts";
import type { QualityEstimate } from "./quality.ts";

export type EncoderMatch = { family: "libjpeg"; quality: number } | { family: "photoshop"; setting: string };

const same = (a: readonly number[], b: readonly number[] | undefined) =>
  b !== undefined && a.length === b.length && a.every((value, i) => value === b[i]);

export function matchEncoder(
  estimate: QualityEstimate,
  luminance: readonly number[],
  chrominance: readonly number[] | undefined,
): EncoderMatch | undefined {
  if (estimate.kind === "libjpeg") return { family: "libjpeg", quality: estimate.quality };
  // Some Photoshop settings share a luminance table: the chrominance one tells them apart.
  const found = PHOTOSHOP_TABLES.find(
    (known) =>
      same(luminance, known.luminance) && (chrominance === undefined || same(chrominance, known.chrominance)),
  );
  return found ? { family: "photoshop", setting: found.setting } : undefined;
}
