import type { Box, ReadLine } from "./lines.ts";

/**
 * How the image is read: turned by quarter turns clockwise (a sideways frame, a photo taken on its
 * side), then, if the person chose one, only a part of it. The part is in the turned image's pixels,
 * the image the page shows.
 */
export interface Framing {
  turns: QuarterTurns;
  crop?: Box;
}

export type QuarterTurns = 0 | 1 | 2 | 3;

export const UPRIGHT: Framing = { turns: 0 };

/** `turns` turned once more to the right (1) or to the left (-1). */
export const turned = (turns: QuarterTurns, by: 1 | -1): QuarterTurns =>
  ((turns + by + 4) % 4) as QuarterTurns;

/** The size of an image once turned: a quarter turn swaps width and height. */
export function turnedSize(
  width: number,
  height: number,
  turns: QuarterTurns,
): { width: number; height: number } {
  return turns % 2 === 0 ? { width, height } : { width: height, height: width };
}

/**
 * The canvas transform that draws an image of `width` × `height` turned by `turns` (a, b, c, d, e, f as
 * setTransform takes them): a quarter turn right sends (x, y) to (height − y, x).
 */
export function turnTransform(
  width: number,
  height: number,
  turns: QuarterTurns,
): [number, number, number, number, number, number] {
  switch (turns) {
    case 0:
      return [1, 0, 0, 1, 0, 0];
    case 1:
      return [0, 1, -1, 0, height, 0];
    case 2:
      return [-1, 0, 0, -1, width, height];
    case 3:
      return [0, -1, 1, 0, 0, width];
  }
}

/** A part smaller than this many pixels across holds no line of text: it is not read. */
const MIN_CROP = 8;

/**
 * A part of an image of `width` × `height` as a person set it (dragged, or typed in the fields): whole
 * pixels, inside the image, at least 8 pixels each way; undefined when nothing that size is left.
 */
export function clampCrop(crop: Box, width: number, height: number): Box | undefined {
  if (![crop.x, crop.y, crop.width, crop.height].every(Number.isFinite)) return undefined;
  const x = Math.max(0, Math.min(width, Math.round(crop.x)));
  const y = Math.max(0, Math.min(height, Math.round(crop.y)));
  const right = Math.max(0, Math.min(width, Math.round(crop.x + crop.width)));
  const bottom = Math.max(0, Math.min(height, Math.round(crop.y + crop.height)));
  if (right - x < MIN_CROP || bottom - y < MIN_CROP) return undefined;
  return { x, y, width: right - x, height: bottom - y };
}

/** The box between two corners, in whichever direction the pointer went. */
export function boxBetween(a: { x: number; y: number }, b: { x: number; y: number }): Box {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

/**
 * How well a reading went, to choose an image's orientation: the mean confidence of its lines, each
 * weighted by its letters and digits. A turned image gives lines of stray marks Tesseract is unsure of,
 * or nothing; 0 when nothing was read.
 */
export function readingScore(lines: readonly Pick<ReadLine, "text" | "confidence">[]): number {
  let weight = 0;
  let sum = 0;
  for (const line of lines) {
    const letters = line.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
    weight += letters;
    sum += letters * line.confidence;
  }
  return weight === 0 ? 0 : sum / weight;
}

/** The quarter turns of the best-scored reading; the first (upright) on a tie. */
export function bestTurns(scores: readonly number[]): QuarterTurns {
  let best = 0;
  scores.forEach((score, index) => {
    if (score > (scores[best] ?? 0)) best = index;
  });
  return best as QuarterTurns;
}

export const CROP_FIELDS = ["x", "y", "width", "height"] as const;
export type CropField = (typeof CROP_FIELDS)[number];

/**
 * The values each field of a part may take in an image of `width` × `height` (the size depending on
 * where the part starts), and the fields whose value is outside them: a part typed in the fields is
 * read as typed or refused at the field, never moved without saying so.
 */
export function cropRanges(
  part: Box,
  width: number,
  height: number,
): { ranges: Record<CropField, { min: number; max: number }>; wrong: CropField[] } {
  const ranges = {
    x: { min: 0, max: width - MIN_CROP },
    y: { min: 0, max: height - MIN_CROP },
    width: { min: MIN_CROP, max: width - (Number.isFinite(part.x) ? Math.max(0, part.x) : 0) },
    height: { min: MIN_CROP, max: height - (Number.isFinite(part.y) ? Math.max(0, part.y) : 0) },
  };
  const wrong = CROP_FIELDS.filter((field) => {
    const value = part[field];
    return !Number.isInteger(value) || value < ranges[field].min || value > ranges[field].max;
  });
  return { ranges, wrong };
}
