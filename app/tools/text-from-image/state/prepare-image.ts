import { type Framing, type QuarterTurns, turnedSize, turnTransform } from "../logic/framing.ts";
import type { Box } from "../logic/lines.ts";
import { isDarkMode, prepare, scaleFor, toGray, toPgm } from "../logic/preprocess.ts";
import { rowInk, splitIntoStrips } from "../logic/regions.ts";

/** A horizontal strip of the read image, as a PGM file, and the row of the read image it starts at. */
export interface ImageStrip {
  file: Uint8Array;
  top: number;
}

export interface PreparedImage {
  /** The image Tesseract reads, cut between lines into strips that workers read side by side. */
  strips: ImageStrip[];
  /** How much larger than the part read the read image is (boxes are divided by it). */
  scale: number;
  /** The part read, in the turned image's pixels (boxes are moved by its corner). */
  part: Box;
  inverted: boolean;
}

/** The decoded image, turned upright by its EXIF orientation as the browser shows it. */
export const decodeImage = (file: Blob): Promise<ImageBitmap> =>
  createImageBitmap(file, { imageOrientation: "from-image" });

/** The part of the image turned by `turns`, drawn at `scale` (smoothed): its pixels. */
function pixelsOf(bitmap: ImageBitmap, turns: QuarterTurns, part: Box, scale: number): ImageData {
  const canvas = new OffscreenCanvas(Math.round(part.width * scale), Math.round(part.height * scale));
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2D canvas");
  context.imageSmoothingQuality = "high";
  context.scale(scale, scale);
  context.translate(-part.x, -part.y);
  context.transform(...turnTransform(bitmap.width, bitmap.height, turns));
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * The image as Tesseract will read it, turned and cropped as `framing` says, in grey (Tesseract's first
 * step anyway), cut into up to `parts` strips between lines of text. With pre-processing, drawn at its
 * reading scale (smoothed), dark mode inverted and contrast stretched (logic/preprocess.ts); without,
 * the grey image as it is. `maxSide` draws it smaller instead (to try orientations cheaply). Throws
 * when the browser cannot decode the file.
 */
export async function prepareImage(
  file: Blob,
  {
    enhance,
    parts,
    framing,
    maxSide,
  }: { enhance: boolean; parts: number; framing: Framing; maxSide?: number },
): Promise<PreparedImage> {
  const bitmap = await decodeImage(file);
  try {
    const part = framing.crop ?? { x: 0, y: 0, ...turnedSize(bitmap.width, bitmap.height, framing.turns) };
    const scale = maxSide
      ? Math.min(1, maxSide / Math.max(part.width, part.height))
      : enhance
        ? scaleFor(part.width, part.height)
        : 1;
    const pixels = pixelsOf(bitmap, framing.turns, part, scale);
    const read = enhance
      ? prepare(pixels.data, pixels.width, pixels.height)
      : { gray: toGray(pixels.data, pixels.width, pixels.height), inverted: false };
    const lightText = !enhance && isDarkMode(read.gray);
    const ink = rowInk(read.gray, pixels.width, pixels.height, lightText);
    const strips = splitIntoStrips(ink, pixels.width, parts).map(({ top, bottom }) => ({
      file: toPgm(read.gray.subarray(top * pixels.width, bottom * pixels.width), pixels.width, bottom - top),
      top,
    }));
    return { strips, scale, part, inverted: read.inverted };
  } finally {
    bitmap.close();
  }
}

/**
 * The image turned by `turns` as a PNG, for the page to show (the boxes and the part to read are drawn
 * on the image as it is read), with its size.
 */
export async function turnedImage(
  file: Blob,
  turns: QuarterTurns,
): Promise<{ blob: Blob; width: number; height: number }> {
  const bitmap = await decodeImage(file);
  try {
    const size = turnedSize(bitmap.width, bitmap.height, turns);
    if (turns === 0) return { blob: file, ...size };
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    context.setTransform(...turnTransform(bitmap.width, bitmap.height, turns));
    context.drawImage(bitmap, 0, 0);
    return { blob: await canvas.convertToBlob({ type: "image/png" }), ...size };
  } finally {
    bitmap.close();
  }
}
