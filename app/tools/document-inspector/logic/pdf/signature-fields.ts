// The values of a signature dictionary as text: PDF strings (literal or hex) to bytes, PDF text strings
// (UTF-16BE with a BOM, UTF-8 with a BOM, else PDFDocEncoding) to JavaScript strings, PDF dates to ISO.
import { parsePdfDate } from "./pdf-date.ts";
import type { PdfValue } from "./signature-dictionary.ts";

/** Text entries longer than this are cut: a /Reason is a line, not a book. */
const MAX_TEXT_BYTES = 4096;

// PDFDocEncoding differs from Latin-1 at 0x18–0x1F and 0x80–0xA0 (ISO 32000-1, Annex D).
const PDF_DOC_LOW = "˘ˇˆ˙˝˛˚˜";
const PDF_DOC_HIGH = "•†‡…—–ƒ⁄‹›−‰„“”‘’‚™ﬁﬂŁŒŠŸŽıłœšž\ufffd€";

const OCTAL = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x37;
const ESCAPES: Record<number, number> = { 110: 0x0a, 114: 0x0d, 116: 0x09, 98: 0x08, 102: 0x0c };

function hexDigit(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

const isSpace = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;

/** The bytes of a hex string's digits (between `<` and `>`), or null when another character is there. */
export function hexStringBytes(digits: Uint8Array): Uint8Array | null {
  const out = new Uint8Array(Math.ceil(digits.length / 2));
  let count = 0;
  for (const byte of digits) {
    if (isSpace(byte)) continue;
    const value = hexDigit(byte);
    if (value < 0) return null;
    const index = count >> 1;
    out[index] = (out[index] ?? 0) | (count % 2 === 0 ? value << 4 : value);
    count++;
  }
  // An odd last digit is followed by an implied 0, which the shift above already gives.
  return out.subarray(0, Math.ceil(count / 2));
}

/** A literal string's bytes, its escapes resolved (`body` is between the outer parentheses). */
function literalStringBytes(body: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let index = 0; index < body.length; index++) {
    const byte = body[index] ?? 0;
    if (byte !== 0x5c) {
      out.push(byte);
      continue;
    }
    const next = body[++index];
    if (next === undefined) break;
    if (OCTAL(next)) {
      let code = next - 0x30;
      for (let digits = 1; digits < 3 && OCTAL(body[index + 1]); digits++) {
        code = code * 8 + ((body[++index] ?? 0x30) - 0x30);
      }
      out.push(code & 0xff);
    } else if (next === 0x0d) {
      // A backslash before an end of line continues the string on the next line.
      if (body[index + 1] === 0x0a) index++;
    } else if (next !== 0x0a) out.push(ESCAPES[next] ?? next);
  }
  return Uint8Array.from(out);
}

/** The bytes of a string value, at most `max` of its source bytes read; null when it is no string. */
export function stringBytes(file: Uint8Array, value: PdfValue | undefined, max = MAX_TEXT_BYTES) {
  if (value?.kind !== "string") return null;
  const body = file.subarray(value.start + 1, Math.min(value.end - 1, value.start + 1 + max));
  return value.hex ? hexStringBytes(body) : literalStringBytes(body);
}

/** A PDF text string's characters. */
export function textString(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder("utf-8").decode(bytes.subarray(3));
  }
  let text = "";
  for (const byte of bytes) {
    if (byte >= 0x18 && byte <= 0x1f) text += PDF_DOC_LOW[byte - 0x18];
    else if (byte >= 0x80 && byte <= 0xa0) text += PDF_DOC_HIGH[byte - 0x80];
    else text += String.fromCharCode(byte);
  }
  return text;
}

/** A text entry of the dictionary (/Name, /Reason…), or null when absent or not a string. */
export function textEntry(file: Uint8Array, value: PdfValue | undefined): string | null {
  const bytes = stringBytes(file, value);
  return bytes === null ? null : textString(bytes);
}

/** A name entry (/SubFilter, /Type…), or null. */
export function nameEntry(value: PdfValue | undefined): string | null {
  return value?.kind === "name" ? value.name : null;
}

/**
 * A PDF date (pdf-date.ts reads it) as an ISO instant in UTC; null when it is not one. Without an offset
 * the time's zone is unknown: it is read as UTC.
 */
export function pdfDateToIso(text: string): string | null {
  const date = parsePdfDate(text);
  if (!date) return null;
  const instant = Date.parse(date.hasOffset ? date.iso : `${date.iso}Z`);
  return Number.isFinite(instant) ? new Date(instant).toISOString() : null;
}
