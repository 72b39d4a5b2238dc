import type { Pixels } from "./qr-image.ts";

/**
 * A PNG file of a bitmap, drawn pixel for pixel on a canvas (no scaling, so no blurred edges between
 * modules). Browser only.
 */
export function pngBlob(pixels: Pixels): Promise<Blob> {
  const canvas = Object.assign(document.createElement("canvas"), {
    width: pixels.width,
    height: pixels.height,
  });
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("No 2D canvas"));
  context.putImageData(new ImageData(pixels.data, pixels.width, pixels.height), 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("PNG encoding failed"))), "image/png"),
  );
}
