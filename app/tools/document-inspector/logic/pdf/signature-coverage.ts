// What a signature's /ByteRange covers: whether it starts at the file's first byte, leaves out exactly the
// /Contents hex string (the only bytes a signature may leave out), covers its own dictionary, and where it
// ends: just after a %%EOF (the file as it was at signing), and how much was saved after it.
import type { PdfValue } from "./signature-dictionary.ts";
import { indexOfBytes } from "./signature-dictionary.ts";
import type { SignatureCoverage, SignatureProblem } from "./signature-report.ts";

/** Later %%EOF markers counted at most: a count beyond says enough. */
const MAX_EOF_COUNT = 10_000;
const EOF = Uint8Array.from("%%EOF", (char) => char.charCodeAt(0));

/** Offsets [start, end) of something in the file. */
export interface Span {
  start: number;
  end: number;
}

const isWhitespace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;

/** /ByteRange as four non-negative safe integers, or null. */
function byteRangeOf(value: PdfValue | undefined): [number, number, number, number] | null {
  if (value?.kind !== "array" || value.items.length !== 4) return null;
  const numbers = value.items.map((item) => (item.kind === "number" ? item.value : -1));
  if (!numbers.every((number) => Number.isSafeInteger(number) && number >= 0)) return null;
  const [a = 0, b = 0, c = 0, d = 0] = numbers;
  return [a, b, c, d];
}

/** Whether `end` follows a %%EOF, one end of line (CR, LF or CRLF) allowed in between. */
function endsAtEof(bytes: Uint8Array, end: number): boolean {
  let at = end;
  if (bytes[at - 1] === 0x0a) at--;
  if (bytes[at - 1] === 0x0d) at--;
  return at >= EOF.length && EOF.every((byte, index) => bytes[at - EOF.length + index] === byte);
}

function countEofs(bytes: Uint8Array, from: number): number {
  let count = 0;
  for (let at = indexOfBytes(bytes, EOF, from); at >= 0 && count < MAX_EOF_COUNT; ) {
    count++;
    at = indexOfBytes(bytes, EOF, at + EOF.length);
  }
  return count;
}

function onlyWhitespaceFrom(bytes: Uint8Array, from: number): boolean {
  for (let at = from; at < bytes.length; at++) if (!isWhitespace(bytes[at])) return false;
  return true;
}

/** The coverage of a signature whose dictionary is `dictionary` and /Contents string `contents`. */
export function coverageOf(
  bytes: Uint8Array,
  byteRangeValue: PdfValue | undefined,
  contents: Span | null,
  dictionary: Span,
): { coverage: SignatureCoverage; problems: SignatureProblem[] } {
  const byteRange = byteRangeOf(byteRangeValue);
  const coverage: SignatureCoverage = {
    byteRange,
    startsAtZero: false,
    gapIsContents: false,
    dictionaryCovered: false,
    coversUpTo: null,
    fileLength: bytes.length,
    bytesAfter: null,
    wholeFileAtSigning: false,
    laterEofMarkers: 0,
    onlyWhitespaceAfter: false,
  };
  if (!byteRange) return { coverage, problems: ["byte-range-missing"] };
  const problems: SignatureProblem[] = [];
  const [a, b, c, d] = byteRange;
  const end = c + d;
  coverage.startsAtZero = a === 0;
  if (!coverage.startsAtZero) problems.push("byte-range-not-from-start");
  coverage.coversUpTo = end;
  if (a + b > c || end > bytes.length) {
    problems.push("byte-range-outside-file");
    return { coverage, problems };
  }
  coverage.gapIsContents = contents !== null && a + b === contents.start && c === contents.end;
  if (!coverage.gapIsContents) problems.push("byte-range-gap-not-contents");
  const covers = (start: number, stop: number) =>
    (start >= a && stop <= a + b) || (start >= c && stop <= end);
  coverage.dictionaryCovered =
    contents !== null && coverage.gapIsContents
      ? covers(dictionary.start, contents.start) && covers(contents.end, dictionary.end)
      : covers(dictionary.start, dictionary.end);
  if (!coverage.dictionaryCovered) problems.push("dictionary-outside-range");
  coverage.bytesAfter = bytes.length - end;
  coverage.wholeFileAtSigning = endsAtEof(bytes, end);
  coverage.laterEofMarkers = countEofs(bytes, end);
  coverage.onlyWhitespaceAfter = onlyWhitespaceFrom(bytes, end);
  return { coverage, problems };
}
