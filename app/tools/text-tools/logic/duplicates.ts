import { lineRanges, linesInOrder, trimmedRanges } from "./lines.ts";
import { mayChangeUnderNfc } from "./nfc.ts";
import { asRecord, readBoolean } from "./options.ts";
import { fail, NO_TEXT, succeed, type TransformResult } from "./result.ts";
import { sameUnits } from "./utf16.ts";

/**
 * Removes repeated lines, keeping each first occurrence as it was written. `trim` only affects the
 * comparison ("  a" repeats "a"), never the kept text. Lines that look the same are the same:
 * "é" typed as one code point or as e + U+0301 compare equal. Blank lines are never duplicates, so
 * paragraph breaks survive (removing them is the blank-lines tool's job).
 */
export type DuplicatesOptions = { caseSensitive: boolean; trim: boolean };

export const DEFAULT_OPTIONS: Readonly<DuplicatesOptions> = Object.freeze({
  caseSensitive: true,
  trim: true,
});

export function parseOptions(raw: unknown): DuplicatesOptions {
  const record = asRecord(raw);
  return {
    caseSensitive: readBoolean(record.caseSensitive, DEFAULT_OPTIONS.caseSensitive),
    trim: readBoolean(record.trim, DEFAULT_OPTIONS.trim),
  };
}

export function removeDuplicates(text: string, options: Partial<DuplicatesOptions> = {}): TransformResult {
  if (text === "") return NO_TEXT;
  const { caseSensitive, trim } = parseOptions(options);
  const ranges = lineRanges(text);
  const trimmed = trimmedRanges(text, ranges.starts, ranges.ends);
  const compared = trim ? trimmed : { from: ranges.starts, to: ranges.ends };
  const kept = firstOccurrences(text, compared, trimmed, caseSensitive);
  const removed = ranges.starts.length - kept.length;
  if (removed === 0) return fail("messages.noDuplicates");
  return succeed(linesInOrder(text, ranges, kept), "messages.duplicatesRemoved", { count: removed });
}

type Ranges = { from: Int32Array; to: Int32Array };

/**
 * The lines that are the first of their kind, in order; blank ones always. A line's key is its
 * compared range of the text, as it is: only lines that NFC may change, or all of them when case does
 * not count, get a key string of their own. Keys go in a hash table of line numbers rather than a Set
 * of strings: 200,000 strings to hash and keep cost several times more.
 */
function firstOccurrences(
  text: string,
  compared: Ranges,
  trimmed: Ranges,
  caseSensitive: boolean,
): Int32Array {
  const count = compared.from.length;
  const keyStrings = new Map<number, string>();
  const keyOf = (line: number): KeyText => {
    const own = keyStrings.get(line);
    return own === undefined
      ? { text, start: compared.from[line] ?? 0, end: compared.to[line] ?? 0 }
      : { text: own, start: 0, end: own.length };
  };
  const table = new Int32Array(2 ** Math.ceil(Math.log2(count * 2 + 2))).fill(-1);
  const mask = table.length - 1;
  const kept = new Int32Array(count);
  let keptCount = 0;
  for (let line = 0; line < count; line++) {
    if (trimmed.from[line] === trimmed.to[line]) {
      kept[keptCount++] = line; // blank lines are never duplicates
      continue;
    }
    const start = compared.from[line] ?? 0;
    const end = compared.to[line] ?? 0;
    if (!caseSensitive || mayChangeUnderNfc(text, start, end)) {
      const key = text.slice(start, end).normalize("NFC");
      // Upper then lower case folds "ß"/"SS" and "ς"/"σ" together, which lowercasing alone does not.
      keyStrings.set(line, caseSensitive ? key : key.toUpperCase().toLowerCase());
    }
    const key = keyOf(line);
    let slot = hashOf(key) & mask;
    let duplicate = false;
    for (let other = table[slot] ?? -1; other >= 0; other = table[slot] ?? -1) {
      if (sameKey(key, keyOf(other))) {
        duplicate = true;
        break;
      }
      slot = (slot + 1) & mask;
    }
    if (duplicate) continue;
    table[slot] = line;
    kept[keptCount++] = line;
  }
  return kept.subarray(0, keptCount);
}

/** A key: text[start, end). */
type KeyText = { text: string; start: number; end: number };

/** FNV-1a over the key's code units. */
function hashOf({ text, start, end }: KeyText): number {
  let hash = 0x811c9dc5;
  for (let at = start; at < end; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
  return hash >>> 0;
}

function sameKey(a: KeyText, b: KeyText): boolean {
  const length = a.end - a.start;
  return b.end - b.start === length && sameUnits(a.text, a.start, b.text, b.start, length);
}
