import type { SharedImageType } from "#app/lib/hand-off/shared-images.ts";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The type of a picture read from its first bytes, never from what the client declares: JPEG, PNG or
 * WebP, or undefined for anything else (HTML, SVG, a GIF…), which is then refused.
 */
export function sniffImageType(bytes: Uint8Array): SharedImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBPVP8"), 8)) return "image/webp";
  return undefined;
}
