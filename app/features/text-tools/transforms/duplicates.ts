import { isBlank, joinLines, splitLines } from "./lines.ts";
import { asRecord, readBoolean } from "./options.ts";
import { fail, NO_TEXT, succeed, type TransformResult } from "./result.ts";

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
  const { lines, eol, trailingNewline } = splitLines(text);
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const line of lines) {
    if (isBlank(line)) {
      kept.push(line);
      continue;
    }
    let key = (trim ? line.trim() : line).normalize("NFC");
    // Upper then lower case folds "ß"/"SS" and "ς"/"σ" together, which lowercasing alone does not.
    if (!caseSensitive) key = key.toUpperCase().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(line);
  }
  const removed = lines.length - kept.length;
  if (removed === 0) return fail("messages.noDuplicates");
  return succeed(joinLines(kept, eol, trailingNewline), "messages.duplicatesRemoved", { count: removed });
}
