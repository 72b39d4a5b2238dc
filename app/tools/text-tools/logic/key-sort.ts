import type { KeySet } from "./collation-keys.ts";

/**
 * Sorts indices by their keys (see collation-keys.ts): unit by unit, a key that ends first coming
 * first, and stably, so equal keys keep the order they were given in. Many keys are first sorted by
 * their first 16 units at once (sortByHead). Then keys are compared several units at a time: the next
 * units of each key and its position are packed into one integer, and these are sorted as numbers
 * (sortIntegers); ranges whose packed units are equal go on with the following units. Small ranges,
 * and ranges still together after many units (long shared prefixes), are sorted by comparison.
 */

const SMALL_RANGE = 12;
const MAX_DEPTH = 256;
/** Integers up to 2^53 are exact in a double. */
const EXACT_BITS = 53;

/** Compares two keys from `depth` on, their first `depth` units being equal. */
export function compareKeys(keys: KeySet, a: number, b: number, depth = 0): number {
  const { units, starts, lengths } = keys;
  const lengthA = lengths[a] ?? 0;
  const lengthB = lengths[b] ?? 0;
  const startA = starts[a] ?? 0;
  const startB = starts[b] ?? 0;
  const shorter = Math.min(lengthA, lengthB);
  for (let at = depth; at < shorter; at++) {
    const difference = (units[startA + at] ?? 0) - (units[startB + at] ?? 0);
    if (difference !== 0) return difference;
  }
  return lengthA - lengthB;
}

function insertionSort(order: Int32Array, low: number, high: number, keys: KeySet, depth: number): void {
  for (let i = low + 1; i < high; i++) {
    const item = order[i] ?? 0;
    let j = i - 1;
    while (j >= low && compareKeys(keys, order[j] ?? 0, item, depth) > 0) {
      order[j + 1] = order[j] ?? 0;
      j--;
    }
    order[j + 1] = item;
  }
}

function comparisonSort(order: Int32Array, low: number, high: number, keys: KeySet, depth: number): void {
  // Array.prototype.sort is stable.
  const part = Array.from(order.subarray(low, high)).sort((a, b) => compareKeys(keys, a, b, depth));
  order.set(part, low);
}

const RADIX_BITS = 11;
const RADIX = 1 << RADIX_BITS;
const TWO_TO_32 = 2 ** 32;
/** Below this many values the engine's sort is faster than paying for the radix passes' buckets. */
const RADIX_MIN_SIZE = 8192;

/**
 * Sorts distinct non-negative integers below 2^53 held in doubles, in place. Large arrays go through
 * an LSD radix sort on 11-bit digits of their two 32-bit halves (about four times faster than the
 * engine's comparison sort at 200,000 values), skipping digits that every value shares.
 */
export function sortIntegers(values: Float64Array): void {
  const size = values.length;
  if (size < RADIX_MIN_SIZE) {
    values.sort();
    return;
  }
  let high: Uint32Array = new Uint32Array(size);
  let low: Uint32Array = new Uint32Array(size);
  for (let i = 0; i < size; i++) {
    const value = values[i] ?? 0;
    const upper = Math.floor(value / TWO_TO_32);
    high[i] = upper;
    low[i] = value - upper * TWO_TO_32;
  }
  const buffers: RadixBuffers = {
    counts: new Int32Array(RADIX),
    to: new Uint32Array(size),
    nextValues: new Uint32Array(size),
  };
  // The low halves' digits first, the high halves carried along; then the high halves' digits.
  for (let pass = 0; pass < 3; pass++) {
    if (!scatterByDigit(high, low, pass * RADIX_BITS, RADIX - 1, buffers)) continue;
    [high, buffers.to] = [buffers.to, high];
    [low, buffers.nextValues] = [buffers.nextValues, low];
  }
  for (let pass = 0; pass < 3; pass++) {
    if (!scatterByDigit(low, high, pass * RADIX_BITS, RADIX - 1, buffers)) continue;
    [low, buffers.to] = [buffers.to, low];
    [high, buffers.nextValues] = [buffers.nextValues, high];
  }
  for (let i = 0; i < size; i++) values[i] = (high[i] ?? 0) * TWO_TO_32 + (low[i] ?? 0);
}

/**
 * Sorts `order` (indices of keys that exist) in place, and answers which positions hold a key equal
 * to the one before: equal[i] is 1 when order[i]'s key equals order[i - 1]'s.
 * The work is done by functions called once per range or pass
 * (docs/decisions/009-text-transforms-at-10-mb.md).
 */
export function sortByKeys(order: Int32Array, keys: KeySet): Uint8Array {
  const equal = new Uint8Array(order.length);
  const unitBits = Math.ceil(Math.log2(keys.alphabet));
  const scratch = new Int32Array(order.length);
  // Ranges still to sort, as [low, high, depth] triples.
  const pending: number[] = [];
  if (order.length >= RADIX_MIN_SIZE && unitBits <= MAX_HEAD_UNIT_BITS)
    sortByHead(order, keys, unitBits, equal, pending);
  else pending.push(0, order.length, 0);
  while (pending.length > 0) {
    const depth = pending.pop() ?? 0;
    const high = pending.pop() ?? 0;
    const low = pending.pop() ?? 0;
    if (high - low < 2) continue;
    if (high - low <= SMALL_RANGE || depth >= MAX_DEPTH)
      sortByComparison(order, low, high, keys, depth, equal);
    else sortByPackedUnits(order, low, high, keys, depth, unitBits, { scratch, equal, pending });
  }
  return equal;
}

function sortByComparison(
  order: Int32Array,
  low: number,
  high: number,
  keys: KeySet,
  depth: number,
  equal: Uint8Array,
): void {
  if (high - low <= SMALL_RANGE) insertionSort(order, low, high, keys, depth);
  else comparisonSort(order, low, high, keys, depth);
  for (let i = low + 1; i < high; i++) {
    if (compareKeys(keys, order[i - 1] ?? 0, order[i] ?? 0, depth) === 0) equal[i] = 1;
  }
}

/**
 * Sorts the range by its next units, as many as fit in a double beside each item's position, and
 * pushes the runs that share them to `pending`, or marks them equal when their keys ended there.
 */
function sortByPackedUnits(
  order: Int32Array,
  low: number,
  high: number,
  keys: KeySet,
  depth: number,
  unitBits: number,
  { scratch, equal, pending }: { scratch: Int32Array; equal: Uint8Array; pending: number[] },
): void {
  const size = high - low;
  const positionBase = 2 ** Math.ceil(Math.log2(size));
  const width = Math.max(1, Math.floor((EXACT_BITS - Math.log2(positionBase)) / unitBits));
  const packed = packUnits(order, low, size, keys, depth, width, 2 ** unitBits, positionBase);
  sortIntegers(packed);
  for (let i = 0; i < size; i++) {
    const value = packed[i] ?? 0;
    // The position is the value's low bits; `%` on doubles is several times slower than this.
    scratch[low + i] = order[low + value - Math.floor(value / positionBase) * positionBase] ?? 0;
  }
  order.set(scratch.subarray(low, high), low);
  const unitBase = 2 ** unitBits;
  for (let start = 0; start < size; ) {
    const prefix = Math.floor((packed[start] ?? 0) / positionBase);
    let end = start + 1;
    while (end < size && Math.floor((packed[end] ?? 0) / positionBase) === prefix) end++;
    if (end - start > 1) {
      // A prefix ending in 0 is keys that ended among these units.
      if (prefix % unitBase === 0) for (let i = low + start + 1; i < low + end; i++) equal[i] = 1;
      else pending.push(low + start, low + end, depth + width);
    }
    start = end;
  }
}

/** For each item of the range: its `width` units from `depth` on (0 past its end), then its position. */
function packUnits(
  order: Int32Array,
  low: number,
  size: number,
  keys: KeySet,
  depth: number,
  width: number,
  unitBase: number,
  positionBase: number,
): Float64Array {
  const { units, starts, lengths, dense } = keys;
  const packed = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    const item = order[low + i] ?? 0;
    const start = (starts[item] ?? 0) + depth;
    const end = (starts[item] ?? 0) + (lengths[item] ?? 0);
    let value = 0;
    for (let at = start; at < start + width; at++)
      value = value * unitBase + (at < end ? (dense[units[at] ?? 0] ?? 0) : 0);
    packed[i] = value * positionBase + i;
  }
  return packed;
}

/** Units sorted at once by sortByHead: four words of four units. */
const HEAD_WORDS = 4;
const WORD_UNITS = 4;
const HEAD_UNITS = HEAD_WORDS * WORD_UNITS;
const HEAD_DIGIT_BITS = 12;
/** Four units of at most 8 bits make a 32-bit word. */
const MAX_HEAD_UNIT_BITS = 8;

/**
 * Sorts all of `order` by the first 16 units of the keys, with an LSD radix sort over four words of
 * four units, then marks runs of keys that ended among them equal and pushes the others to `pending`.
 * Reading every key once, in order, is what makes it faster than going down range by range.
 */
function sortByHead(
  order: Int32Array,
  keys: KeySet,
  unitBits: number,
  equal: Uint8Array,
  pending: number[],
): void {
  const size = order.length;
  const words = headWords(order, keys, unitBits);
  const wordBits = WORD_UNITS * unitBits;
  const passes = Math.ceil(wordBits / HEAD_DIGIT_BITS);
  const digitBits = Math.ceil(wordBits / passes);
  const buffers: RadixBuffers = {
    counts: new Int32Array(1 << digitBits),
    to: new Uint32Array(size),
    nextValues: new Uint32Array(size),
  };
  // Indices are below 2^31: the same numbers read as unsigned, for the radix passes.
  const unsigned = new Uint32Array(order.buffer, order.byteOffset, size);
  let from: Uint32Array = unsigned;
  let values: Uint32Array = new Uint32Array(size);
  for (let word = HEAD_WORDS - 1; word >= 0; word--) {
    gather(words, word, from, values);
    for (let pass = 0; pass < passes; pass++) {
      const moved = scatterByDigit(from, values, pass * digitBits, (1 << digitBits) - 1, buffers);
      if (!moved) continue;
      [from, buffers.to] = [buffers.to, from];
      [values, buffers.nextValues] = [buffers.nextValues, values];
    }
  }
  if (from !== unsigned) unsigned.set(from);
  markHeadRuns(order, words, keys.lengths, equal, pending);
}

type RadixBuffers = { counts: Int32Array; to: Uint32Array; nextValues: Uint32Array };

/** words[item * 4 + w]: units 4w to 4w + 3 of the item's key, dense, 0 past its end. */
function headWords(order: Int32Array, keys: KeySet, unitBits: number): Uint32Array {
  const { units, starts, lengths, dense } = keys;
  const words = new Uint32Array(HEAD_WORDS * starts.length);
  for (let i = 0; i < order.length; i++) {
    const item = order[i] ?? 0;
    const start = starts[item] ?? 0;
    const length = lengths[item] ?? 0;
    let value = 0;
    for (let unit = 0; unit < HEAD_UNITS; unit++) {
      value = (value << unitBits) | (unit < length ? (dense[units[start + unit] ?? 0] ?? 0) : 0);
      if ((unit & 3) === 3) {
        words[item * HEAD_WORDS + (unit >> 2)] = value;
        value = 0;
      }
    }
  }
  return words;
}

function gather(words: Uint32Array, word: number, items: Uint32Array, values: Uint32Array): void {
  for (let i = 0; i < items.length; i++) values[i] = words[(items[i] ?? 0) * HEAD_WORDS + word] ?? 0;
}

/**
 * One stable counting pass of an LSD radix sort, on the digit of `values` at `shift`, moving items
 * and values to buffers.to and buffers.nextValues; answers false, moving nothing, when every value
 * has that digit.
 */
function scatterByDigit(
  items: Uint32Array,
  values: Uint32Array,
  shift: number,
  mask: number,
  { counts, to, nextValues }: RadixBuffers,
): boolean {
  counts.fill(0);
  for (let i = 0; i < values.length; i++) {
    const digit = ((values[i] ?? 0) >>> shift) & mask;
    counts[digit] = (counts[digit] ?? 0) + 1;
  }
  if (counts[((values[0] ?? 0) >>> shift) & mask] === values.length) return false;
  let total = 0;
  for (let digit = 0; digit <= mask; digit++) {
    const n = counts[digit] ?? 0;
    counts[digit] = total;
    total += n;
  }
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? 0;
    const digit = (value >>> shift) & mask;
    const slot = counts[digit] ?? 0;
    counts[digit] = slot + 1;
    to[slot] = items[i] ?? 0;
    nextValues[slot] = value;
  }
  return true;
}

/** Runs of equal heads: equal keys when they ended within the head, else ranges to go on with. */
function markHeadRuns(
  order: Int32Array,
  words: Uint32Array,
  lengths: Int32Array,
  equal: Uint8Array,
  pending: number[],
): void {
  let runStart = 0;
  for (let i = 1; i <= order.length; i++) {
    const a = (order[i - 1] ?? 0) * HEAD_WORDS;
    // Past the end, `b` is the last item itself: the run ends there.
    const b = (order[Math.min(i, order.length - 1)] ?? 0) * HEAD_WORDS;
    if (
      i < order.length &&
      words[a] === words[b] &&
      words[a + 1] === words[b + 1] &&
      words[a + 2] === words[b + 2] &&
      words[a + 3] === words[b + 3]
    )
      continue;
    if (i - runStart > 1) {
      // Equal heads end at the same unit, if they end within them.
      if ((lengths[order[runStart] ?? 0] ?? 0) < HEAD_UNITS)
        for (let j = runStart + 1; j < i; j++) equal[j] = 1;
      else pending.push(runStart, i, HEAD_UNITS);
    }
    runStart = i;
  }
}
