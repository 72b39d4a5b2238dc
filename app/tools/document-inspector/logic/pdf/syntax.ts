// The PDF object syntax, read from raw bytes with plain loops (no regular expressions): enough of it to
// peek at a dictionary, a cross-reference table or a trailer. Every read is bounded by a budget of tokens
// and a depth, so a huge or hostile object costs a fixed amount of work and gives null, never an error.

/** A name, e.g. `/Type` is `{ name: "Type" }`. */
export interface PdfName {
  name: string;
}
/** A string's raw bytes (literal or hex); `decodeText` turns it into text. */
export interface PdfString {
  bytes: Uint8Array;
}
/** An indirect reference `num gen R`. */
export interface PdfRef {
  num: number;
  gen: number;
}
/** A dictionary; keys are names without the slash. */
export interface PdfDict {
  dict: Map<string, PdfValue>;
}
/** Any direct PDF value. */
export type PdfValue = number | boolean | null | PdfName | PdfString | PdfRef | PdfDict | PdfValue[];

/** How much one read may consume: tokens and nesting. */
const MAX_TOKENS = 20_000;
const MAX_DEPTH = 32;
/** Longer strings are read past but kept only up to this many bytes. */
const MAX_STRING = 4096;

export const isWhite = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;

const isDelimiter = (byte: number | undefined) =>
  byte === 0x28 || // (
  byte === 0x29 || // )
  byte === 0x3c || // <
  byte === 0x3e || // >
  byte === 0x5b || // [
  byte === 0x5d || // ]
  byte === 0x7b || // {
  byte === 0x7d || // }
  byte === 0x2f || // /
  byte === 0x25; // %

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;

/** Position after any white space and comments from `at`. */
export function skipWhite(bytes: Uint8Array, at: number): number {
  let position = at;
  while (position < bytes.length) {
    const byte = bytes[position];
    if (isWhite(byte)) position++;
    else if (byte === 0x25) {
      while (position < bytes.length && bytes[position] !== 0x0a && bytes[position] !== 0x0d) position++;
    } else break;
  }
  return position;
}

/** True if the bytes at `at` spell `word` (ASCII). */
export function startsWith(bytes: Uint8Array, at: number, word: string): boolean {
  if (at < 0 || at + word.length > bytes.length) return false;
  for (let i = 0; i < word.length; i++) if (bytes[at + i] !== word.charCodeAt(i)) return false;
  return true;
}

/** True if `word` at `at` is a whole keyword: followed by white space, a delimiter or the end. */
export function keywordAt(bytes: Uint8Array, at: number, word: string): boolean {
  const after = bytes[at + word.length];
  return startsWith(bytes, at, word) && (after === undefined || isWhite(after) || isDelimiter(after));
}

/** An unsigned integer at `at` (no sign, no fraction), or null. At most 15 digits. */
export function readUint(bytes: Uint8Array, at: number): { value: number; end: number } | null {
  let position = at;
  let value = 0;
  while (isDigit(bytes[position]) && position - at < 15)
    value = value * 10 + ((bytes[position++] ?? 0) - 0x30);
  if (position === at || isDigit(bytes[position])) return null;
  return { value, end: position };
}

/** One read of a value: the budget it shares with the values nested in it. */
class Reader {
  tokens = 0;
  readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  value(at: number, depth: number): { value: PdfValue; end: number } | null {
    if (++this.tokens > MAX_TOKENS || depth > MAX_DEPTH) return null;
    const { bytes } = this;
    const position = skipWhite(bytes, at);
    const byte = bytes[position];
    if (byte === undefined) return null;
    if (byte === 0x2f) return this.name(position);
    if (byte === 0x28) return this.literal(position);
    if (byte === 0x5b) return this.array(position, depth);
    if (byte === 0x3c)
      return bytes[position + 1] === 0x3c ? this.dictionary(position, depth) : this.hex(position);
    if (isDigit(byte) || byte === 0x2b || byte === 0x2d || byte === 0x2e) return this.numberOrRef(position);
    if (keywordAt(bytes, position, "true")) return { value: true, end: position + 4 };
    if (keywordAt(bytes, position, "false")) return { value: false, end: position + 5 };
    if (keywordAt(bytes, position, "null")) return { value: null, end: position + 4 };
    return null;
  }

  private name(at: number) {
    const { bytes } = this;
    let position = at + 1;
    let name = "";
    while (position < bytes.length && !isWhite(bytes[position]) && !isDelimiter(bytes[position])) {
      const byte = bytes[position] ?? 0;
      const high = hexDigit(bytes[position + 1]);
      const low = hexDigit(bytes[position + 2]);
      if (byte === 0x23 && high >= 0 && low >= 0) {
        name += String.fromCharCode(high * 16 + low);
        position += 3;
      } else {
        name += String.fromCharCode(byte);
        position++;
      }
      if (name.length > 256) return null;
    }
    return { value: { name }, end: position };
  }

  private numberOrRef(at: number) {
    const { bytes } = this;
    let position = at;
    if (bytes[position] === 0x2b || bytes[position] === 0x2d) position++;
    while (position < bytes.length && (isDigit(bytes[position]) || bytes[position] === 0x2e)) {
      position++;
      if (position - at > 40) return null;
    }
    const value = Number(String.fromCharCode(...bytes.subarray(at, position)));
    if (!Number.isFinite(value)) return null;
    // `num gen R`: two unsigned integers and the keyword R.
    const first = readUint(bytes, at);
    if (first && first.end === position) {
      const genAt = skipWhite(bytes, position);
      const gen = genAt > position ? readUint(bytes, genAt) : null;
      if (gen) {
        const rAt = skipWhite(bytes, gen.end);
        if (rAt > gen.end && keywordAt(bytes, rAt, "R"))
          return { value: { num: first.value, gen: gen.value }, end: rAt + 1 };
      }
    }
    return { value, end: position };
  }

  private literal(at: number) {
    const { bytes } = this;
    const out: number[] = [];
    let depth = 1;
    let position = at + 1;
    const keep = (byte: number) => {
      if (out.length < MAX_STRING) out.push(byte);
    };
    while (position < bytes.length) {
      const byte = bytes[position++] ?? 0;
      if (byte === 0x5c) {
        const next = bytes[position++];
        if (next === undefined) break;
        const simple = ESCAPES.get(next);
        if (simple !== undefined) keep(simple);
        else if (next >= 0x30 && next <= 0x37) {
          let code = next - 0x30;
          for (let i = 0; i < 2 && (bytes[position] ?? 0) >= 0x30 && (bytes[position] ?? 0) <= 0x37; i++)
            code = code * 8 + ((bytes[position++] ?? 0) - 0x30);
          keep(code & 0xff);
        } else if (next === 0x0d) {
          if (bytes[position] === 0x0a) position++;
        } else if (next !== 0x0a) keep(next);
      } else if (byte === 0x28) {
        depth++;
        keep(byte);
      } else if (byte === 0x29) {
        if (--depth === 0) return { value: { bytes: Uint8Array.from(out) }, end: position };
        keep(byte);
      } else keep(byte);
    }
    return null;
  }

  private hex(at: number) {
    const { bytes } = this;
    const out: number[] = [];
    let position = at + 1;
    let high = -1;
    while (position < bytes.length) {
      const byte = bytes[position++];
      if (byte === 0x3e) {
        if (high >= 0 && out.length < MAX_STRING) out.push(high * 16);
        return { value: { bytes: Uint8Array.from(out) }, end: position };
      }
      if (isWhite(byte)) continue;
      const digit = hexDigit(byte);
      if (digit < 0) return null;
      if (high < 0) high = digit;
      else {
        if (out.length < MAX_STRING) out.push(high * 16 + digit);
        high = -1;
      }
    }
    return null;
  }

  private array(at: number, depth: number) {
    const items: PdfValue[] = [];
    let position = at + 1;
    for (;;) {
      position = skipWhite(this.bytes, position);
      if (this.bytes[position] === 0x5d) return { value: items, end: position + 1 };
      const item = this.value(position, depth + 1);
      if (!item) return null;
      items.push(item.value);
      position = item.end;
    }
  }

  private dictionary(at: number, depth: number) {
    const dict = new Map<string, PdfValue>();
    let position = at + 2;
    for (;;) {
      position = skipWhite(this.bytes, position);
      if (this.bytes[position] === 0x3e && this.bytes[position + 1] === 0x3e)
        return { value: { dict }, end: position + 2 };
      if (this.bytes[position] !== 0x2f) return null;
      const key = this.name(position);
      if (!key) return null;
      const item = this.value(key.end, depth + 1);
      if (!item) return null;
      dict.set(key.value.name, item.value);
      position = item.end;
    }
  }
}

const ESCAPES = new Map([
  [0x6e, 0x0a],
  [0x72, 0x0d],
  [0x74, 0x09],
  [0x62, 0x08],
  [0x66, 0x0c],
  [0x28, 0x28],
  [0x29, 0x29],
  [0x5c, 0x5c],
]);

function hexDigit(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

/** The value at `at` and where it ends, or null when it is not readable within the budget. */
export function readValue(bytes: Uint8Array, at: number): { value: PdfValue; end: number } | null {
  return new Reader(bytes).value(at, 0);
}

/** The header `num gen obj` at `at` (after white space), or null. */
export function readObjectHeader(
  bytes: Uint8Array,
  at: number,
): { num: number; gen: number; end: number } | null {
  const num = readUint(bytes, skipWhite(bytes, at));
  if (!num) return null;
  const genAt = skipWhite(bytes, num.end);
  const gen = genAt > num.end ? readUint(bytes, genAt) : null;
  if (!gen) return null;
  const objAt = skipWhite(bytes, gen.end);
  if (objAt === gen.end || !startsWith(bytes, objAt, "obj")) return null;
  return { num: num.value, gen: gen.value, end: objAt + 3 };
}

export const isDict = (value: PdfValue | undefined): value is PdfDict =>
  typeof value === "object" && value !== null && "dict" in value;
export const isName = (value: PdfValue | undefined): value is PdfName =>
  typeof value === "object" && value !== null && "name" in value;
export const isRef = (value: PdfValue | undefined): value is PdfRef =>
  typeof value === "object" && value !== null && "num" in value;
export const isString = (value: PdfValue | undefined): value is PdfString =>
  typeof value === "object" && value !== null && "bytes" in value;

/** The name a dictionary entry holds, e.g. `nameOf(d, "Type")` is "Page"; undefined otherwise. */
export const nameOf = (dict: PdfDict, key: string): string | undefined => {
  const value = dict.dict.get(key);
  return isName(value) ? value.name : undefined;
};

/** The integer a dictionary entry holds, or undefined. */
export const integerOf = (dict: PdfDict, key: string): number | undefined => {
  const value = dict.dict.get(key);
  return typeof value === "number" && Number.isSafeInteger(value) ? value : undefined;
};

// PDFDocEncoding differs from Latin-1 in 0x18–0x1F and 0x80–0xA0; these are its characters there.
const DOC_ENCODING_LOW = "˘ˇˆ˙˝˛˚˜";
const DOC_ENCODING_HIGH = "•†‡…—–ƒ⁄‹›−‰„“”‘’‚™ﬁﬂŁŒŠŸŽıłœšž\uFFFD€";

/** A text string's characters: UTF-16BE or UTF-8 with their byte-order mark, else PDFDocEncoding. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder("utf-8").decode(bytes.subarray(3));
  let text = "";
  for (const byte of bytes) {
    if (byte >= 0x18 && byte <= 0x1f) text += DOC_ENCODING_LOW[byte - 0x18];
    else if (byte >= 0x80 && byte <= 0xa0) text += DOC_ENCODING_HIGH[byte - 0x80];
    else text += String.fromCharCode(byte);
  }
  return text;
}

/** Lower-case hex of some bytes. */
export const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

/** The index of `word` in `bytes` from `from` (before `to`), or -1: a plain scan, no regular expression. */
export function indexOfWord(bytes: Uint8Array, word: string, from: number, to = bytes.length): number {
  const first = word.charCodeAt(0);
  const last = Math.min(to, bytes.length) - word.length;
  for (let at = Math.max(0, from); at <= last; at++) {
    at = bytes.indexOf(first, at);
    if (at < 0 || at > last) return -1;
    if (startsWith(bytes, at, word)) return at;
  }
  return -1;
}

/** The index of the last `word` in `bytes` that starts before `before`, or -1. */
export function lastIndexOfWord(bytes: Uint8Array, word: string, before = bytes.length): number {
  const first = word.charCodeAt(0);
  for (let at = Math.min(before, bytes.length - word.length); at >= 0; at--) {
    at = bytes.lastIndexOf(first, at);
    if (at < 0) return -1;
    if (startsWith(bytes, at, word)) return at;
  }
  return -1;
}
