// Whether the file is what its name says, and whole: a GIF renamed .png, or a photo cut short by a
// transfer, is still read, but what its header declares (its dimensions) is no longer to be taken as is.
import { isJpeg, isPng } from "./strip.ts";

/** The format each usual extension promises, named as the reader names formats read from the bytes. */
const EXTENSION_FORMATS: Record<string, string> = {
  jpg: "JPEG",
  jpeg: "JPEG",
  jpe: "JPEG",
  jfif: "JPEG",
  png: "PNG",
  gif: "GIF",
  webp: "WebP",
  heic: "HEIC",
  heif: "HEIC",
  avif: "AVIF",
  tif: "TIFF",
  tiff: "TIFF",
  jxl: "JPEG XL",
};

/** The file name's extension, lower-case, without its dot ("" when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** The format the name promises, when its extension is an image's. */
export function formatOfName(name: string): string | undefined {
  return EXTENSION_FORMATS[extensionOf(name)];
}

/** True when the name promises one image format and the bytes are another. */
export function misnamed(name: string, format: string | undefined): boolean {
  const promised = formatOfName(name);
  return promised !== undefined && format !== undefined && promised !== format;
}

/**
 * Whether a JPEG's picture ends: after its first scan starts, an end-of-image marker must follow (inside
 * the compressed data a 0xFF byte is always followed by 0x00 or a restart marker, never by 0xD9).
 */
function jpegEnds(bytes: Uint8Array): boolean {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xda) break;
    at += 2 + (((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0));
  }
  for (let end = bytes.indexOf(0xd9, at); end !== -1; end = bytes.indexOf(0xd9, end + 1)) {
    if (bytes[end - 1] === 0xff) return true;
  }
  return false;
}

/** Whether a PNG's chunks can be followed, whole, to its IEND chunk. */
function pngEnds(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + view.getUint32(at);
    if (end > bytes.length) return false;
    if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === "IEND") return true;
    at = end;
  }
  return false;
}

/** Whether a RIFF file (WebP) holds as many bytes as its header says. */
function riffEnds(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return bytes.length >= 12 && bytes.length >= 8 + view.getUint32(4, true);
}

/**
 * True when the file stops before its picture does. Only the formats whose end can be checked cheaply
 * (JPEG, PNG, GIF, WebP) are judged; any other is taken as whole.
 */
export function isTruncated(bytes: Uint8Array, format: string | undefined): boolean {
  if (format === "JPEG" && isJpeg(bytes)) return !jpegEnds(bytes);
  if (format === "PNG" && isPng(bytes)) return !pngEnds(bytes);
  // A GIF ends with its trailer byte, ";".
  if (format === "GIF") return bytes[bytes.length - 1] !== 0x3b;
  if (format === "WebP") return !riffEnds(bytes);
  return false;
}
