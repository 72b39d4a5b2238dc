// The data of a stream object, decoded when it is FlateDecode (with PNG predictors, as cross-reference
// streams use) or not filtered at all: what the revision reader needs to open cross-reference and
// object streams. Other filters are not read here.
import { InflateError, inflate } from "./inflate.ts";
import {
  indexOfWord,
  integerOf,
  isDict,
  isName,
  keywordAt,
  type PdfDict,
  type PdfValue,
  skipWhite,
  startsWith,
} from "./syntax.ts";

/** The inflating a whole report may do, shared by all the streams it opens. */
export interface InflateBudget {
  remaining: number;
}

/** Where a stream's raw data lies: after `stream` and its end of line, for /Length bytes or up to `endstream`. */
export function streamDataRange(
  bytes: Uint8Array,
  afterDict: number,
  dict: PdfDict,
): { start: number; end: number } | null {
  const keyword = skipWhite(bytes, afterDict);
  if (!keywordAt(bytes, keyword, "stream")) return null;
  let start = keyword + "stream".length;
  if (bytes[start] === 0x0d) start++;
  if (bytes[start] === 0x0a) start++;
  const length = integerOf(dict, "Length");
  if (length !== undefined && length >= 0 && start + length <= bytes.length) {
    if (startsWith(bytes, skipWhite(bytes, start + length), "endstream"))
      return { start, end: start + length };
  }
  // A wrong or indirect /Length: the data ends at `endstream`, less the end of line before it.
  const endstream = indexOfWord(bytes, "endstream", start);
  if (endstream < 0) return null;
  let end = endstream;
  if (end > start && bytes[end - 1] === 0x0a) end--;
  if (end > start && bytes[end - 1] === 0x0d) end--;
  return { start, end };
}

const firstOf = (value: PdfValue | undefined): PdfValue | undefined =>
  Array.isArray(value) ? value[0] : value;

/** A stream's decoded data, or a reason it could not be decoded. */
export function decodeStream(
  raw: Uint8Array,
  dict: PdfDict,
  budget: InflateBudget,
  maxOutput: number,
): Uint8Array | "unsupported-filter" | "inflate-failed" {
  const filter = firstOf(dict.dict.get("Filter"));
  if (filter === undefined) return raw;
  if (Array.isArray(dict.dict.get("Filter")) && (dict.dict.get("Filter") as PdfValue[]).length > 1)
    return "unsupported-filter";
  if (!isName(filter) || (filter.name !== "FlateDecode" && filter.name !== "Fl")) return "unsupported-filter";
  let data: Uint8Array;
  try {
    data = inflate(raw, Math.min(maxOutput, budget.remaining));
  } catch (error) {
    if (error instanceof InflateError) return "inflate-failed";
    throw error;
  }
  budget.remaining -= data.length;
  const params = firstOf(dict.dict.get("DecodeParms") ?? dict.dict.get("DP"));
  return isDict(params) ? (unpredict(data, params) ?? "unsupported-filter") : data;
}

/** Undoes a PNG predictor (10–15); TIFF's (2) is not used by cross-reference streams and is refused. */
function unpredict(data: Uint8Array, params: PdfDict): Uint8Array | null {
  const predictor = integerOf(params, "Predictor") ?? 1;
  if (predictor === 1) return data;
  if (predictor < 10) return null;
  const colors = integerOf(params, "Colors") ?? 1;
  const bits = integerOf(params, "BitsPerComponent") ?? 8;
  const columns = integerOf(params, "Columns") ?? 1;
  if (colors < 1 || colors > 32 || ![1, 2, 4, 8, 16].includes(bits) || columns < 1 || columns > 1 << 20)
    return null;
  const pixel = Math.max(1, Math.ceil((colors * bits) / 8));
  const row = Math.ceil((colors * bits * columns) / 8);
  const rows = Math.floor(data.length / (row + 1));
  const out = new Uint8Array(rows * row);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (row + 1)];
    const input = r * (row + 1) + 1;
    const at = r * row;
    for (let i = 0; i < row; i++) {
      const left = i >= pixel ? (out[at + i - pixel] ?? 0) : 0;
      const up = r > 0 ? (out[at + i - row] ?? 0) : 0;
      const upLeft = r > 0 && i >= pixel ? (out[at + i - row - pixel] ?? 0) : 0;
      const byte = data[input + i] ?? 0;
      let value = byte;
      if (type === 1) value = byte + left;
      else if (type === 2) value = byte + up;
      else if (type === 3) value = byte + ((left + up) >> 1);
      else if (type === 4) value = byte + paeth(left, up, upLeft);
      out[at + i] = value & 0xff;
    }
  }
  return out;
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}
