// One cross-reference section read at a given offset: a classic `xref` table and its trailer, or a
// cross-reference stream (`/Type /XRef`), whose dictionary is the trailer. Tolerant of the end-of-line
// variants real writers use; a section that cannot be read gives a reason instead of entries.
import { decodeStream, type InflateBudget, streamDataRange } from "./stream.ts";
import {
  integerOf,
  isDict,
  keywordAt,
  nameOf,
  type PdfDict,
  readObjectHeader,
  readUint,
  readValue,
  skipWhite,
} from "./syntax.ts";

/** One entry of a section: a freed number, an object at a byte offset, or one inside an object stream. */
export type XrefEntry =
  | { num: number; gen: number; kind: "free" }
  | { num: number; gen: number; kind: "offset"; offset: number }
  | { num: number; gen: number; kind: "compressed"; stream: number; index: number };

/** A section as read: its entries, its trailer dictionary, and where its bytes end. */
export interface XrefSection {
  offset: number;
  kind: "table" | "stream";
  entries: XrefEntry[];
  trailer: PdfDict;
  /** Just after the trailer dictionary (table) or the stream's `endobj` (stream). */
  end: number;
}

/** Why a section could not be read. */
export type XrefFailure = "xref-offset-outside" | "xref-broken" | "xref-stream-undecodable";

/** Decoded cross-reference streams larger than this are refused (about 3 million entries). */
const MAX_XREF_STREAM = 32 * 1024 * 1024;

/** Reads the section at `offset`; at most `maxEntries` entries are kept. */
export function readXrefSection(
  bytes: Uint8Array,
  offset: number,
  budget: InflateBudget,
  maxEntries: number,
): XrefSection | XrefFailure {
  if (!Number.isSafeInteger(offset) || offset < 0 || offset >= bytes.length) return "xref-offset-outside";
  const at = skipWhite(bytes, offset);
  if (keywordAt(bytes, at, "xref")) return readTable(bytes, offset, at + 4, maxEntries);
  return readStream(bytes, offset, budget, maxEntries);
}

function readTable(
  bytes: Uint8Array,
  offset: number,
  from: number,
  maxEntries: number,
): XrefSection | XrefFailure {
  const entries: XrefEntry[] = [];
  let position = skipWhite(bytes, from);
  // Subsections: "first count" then `count` lines of "offset gen n|f", until the keyword `trailer`.
  while (!keywordAt(bytes, position, "trailer")) {
    const first = readUint(bytes, position);
    const count = first ? readUint(bytes, skipWhite(bytes, first.end)) : null;
    if (!first || !count) return "xref-broken";
    position = skipWhite(bytes, count.end);
    // A count larger than the lines that follow (a common writer's slip) ends at the keyword `trailer`.
    for (let i = 0; i < count.value && !keywordAt(bytes, position, "trailer"); i++) {
      const entryOffset = readUint(bytes, position);
      const gen = entryOffset ? readUint(bytes, skipWhite(bytes, entryOffset.end)) : null;
      if (!entryOffset || !gen) return "xref-broken";
      const typeAt = skipWhite(bytes, gen.end);
      const type = bytes[typeAt];
      if (type !== 0x6e && type !== 0x66) return "xref-broken";
      const num = first.value + i;
      if (entries.length < maxEntries) {
        entries.push(
          type === 0x6e
            ? { num, gen: gen.value, kind: "offset", offset: entryOffset.value }
            : { num, gen: gen.value, kind: "free" },
        );
      }
      position = skipWhite(bytes, typeAt + 1);
    }
  }
  const trailer = readValue(bytes, position + "trailer".length);
  if (!trailer || !isDict(trailer.value)) return "xref-broken";
  return { offset, kind: "table", entries, trailer: trailer.value, end: trailer.end };
}

function readStream(
  bytes: Uint8Array,
  offset: number,
  budget: InflateBudget,
  maxEntries: number,
): XrefSection | XrefFailure {
  const header = readObjectHeader(bytes, offset);
  const dict = header ? readValue(bytes, header.end) : null;
  if (!dict || !isDict(dict.value) || nameOf(dict.value, "Type") !== "XRef") return "xref-broken";
  const range = streamDataRange(bytes, dict.end, dict.value);
  if (!range) return "xref-broken";
  const data = decodeStream(bytes.subarray(range.start, range.end), dict.value, budget, MAX_XREF_STREAM);
  if (typeof data === "string") return "xref-stream-undecodable";
  const entries = streamEntries(data, dict.value, maxEntries);
  if (!entries) return "xref-broken";
  const endobj = skipWhite(bytes, skipWhite(bytes, range.end) + "endstream".length);
  const end = keywordAt(bytes, endobj, "endobj") ? endobj + "endobj".length : range.end;
  return { offset, kind: "stream", entries, trailer: dict.value, end };
}

/** The entries of a decoded cross-reference stream, by its /W field widths and /Index subsections. */
function streamEntries(data: Uint8Array, dict: PdfDict, maxEntries: number): XrefEntry[] | null {
  const widths = dict.dict.get("W");
  if (!Array.isArray(widths) || widths.length !== 3) return null;
  const [typeWidth, secondWidth, thirdWidth] = widths.map((w) => (typeof w === "number" ? w : -1));
  if (
    typeWidth === undefined ||
    secondWidth === undefined ||
    thirdWidth === undefined ||
    [typeWidth, secondWidth, thirdWidth].some((w) => w < 0 || w > 8 || !Number.isInteger(w))
  )
    return null;
  const rowWidth = typeWidth + secondWidth + thirdWidth;
  if (rowWidth === 0) return null;
  const size = integerOf(dict, "Size") ?? 0;
  const indexValue = dict.dict.get("Index");
  const index = Array.isArray(indexValue) ? indexValue : [0, size];
  const entries: XrefEntry[] = [];
  let row = 0;
  const rows = Math.floor(data.length / rowWidth);
  const field = (at: number, width: number) => {
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + (data[at + i] ?? 0);
    return value;
  };
  for (let pair = 0; pair + 1 < index.length && row < rows; pair += 2) {
    const first = index[pair];
    const count = index[pair + 1];
    if (typeof first !== "number" || typeof count !== "number" || first < 0 || count < 0) return null;
    for (let i = 0; i < count && row < rows; i++, row++) {
      const at = row * rowWidth;
      const type = typeWidth === 0 ? 1 : field(at, typeWidth);
      const second = field(at + typeWidth, secondWidth);
      const third = field(at + typeWidth + secondWidth, thirdWidth);
      if (entries.length >= maxEntries) return entries;
      const num = first + i;
      if (type === 0) entries.push({ num, gen: third, kind: "free" });
      else if (type === 1) entries.push({ num, gen: third, kind: "offset", offset: second });
      else if (type === 2) entries.push({ num, gen: 0, kind: "compressed", stream: second, index: third });
    }
  }
  return entries;
}
