// The copy without metadata: the same bytes minus the metadata for JPEG and PNG (logic/strip.ts),
// otherwise the picture redrawn by the browser and saved as PNG, which carries nothing but pixels.
import { fileStem } from "#app/lib/files/file-name.ts";
import { stripMetadata } from "../logic/strip.ts";

export interface CleanCopy {
  blob: Blob;
  /** The file name to save it as. */
  name: string;
}

/**
 * Undefined when this browser can neither clean nor decode the format (HEIC outside Safari). A JPEG
 * keeps its `orientation`, so a portrait photo stays upright.
 */
export async function cleanCopy(
  file: Blob,
  name: string,
  orientation?: number,
): Promise<CleanCopy | undefined> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stripped = stripMetadata(bytes, orientation);
  if (stripped) {
    const type = bytes[0] === 0xff ? "image/jpeg" : "image/png";
    const extension = type === "image/jpeg" ? "jpg" : "png";
    return {
      blob: new Blob([stripped as Uint8Array<ArrayBuffer>], { type }),
      name: `${fileStem(name, "image")}-clean.${extension}`,
    };
  }
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
    bitmap.close();
    return {
      blob: await canvas.convertToBlob({ type: "image/png" }),
      name: `${fileStem(name, "image")}-clean.png`,
    };
  } catch {
    return undefined;
  }
}
