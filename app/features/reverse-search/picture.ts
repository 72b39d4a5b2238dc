// A picture redrawn by the browser: a PNG for the clipboard (browsers take no other image type there), a
// JPEG small enough to share. Redrawing also leaves every metadata block behind.
import { isSharedImageType, SHARED_IMAGE_MAX_BYTES } from "#app/lib/hand-off/shared-images.ts";

/** The picture drawn again as `type`, scaled by `scale`; rejects when this browser cannot draw it. */
export async function redraw(picture: Blob, type: "image/png" | "image/jpeg", scale = 1): Promise<Blob> {
  const bitmap = await createImageBitmap(picture, { imageOrientation: "from-image" });
  try {
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    context.drawImage(bitmap, 0, 0, width, height);
    return await canvas.convertToBlob({ type, quality: 0.9 });
  } finally {
    bitmap.close();
  }
}

export async function asPng(picture: Blob): Promise<Blob> {
  return picture.type === "image/png" ? picture : redraw(picture, "image/png");
}

/**
 * The picture as the server takes it: as it is when it is a JPEG, PNG or WebP within 10 MB, otherwise a
 * JPEG, made smaller until it fits (a 4K PNG frame, a large HEIC). Rejects when it cannot be drawn.
 */
export async function fitForSharing(picture: Blob): Promise<Blob> {
  if (isSharedImageType(picture.type) && picture.size <= SHARED_IMAGE_MAX_BYTES) return picture;
  let scale = 1;
  for (let attempt = 0; attempt < 4; attempt++) {
    const jpeg = await redraw(picture, "image/jpeg", scale);
    if (jpeg.size <= SHARED_IMAGE_MAX_BYTES) return jpeg;
    // The size goes roughly with the area: aim a little under the limit.
    scale *= Math.sqrt(SHARED_IMAGE_MAX_BYTES / jpeg.size) * 0.9;
  }
  throw new Error("the picture stays over the size limit");
}
