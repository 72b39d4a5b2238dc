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
  /** How much larger than the original the read image is (boxes are divided by it). */
  scale: number;
  width: number;
  height: number;
  inverted: boolean;
}

/** The decoded image, turned upright by its EXIF orientation as the browser shows it. */
export const decodeImage = (file: Blob): Promise<ImageBitmap> =>
  createImageBitmap(file, { imageOrientation: "from-image" });

function pixelsOf(bitmap: ImageBitmap, scale: number): ImageData {
  const canvas = new OffscreenCanvas(bitmap.width * scale, bitmap.height * scale);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2D canvas");
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * The image as Tesseract will read it, in grey (Tesseract's first step anyway), cut into up to `parts`
 * strips between lines of text. With pre-processing, drawn at its reading scale (smoothed), dark mode
 * inverted and contrast stretched (logic/preprocess.ts); without, the grey image as it is. Throws when
 * the browser cannot decode the file.
 */
export async function prepareImage(file: Blob, enhance: boolean, parts: number): Promise<PreparedImage> {
  const bitmap = await decodeImage(file);
  const { width, height } = bitmap;
  try {
    const scale = enhance ? scaleFor(width, height) : 1;
    const pixels = pixelsOf(bitmap, scale);
    const read = enhance
      ? prepare(pixels.data, pixels.width, pixels.height)
      : { gray: toGray(pixels.data, pixels.width, pixels.height), inverted: false };
    const lightText = !enhance && isDarkMode(read.gray);
    const ink = rowInk(read.gray, pixels.width, pixels.height, lightText);
    const strips = splitIntoStrips(ink, pixels.width, parts).map(({ top, bottom }) => ({
      file: toPgm(read.gray.subarray(top * pixels.width, bottom * pixels.width), pixels.width, bottom - top),
      top,
    }));
    return { strips, scale, width, height, inverted: read.inverted };
  } finally {
    bitmap.close();
  }
}
