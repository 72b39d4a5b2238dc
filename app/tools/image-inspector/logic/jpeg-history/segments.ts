// A small walker over a JPEG's marker segments, up to its first scan: the quantisation tables (DQT) and
// the frame header (SOF) are all it needs, and both come before the picture's data, so a 100 MB photo
// costs no more than a small one. ExifReader reads SOF but skips DQT (decision 029).

/** Where each of the 64 zigzag-ordered values of a table sits in the 8×8 grid, row by row. */
export const ZIGZAG_TO_NATURAL: readonly number[] = (() => {
  const order: number[] = [];
  for (let sum = 0; sum < 15; sum++) {
    const cells: number[] = [];
    for (let row = Math.max(0, sum - 7); row <= Math.min(7, sum); row++) cells.push(row * 8 + (sum - row));
    // Even diagonals run up and right, odd ones down and left.
    order.push(...(sum % 2 === 0 ? cells.reverse() : cells));
  }
  return order;
})();

export interface QuantTable {
  /** The slot (0–3) components name it by. */
  id: number;
  /** 8 or 16 bits per value. */
  precision: 8 | 16;
  /** 64 values in natural order, row by row (the order people read them and Annex K prints them). */
  values: number[];
}

export interface FrameComponent {
  id: number;
  horizontal: number;
  vertical: number;
  /** The quantisation table slot it uses. */
  table: number;
}

export type Process = "baseline" | "extended" | "progressive" | "lossless" | "arithmetic" | "hierarchical";

export interface Frame {
  marker: number;
  process: Process;
  precision: number;
  width: number;
  height: number;
  components: FrameComponent[];
}

export interface JpegStructure {
  /** The tables as they stand when the first scan starts (a later DQT replaces an earlier one's slot). */
  tables: QuantTable[];
  frame?: Frame;
  /** The frame header came with its tables but the file ends, or goes wrong, before any scan. */
  complete: boolean;
}

const PROCESSES: Record<number, Process> = {
  192: "baseline",
  193: "extended",
  194: "progressive",
  195: "lossless",
  197: "hierarchical",
  198: "hierarchical",
  199: "hierarchical",
  201: "arithmetic",
  202: "arithmetic",
  203: "arithmetic",
  205: "arithmetic",
  206: "arithmetic",
  207: "arithmetic",
};

function readTables(bytes: Uint8Array, start: number, end: number, into: Map<number, QuantTable>): boolean {
  let at = start;
  while (at < end) {
    const info = bytes[at] ?? 0;
    const precision = info >> 4 === 0 ? 8 : 16;
    const id = info & 0x0f;
    const size = precision === 8 ? 64 : 128;
    if (id > 3 || info >> 4 > 1 || at + 1 + size > end) return false;
    const values = new Array<number>(64);
    for (let k = 0; k < 64; k++) {
      const value =
        precision === 8
          ? (bytes[at + 1 + k] ?? 0)
          : ((bytes[at + 1 + 2 * k] ?? 0) << 8) | (bytes[at + 2 + 2 * k] ?? 0);
      values[ZIGZAG_TO_NATURAL[k] ?? k] = value;
    }
    into.set(id, { id, precision, values });
    at += 1 + size;
  }
  return true;
}

function readFrame(bytes: Uint8Array, marker: number, start: number, end: number): Frame | undefined {
  const count = bytes[start + 5] ?? 0;
  if (end - start < 6 + 3 * count || count === 0) return undefined;
  const components: FrameComponent[] = [];
  for (let i = 0; i < count; i++) {
    const at = start + 6 + 3 * i;
    const sampling = bytes[at + 1] ?? 0;
    components.push({
      id: bytes[at] ?? 0,
      horizontal: sampling >> 4,
      vertical: sampling & 0x0f,
      table: bytes[at + 2] ?? 0,
    });
  }
  return {
    marker,
    process: PROCESSES[marker] ?? "baseline",
    precision: bytes[start] ?? 0,
    height: ((bytes[start + 1] ?? 0) << 8) | (bytes[start + 2] ?? 0),
    width: ((bytes[start + 3] ?? 0) << 8) | (bytes[start + 4] ?? 0),
    components,
  };
}

/** The tables and frame of a JPEG, or undefined when the bytes do not start like one. */
export function readJpegStructure(bytes: Uint8Array): JpegStructure | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  const tables = new Map<number, QuantTable>();
  let frame: Frame | undefined;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) break;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes (0xFF repeated) may precede a marker.
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9) break;
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const start = at + 4;
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) break;
    if (marker === 0xda) return { tables: [...tables.values()], ...(frame ? { frame } : {}), complete: true };
    if (marker === 0xdb && !readTables(bytes, start, end, tables)) break;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc && !frame)
      frame = readFrame(bytes, marker, start, end);
    at = end;
  }
  return { tables: [...tables.values()], ...(frame ? { frame } : {}), complete: false };
}
