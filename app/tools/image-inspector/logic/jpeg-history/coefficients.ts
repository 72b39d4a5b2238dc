// The quantised DCT coefficients of a baseline JPEG's brightness blocks, decoded from its first scan's
// Huffman codes (ITU-T T.81, F.2.2), without the inverse DCT: what a double-compression check needs.
// Only the first `maxBlocks` blocks are read, so a 100 MB photo costs what a few megapixels do.

interface Huffman {
  /** Largest code of each length (1–16), -1 when none. */
  maxCode: Int32Array;
  /** Index into `values` of the first code of each length, minus that code. */
  offset: Int32Array;
  values: Uint8Array;
  /** For each 9-bit prefix, (length << 8 | value) of the code it starts with, 0 for a longer code. */
  fast: Uint16Array;
}

const FAST_BITS = 9;

function huffman(counts: Uint8Array, values: Uint8Array): Huffman {
  const maxCode = new Int32Array(18).fill(-1);
  const offset = new Int32Array(18);
  const fast = new Uint16Array(1 << FAST_BITS);
  let code = 0;
  let index = 0;
  for (let length = 1; length <= 16; length++) {
    const count = counts[length - 1] ?? 0;
    if (count > 0) {
      offset[length] = index - code;
      if (length <= FAST_BITS)
        for (let i = 0; i < count; i++) {
          const shift = FAST_BITS - length;
          const entry = (length << 8) | (values[index + i] ?? 0);
          for (let fill = 0; fill < 1 << shift; fill++) fast[((code + i) << shift) | fill] = entry;
        }
      code += count;
      index += count;
      maxCode[length] = code - 1;
    }
    code <<= 1;
  }
  // A sentinel past 16 bits ends any decode of garbage.
  maxCode[17] = 0x7fffffff;
  return { maxCode, offset, values, fast };
}

/** The entropy-coded bits, read through a window of up to 32 bits; stuffed zero bytes dropped. */
class Bits {
  private readonly bytes: Uint8Array;
  private at: number;
  private window = 0;
  private count = 0;
  /** Zero bits fed past the data (at a marker or the end), the last ones in the window. */
  private padding = 0;
  /** A read went past the entropy data: what it gave is not the file's. */
  ended = false;
  constructor(bytes: Uint8Array, start: number) {
    this.bytes = bytes;
    this.at = start;
  }
  private fill(): void {
    while (this.count <= 24) {
      let byte = 0;
      if (this.at >= this.bytes.length) this.padding += 8;
      else {
        byte = this.bytes[this.at] as number;
        if (byte === 0xff) {
          const next = this.bytes[this.at + 1] ?? 0;
          if (next === 0) this.at += 2;
          else {
            // A marker: stay on it (a restart is handled by the caller), feed zeros.
            this.padding += 8;
            byte = 0;
          }
        } else this.at++;
      }
      this.window = ((this.window << 8) | byte) >>> 0;
      this.count += 8;
    }
  }
  /** The next n (≤ 16) bits, without taking them. */
  peek(n: number): number {
    if (this.count < n) this.fill();
    return (this.window >>> (this.count - n)) & ((1 << n) - 1);
  }
  skip(n: number): void {
    this.count -= n;
    if (this.count < this.padding) this.ended = true;
    this.window &= this.count >= 32 ? 0xffffffff : (2 ** this.count - 1) >>> 0;
  }
  bits(n: number): number {
    const value = this.peek(n);
    this.skip(n);
    return value;
  }
  /** After a restart interval: skip to the RSTn marker and past it. */
  restart(): boolean {
    this.count = 0;
    this.window = 0;
    this.padding = 0;
    this.ended = false;
    while (this.at + 1 < this.bytes.length) {
      if (this.bytes[this.at] === 0xff) {
        const next = this.bytes[this.at + 1] ?? 0;
        if (next >= 0xd0 && next <= 0xd7) {
          this.at += 2;
          return true;
        }
        if (next !== 0 && next !== 0xff) return false;
      }
      this.at++;
    }
    return false;
  }
}

function decode(bits: Bits, table: Huffman): number {
  const entry = table.fast[bits.peek(FAST_BITS)] ?? 0;
  if (entry !== 0) {
    bits.skip(entry >> 8);
    return entry & 0xff;
  }
  const window = bits.peek(16);
  for (let length = FAST_BITS + 1; length <= 16; length++) {
    const code = window >>> (16 - length);
    if (code <= (table.maxCode[length] ?? -1)) {
      bits.skip(length);
      return table.values[code + (table.offset[length] ?? 0)] ?? -1;
    }
  }
  return -1;
}

const extend = (value: number, size: number) => (value < 1 << (size - 1) ? value - (1 << size) + 1 : value);

interface ScanComponent {
  horizontal: number;
  vertical: number;
  dc: Huffman;
  ac: Huffman;
  luma: boolean;
}

/**
 * The luminance blocks' quantised coefficients, 64 per block in zigzag order, or undefined when the file
 * is not a baseline Huffman JPEG this reader follows (progressive, arithmetic, lossless, 12-bit).
 */
export function lumaCoefficients(bytes: Uint8Array, maxBlocks: number): Int16Array | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  const dcTables = new Map<number, Huffman>();
  const acTables = new Map<number, Huffman>();
  let frame: { id: number; h: number; v: number }[] | undefined;
  let width = 0;
  let height = 0;
  let restartInterval = 0;
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const start = at + 4;
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return undefined;
    if (marker === 0xc0 || marker === 0xc1) {
      if (bytes[start] !== 8) return undefined;
      height = ((bytes[start + 1] ?? 0) << 8) | (bytes[start + 2] ?? 0);
      width = ((bytes[start + 3] ?? 0) << 8) | (bytes[start + 4] ?? 0);
      const count = bytes[start + 5] ?? 0;
      frame = [];
      for (let i = 0; i < count; i++) {
        const sampling = bytes[start + 7 + 3 * i] ?? 0;
        frame.push({ id: bytes[start + 6 + 3 * i] ?? 0, h: sampling >> 4 || 1, v: sampling & 0x0f || 1 });
      }
    } else if (marker >= 0xc2 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return undefined;
    } else if (marker === 0xc4) {
      let p = start;
      while (p + 17 <= end) {
        const info = bytes[p] ?? 0;
        const counts = bytes.subarray(p + 1, p + 17);
        const total = counts.reduce((sum, n) => sum + n, 0);
        if (p + 17 + total > end) return undefined;
        const table = huffman(counts, bytes.subarray(p + 17, p + 17 + total));
        (info >> 4 === 0 ? dcTables : acTables).set(info & 0x0f, table);
        p += 17 + total;
      }
    } else if (marker === 0xdd) {
      restartInterval = ((bytes[start] ?? 0) << 8) | (bytes[start + 1] ?? 0);
    } else if (marker === 0xda) {
      if (!frame || width === 0 || height === 0) return undefined;
      const count = bytes[start] ?? 0;
      const components: ScanComponent[] = [];
      for (let i = 0; i < count; i++) {
        const id = bytes[start + 1 + 2 * i] ?? 0;
        const tables = bytes[start + 2 + 2 * i] ?? 0;
        const index = frame.findIndex((c) => c.id === id);
        const dc = dcTables.get(tables >> 4);
        const ac = acTables.get(tables & 0x0f);
        const spec = frame[index];
        if (!spec || !dc || !ac) return undefined;
        components.push({ horizontal: spec.h, vertical: spec.v, dc, ac, luma: index === 0 });
      }
      if (!components.some((c) => c.luma)) return undefined;
      return scan(bytes, end, components, frame, width, height, restartInterval, maxBlocks);
    }
    at = end;
  }
  return undefined;
}

function scan(
  bytes: Uint8Array,
  start: number,
  components: ScanComponent[],
  frame: { h: number; v: number }[],
  width: number,
  height: number,
  restartInterval: number,
  maxBlocks: number,
): Int16Array {
  const hMax = Math.max(...frame.map((c) => c.h));
  const vMax = Math.max(...frame.map((c) => c.v));
  const single = components.length === 1;
  // A scan of one component codes its blocks one by one; an interleaved scan codes MCUs.
  const only = components[0] as ScanComponent;
  const mcus = single
    ? Math.ceil((width * only.horizontal) / hMax / 8) * Math.ceil((height * only.vertical) / vMax / 8)
    : Math.ceil(width / (8 * hMax)) * Math.ceil(height / (8 * vMax));
  const lumaPerMcu = single ? 1 : only.horizontal * only.vertical;
  const limit = Math.min(maxBlocks, mcus * lumaPerMcu);
  const out = new Int16Array(limit * 64);
  const predictors = new Int32Array(components.length);
  const bits = new Bits(bytes, start);
  let stored = 0;
  for (let mcu = 0; mcu < mcus && stored < limit; mcu++) {
    if (restartInterval > 0 && mcu > 0 && mcu % restartInterval === 0) {
      if (!bits.restart()) break;
      predictors.fill(0);
    }
    for (let c = 0; c < components.length; c++) {
      const component = components[c] as ScanComponent;
      const blocks = single ? 1 : component.horizontal * component.vertical;
      for (let b = 0; b < blocks; b++) {
        const keep = component.luma && stored < limit;
        const base = stored * 64;
        const size = decode(bits, component.dc);
        if (size < 0 || size > 11) return out.subarray(0, stored * 64);
        const diff = size === 0 ? 0 : extend(bits.bits(size), size);
        predictors[c] = (predictors[c] ?? 0) + diff;
        if (keep) out[base] = predictors[c] ?? 0;
        for (let k = 1; k < 64; ) {
          const rs = decode(bits, component.ac);
          if (rs < 0) return out.subarray(0, stored * 64);
          const run = rs >> 4;
          const s = rs & 0x0f;
          if (s === 0) {
            if (run !== 15) break;
            k += 16;
            continue;
          }
          k += run;
          const value = extend(bits.bits(s), s);
          if (keep && k < 64) out[base + k] = value;
          k++;
        }
        if (bits.ended) return out.subarray(0, stored * 64);
        if (keep) stored++;
      }
    }
  }
  return out.subarray(0, stored * 64);
}
