import { prepare, scaleFor, toPgm } from "../logic/preprocess.ts";

export interface PreparedImage {
  /** The file Tesseract reads: a PGM of the pre-processed image, or the original file untouched. */
  file: Uint8Array | Blob;
  /** How much larger than the original the read image is (boxes are divided by it). */
  scale: number;
  width: number;
  height: number;
  inverted: boolean;
}

/** The decoded image, turned upright by its EXIF orientation as the browser shows it. */
export const decodeImage = (file: Blob): Promise<ImageBitmap> =>
  createImageBitmap(file, { imageOrientation: "from-image" });

/**
 * The image as Tesseract will read it. With pre-processing, drawn at its reading scale (smoothed),
 * then grayscale, dark mode inverted, contrast stretched (logic/preprocess.ts); without, the file as
 * it is. Throws when the browser cannot decode the file.
 */
export async function prepareImage(file: Blob, enhance: boolean): Promise<PreparedImage> {
  const bitmap = await decodeImage(file);
  const { width, height } = bitmap;
  try {
    if (!enhance) return { file, scale: 1, width, height, inverted: false };
    const scale = scaleFor(width, height);
    const canvas = new OffscreenCanvas(width * scale, height * scale);
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("no 2D canvas");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const prepared = prepare(pixels, canvas.width, canvas.height);
    return {
      file: toPgm(prepared.gray, prepared.width, prepared.height),
      scale,
      width,
      height,
      inverted: prepared.inverted,
    };
  } finally {
    bitmap.close();
  }
}
