// A small synchronous inflate (RFC 1950/1951) for the few streams the revision reader must open itself
// (cross-reference streams, object streams): the platform's DecompressionStream is async, and pako is
// no dependency of the site. Output is capped, so a stream that inflates to gigabytes stops early.

/** Thrown when the data is not a valid deflate stream or inflates past the cap. */
export class InflateError extends Error {}

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
  227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
  6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** A canonical Huffman code: how many codes of each length, and the symbols in code order. */
interface Huffman {
  counts: Uint16Array;
  symbols: Uint16Array;
}

function huffman(lengths: ArrayLike<number>, from: number, count: number): Huffman {
  const counts = new Uint16Array(16);
  for (let i = 0; i < count; i++) {
    const length = lengths[from + i] ?? 0;
    counts[length] = (counts[length] ?? 0) + 1;
  }
  counts[0] = 0;
  const offsets = new Uint16Array(16);
  for (let length = 1; length < 16; length++)
    offsets[length] = (offsets[length - 1] ?? 0) + (counts[length - 1] ?? 0);
  const symbols = new Uint16Array(count);
  for (let i = 0; i < count; i++) {
    const length = lengths[from + i] ?? 0;
    if (length === 0) continue;
    const at = offsets[length] ?? 0;
    symbols[at] = i;
    offsets[length] = at + 1;
  }
  return { counts, symbols };
}

const fixedLiterals = huffman(
  Array.from({ length: 288 }, (_, i) => (i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8)),
  0,
  288,
);
const fixedDistances = huffman(new Array(30).fill(5), 0, 30);

class Inflater {
  private position = 0;
  private bitBuffer = 0;
  private bitCount = 0;
  private out: Uint8Array;
  private length = 0;

  private readonly input: Uint8Array;
  private readonly maxOutput: number;

  constructor(input: Uint8Array, maxOutput: number) {
    this.input = input;
    this.maxOutput = maxOutput;
    this.out = new Uint8Array(Math.min(maxOutput, Math.max(1024, input.length * 4)));
  }

  run(start: number): Uint8Array {
    this.position = start;
    let last = 0;
    while (!last) {
      last = this.bits(1);
      const type = this.bits(2);
      if (type === 0) this.stored();
      else if (type === 1) this.block(fixedLiterals, fixedDistances);
      else if (type === 2) this.dynamic();
      else throw new InflateError("bad block type");
    }
    return this.out.subarray(0, this.length);
  }

  private bits(count: number): number {
    while (this.bitCount < count) {
      if (this.position >= this.input.length) throw new InflateError("unexpected end of data");
      this.bitBuffer |= (this.input[this.position++] ?? 0) << this.bitCount;
      this.bitCount += 8;
    }
    const value = this.bitBuffer & ((1 << count) - 1);
    this.bitBuffer >>>= count;
    this.bitCount -= count;
    return value;
  }

  private decode(code: Huffman): number {
    let value = 0;
    let first = 0;
    let index = 0;
    for (let length = 1; length < 16; length++) {
      value |= this.bits(1);
      const count = code.counts[length] ?? 0;
      if (value - first < count) return code.symbols[index + value - first] ?? 0;
      index += count;
      first = (first + count) << 1;
      value <<= 1;
    }
    throw new InflateError("bad Huffman code");
  }

  private reserve(extra: number) {
    const needed = this.length + extra;
    if (needed > this.maxOutput) throw new InflateError("inflated data past the limit");
    if (needed <= this.out.length) return;
    const grown = new Uint8Array(Math.min(this.maxOutput, Math.max(needed, this.out.length * 2)));
    grown.set(this.out.subarray(0, this.length));
    this.out = grown;
  }

  private stored() {
    this.bitBuffer = 0;
    this.bitCount = 0;
    const header = this.input.subarray(this.position, this.position + 4);
    if (header.length < 4) throw new InflateError("unexpected end of data");
    const size = (header[0] ?? 0) | ((header[1] ?? 0) << 8);
    const check = (header[2] ?? 0) | ((header[3] ?? 0) << 8);
    if (size !== (~check & 0xffff)) throw new InflateError("bad stored block");
    this.position += 4;
    if (this.position + size > this.input.length) throw new InflateError("unexpected end of data");
    this.reserve(size);
    this.out.set(this.input.subarray(this.position, this.position + size), this.length);
    this.length += size;
    this.position += size;
  }

  private dynamic() {
    const literalCount = this.bits(5) + 257;
    const distanceCount = this.bits(5) + 1;
    const codeLengthCount = this.bits(4) + 4;
    const lengths = new Uint8Array(320);
    for (let i = 0; i < codeLengthCount; i++) lengths[CODE_LENGTH_ORDER[i] ?? 0] = this.bits(3);
    const codeLengths = huffman(lengths, 0, 19);
    lengths.fill(0, 0, 19);
    for (let i = 0; i < literalCount + distanceCount; ) {
      const symbol = this.decode(codeLengths);
      if (symbol < 16) {
        lengths[i++] = symbol;
        continue;
      }
      let repeat: number;
      let value = 0;
      if (symbol === 16) {
        if (i === 0) throw new InflateError("repeat with no previous length");
        value = lengths[i - 1] ?? 0;
        repeat = 3 + this.bits(2);
      } else if (symbol === 17) repeat = 3 + this.bits(3);
      else repeat = 11 + this.bits(7);
      if (i + repeat > literalCount + distanceCount) throw new InflateError("too many code lengths");
      lengths.fill(value, i, i + repeat);
      i += repeat;
    }
    this.block(huffman(lengths, 0, literalCount), huffman(lengths, literalCount, distanceCount));
  }

  private block(literals: Huffman, distances: Huffman) {
    for (;;) {
      const symbol = this.decode(literals);
      if (symbol === 256) return;
      if (symbol < 256) {
        this.reserve(1);
        this.out[this.length++] = symbol;
        continue;
      }
      const lengthCode = symbol - 257;
      if (lengthCode >= 29) throw new InflateError("bad length code");
      const length = (LENGTH_BASE[lengthCode] ?? 0) + this.bits(LENGTH_EXTRA[lengthCode] ?? 0);
      const distanceCode = this.decode(distances);
      if (distanceCode >= 30) throw new InflateError("bad distance code");
      const distance = (DISTANCE_BASE[distanceCode] ?? 0) + this.bits(DISTANCE_EXTRA[distanceCode] ?? 0);
      if (distance > this.length) throw new InflateError("distance before the start");
      this.reserve(length);
      for (let i = 0; i < length; i++) {
        this.out[this.length] = this.out[this.length - distance] ?? 0;
        this.length++;
      }
    }
  }
}

/**
 * Inflates a FlateDecode stream: zlib-wrapped (the usual case) or raw deflate. The Adler-32 checksum is
 * not checked, as PDF readers do not either. Throws InflateError on broken data or past `maxOutput` bytes.
 */
export function inflate(data: Uint8Array, maxOutput: number): Uint8Array {
  const cmf = data[0] ?? 0;
  const flg = data[1] ?? 0;
  const zlib = (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0 && (flg & 0x20) === 0;
  return new Inflater(data, maxOutput).run(zlib ? 2 : 0);
}
