// A copy without metadata, with the picture's own bytes untouched: JPEG keeps its image segments and
// drops APP1–APP15 (EXIF, XMP, ICC, IPTC, C2PA…) and comments; PNG drops its text, EXIF, time and C2PA
// chunks. Other formats are re-encoded by the browser instead (state/clean-copy.ts).
import { concatBytes } from "./bytes.ts";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Chunks a PNG needs to be drawn the same (the colour ones included); every other chunk is dropped. */
const PNG_KEPT = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "sBIT",
  "pHYs",
  "acTL",
  "fcTL",
  "fdAT",
]);

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

export function isPng(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);
}

/**
 * An EXIF segment holding the orientation alone: a phone's portrait photo is stored sideways with
 * "rotate on display", and without it the clean copy would show on its side. It says nothing else.
 */
function orientationSegment(orientation: number): Uint8Array {
  const segment = new Uint8Array(36);
  const view = new DataView(segment.buffer);
  view.setUint16(0, 0xffe1); // APP1
  view.setUint16(2, 34); // its length, the marker left out
  segment.set([0x45, 0x78, 0x69, 0x66, 0, 0], 4); // "Exif\0\0"
  segment.set([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0], 10); // little-endian TIFF, its first IFD at 8
  view.setUint16(18, 1, true); // one entry:
  view.setUint16(20, 0x0112, true); // Orientation,
  view.setUint16(22, 3, true); // a SHORT,
  view.setUint32(24, 1, true); // one of them,
  view.setUint16(28, orientation, true); // this one; then no next IFD (four zero bytes)
  return segment;
}

/**
 * The JPEG without its metadata segments, keeping only its orientation when it is not the default;
 * undefined when its structure cannot be followed.
 */
export function stripJpeg(bytes: Uint8Array, orientation = 1): Uint8Array | undefined {
  if (!isJpeg(bytes)) return undefined;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  if (orientation >= 2 && orientation <= 8) kept.push(orientationSegment(orientation));
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xda) {
      kept.push(bytes.subarray(at));
      return concatBytes(kept);
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (length < 2 || at + 2 + length > bytes.length) return undefined;
    const metadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!metadata) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  return undefined;
}

/** The PNG with only the chunks that draw it; undefined when its chunks cannot be followed. */
export function stripPng(bytes: Uint8Array): Uint8Array | undefined {
  if (!isPng(bytes)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) return undefined;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === "IEND") return concatBytes(kept);
  }
  return undefined;
}

/** The file without metadata when its format can be cleaned losslessly; undefined otherwise. */
export function stripMetadata(bytes: Uint8Array, orientation?: number): Uint8Array | undefined {
  return stripJpeg(bytes, orientation) ?? stripPng(bytes);
}
