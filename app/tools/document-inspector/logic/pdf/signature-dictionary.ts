// Finds the signature dictionaries of a PDF by their /ByteRange key and reads them with a small PDF lexer:
// plain byte loops with bounds, no regular expression, no recursion deeper than a few levels. Strings are
// kept as offsets, decoded only when asked, so a 1 MB /Contents costs nothing until it is read.
// Dictionaries inside compressed object streams are not seen: their bytes are deflated.

/** A PDF value as the lexer read it; strings as where they are (from the `(`/`<` to after the `)`/`>`). */
export type PdfValue =
  | { kind: "name"; name: string }
  | { kind: "number"; value: number }
  | { kind: "string"; hex: boolean; start: number; end: number }
  | { kind: "array"; items: PdfValue[] }
  | { kind: "dictionary"; entries: Map<string, PdfValue> }
  | { kind: "reference"; objectNumber: number; generation: number }
  | { kind: "keyword"; word: string };

/** A dictionary holding /ByteRange: where it is in the file and its entries. */
export interface FoundDictionary {
  /** Offset of its `<<`, and just after its `>>`. */
  start: number;
  end: number;
  entries: Map<string, PdfValue>;
}

const LT = 0x3c;
const GT = 0x3e;
const MAX_DEPTH = 16;
const MAX_TOKENS = 20_000;
/** Longer names, numbers and keywords are not PDF any more. */
const MAX_WORD = 256;

const isWhitespace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;
// ( ) < > [ ] { } / %
const isDelimiter = (byte: number | undefined) =>
  byte === 0x28 ||
  byte === 0x29 ||
  byte === LT ||
  byte === GT ||
  byte === 0x5b ||
  byte === 0x5d ||
  byte === 0x7b ||
  byte === 0x7d ||
  byte === 0x2f ||
  byte === 0x25;
const isRegular = (byte: number | undefined) =>
  byte !== undefined && !isWhitespace(byte) && !isDelimiter(byte);

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** The first offset ≥ `from` where `pattern` occurs in `bytes`, or -1. */
export function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from: number): number {
  const first = pattern[0];
  if (first === undefined) return -1;
  const last = bytes.length - pattern.length;
  for (let at = bytes.indexOf(first, from); at !== -1 && at <= last; at = bytes.indexOf(first, at + 1)) {
    let matched = 1;
    while (matched < pattern.length && bytes[at + matched] === pattern[matched]) matched++;
    if (matched === pattern.length) return at;
  }
  return -1;
}

class Unreadable extends Error {}

/** Reads PDF values from `bytes` between `position` and `limit`, with a budget of tokens. */
class Lexer {
  private tokens = 0;
  private readonly bytes: Uint8Array;
  private readonly limit: number;
  position: number;

  constructor(bytes: Uint8Array, position: number, limit: number) {
    this.bytes = bytes;
    this.position = position;
    this.limit = limit;
  }

  private at(offset = 0): number | undefined {
    const index = this.position + offset;
    return index < this.limit ? this.bytes[index] : undefined;
  }

  private skipSpace(): void {
    for (;;) {
      const byte = this.at();
      if (byte === undefined) return;
      if (isWhitespace(byte)) this.position++;
      else if (byte === 0x25) {
        // A comment runs to the end of the line.
        while (this.at() !== undefined && this.at() !== 0x0a && this.at() !== 0x0d) this.position++;
      } else return;
    }
  }

  private word(): string {
    const start = this.position;
    while (isRegular(this.at())) {
      if (++this.position - start > MAX_WORD) throw new Unreadable();
    }
    return String.fromCharCode(...this.bytes.subarray(start, this.position));
  }

  value(depth: number): PdfValue {
    if (++this.tokens > MAX_TOKENS || depth > MAX_DEPTH) throw new Unreadable();
    this.skipSpace();
    const byte = this.at();
    if (byte === undefined) throw new Unreadable();
    if (byte === LT && this.at(1) === LT) return this.dictionary(depth);
    if (byte === LT) return this.hexString();
    if (byte === 0x28) return this.literalString();
    if (byte === 0x5b) return this.array(depth);
    if (byte === 0x2f) return { kind: "name", name: this.name() };
    if ((byte >= 0x30 && byte <= 0x39) || byte === 0x2b || byte === 0x2d || byte === 0x2e) {
      return this.numberOrReference();
    }
    const word = this.word();
    if (word === "") throw new Unreadable();
    return { kind: "keyword", word };
  }

  dictionary(depth: number): PdfValue & { kind: "dictionary" } {
    this.position += 2;
    const entries = new Map<string, PdfValue>();
    for (;;) {
      this.skipSpace();
      if (this.at() === GT && this.at(1) === GT) {
        this.position += 2;
        return { kind: "dictionary", entries };
      }
      if (this.at() !== 0x2f) throw new Unreadable();
      const key = this.name();
      const value = this.value(depth + 1);
      if (!entries.has(key)) entries.set(key, value);
    }
  }

  private array(depth: number): PdfValue {
    this.position++;
    const items: PdfValue[] = [];
    for (;;) {
      this.skipSpace();
      if (this.at() === 0x5d) {
        this.position++;
        return { kind: "array", items };
      }
      items.push(this.value(depth + 1));
    }
  }

  private name(): string {
    this.position++;
    const raw = this.word();
    // #xx escapes; anything else as is.
    let name = "";
    for (let index = 0; index < raw.length; index++) {
      const code = raw[index] === "#" ? Number.parseInt(raw.slice(index + 1, index + 3), 16) : Number.NaN;
      if (Number.isNaN(code)) name += raw[index];
      else {
        name += String.fromCharCode(code);
        index += 2;
      }
    }
    return name;
  }

  private hexString(): PdfValue {
    const start = this.position;
    const close = this.bytes.indexOf(GT, start);
    if (close < 0 || close >= this.limit) throw new Unreadable();
    this.position = close + 1;
    return { kind: "string", hex: true, start, end: this.position };
  }

  private literalString(): PdfValue {
    const start = this.position;
    let open = 0;
    for (;;) {
      const byte = this.at();
      if (byte === undefined) throw new Unreadable();
      this.position++;
      if (byte === 0x5c) this.position++;
      else if (byte === 0x28) open++;
      else if (byte === 0x29 && --open === 0)
        return { kind: "string", hex: false, start, end: this.position };
    }
  }

  private numberOrReference(): PdfValue {
    const value = Number(this.word());
    if (!Number.isFinite(value)) throw new Unreadable();
    // "12 0 R": an integer, an integer, then R.
    const after = this.position;
    if (Number.isInteger(value) && value >= 0) {
      this.skipSpace();
      const generation = Number(this.word());
      this.skipSpace();
      if (Number.isInteger(generation) && this.at() === 0x52 && !isRegular(this.at(1))) {
        this.position++;
        return { kind: "reference", objectNumber: value, generation };
      }
    }
    this.position = after;
    return { kind: "number", value };
  }
}

/**
 * The `<<` that opens the innermost dictionary around `from`, looking back at most `window` bytes,
 * or -1. A hex string right after `<<` ("<<<ab>") can mislead it; writers put a space or a newline there.
 */
function dictionaryStart(bytes: Uint8Array, from: number, window: number): number {
  const floor = Math.max(0, from - window);
  let depth = 0;
  for (let index = from - 1; index > floor; index--) {
    if (bytes[index] === GT && bytes[index - 1] === GT) {
      depth++;
      index--;
    } else if (bytes[index] === LT && bytes[index - 1] === LT) {
      if (depth === 0) return index - 1;
      depth--;
      index--;
    }
  }
  return -1;
}

/** The dictionary that starts at `start`, read up to `start + window`; null when it cannot be read. */
function readDictionary(bytes: Uint8Array, start: number, window: number): FoundDictionary | null {
  const lexer = new Lexer(bytes, start, Math.min(bytes.length, start + window));
  try {
    const { entries } = lexer.dictionary(0);
    return { start, end: lexer.position, entries };
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
}

/** A /ByteRange key found in the file: the dictionary holding it, or null where none could be read. */
export interface ByteRangeHit {
  /** Offset of the `/ByteRange` key. */
  keyAt: number;
  dictionary: FoundDictionary | null;
}

const BYTE_RANGE = ascii("/ByteRange");

/**
 * Each /ByteRange key of the file, in order, with the dictionary around it, at most `limit` of them.
 * `window` bounds how far back the `<<` and how far forward the `>>` are looked for: enough for the
 * largest /Contents read plus the other entries.
 */
export function findByteRangeDictionaries(bytes: Uint8Array, limit: number, window: number): ByteRangeHit[] {
  const hits: ByteRangeHit[] = [];
  for (let from = 0; hits.length < limit; ) {
    const keyAt = indexOfBytes(bytes, BYTE_RANGE, from);
    if (keyAt < 0) break;
    // "/ByteRanges" or "/ByteRangeX" are other names.
    if (isRegular(bytes[keyAt + BYTE_RANGE.length])) {
      from = keyAt + BYTE_RANGE.length;
      continue;
    }
    const start = dictionaryStart(bytes, keyAt, window);
    const dictionary = start < 0 ? null : readDictionary(bytes, start, 2 * window);
    const holds = dictionary !== null && dictionary.end > keyAt && dictionary.entries.has("ByteRange");
    hits.push({ keyAt, dictionary: holds ? dictionary : null });
    from = holds ? dictionary.end : keyAt + BYTE_RANGE.length;
  }
  return hits;
}
