import { align } from "./align.ts";
import { type KeyOf, keyFunction } from "./keys.ts";
import type { CompareOptions } from "./options.ts";
import { countGraphemes, cut, Interner, type Level, type Pieces, unitStart } from "./pieces.ts";

/**
 * One stretch of the comparison. `same` holds each text's own wording, which may differ in what the
 * options ignore (case, accents…); `deleted` is only in the first text, `inserted` only in the second.
 */
export type Part =
  | { kind: "same"; a: string; b: string }
  | { kind: "deleted"; text: string }
  | { kind: "inserted"; text: string };

export type Comparison = {
  parts: Part[];
  /** Changes: runs of deleted and inserted text between two unchanged stretches. */
  changes: number;
  /** Characters (grapheme clusters) only in the first text, and only in the second. */
  deleted: number;
  inserted: number;
  /** Share of characters unchanged, from 0 to 1: see similarity(). */
  similarity: number;
  /** Some passages were too different to align within the time allowed, and are shown replaced whole. */
  approximate: boolean;
};

export type CompareSettings = {
  /** The page's language, for word boundaries. */
  locale: string;
  /** Milliseconds after which passages not yet aligned are shown replaced whole (default 1.5 s). */
  budget?: number;
  /** Called as the comparison goes, with the share of the first text done (0 to 1). */
  onProgress?: (done: number) => void;
};

const DEFAULT_BUDGET_MS = 1500;

type Run = {
  keyOf: KeyOf;
  locale: string;
  finest: Level;
  deadline: number;
  approximate: boolean;
  parts: Part[];
};

/**
 * Compares two texts. Both are first put in NFC, so a Vietnamese letter typed as one code point or as a
 * letter and its marks is the same letter, and their line breaks made "\n" (a file written on Windows
 * against a pasted text). Lines are aligned first; the lines that differ are compared word by word,
 * and in character mode the words that differ character by character (grapheme clusters, so an
 * emoji or a letter with its marks is never split). By word, changed words apart only by spaces are
 * one change (see joinAcrossSpaces), and the counts are those of the changes as shown.
 */
export function compareTexts(
  first: string,
  second: string,
  options: CompareOptions,
  settings: CompareSettings,
): Comparison {
  const a = normalise(first);
  const b = normalise(second);
  const run: Run = {
    keyOf: keyFunction(options),
    locale: settings.locale,
    finest: options.granularity === "character" ? "character" : "word",
    deadline: Date.now() + (settings.budget ?? DEFAULT_BUDGET_MS),
    approximate: false,
    parts: [],
  };
  if (!compareAt(run, a, b, "line", settings.onProgress)) replaced(run, a, b);
  const merged = mergeParts(run.parts);
  const parts = run.finest === "word" ? joinAcrossSpaces(merged) : merged;
  let changes = 0;
  let inChange = false;
  for (const part of parts) {
    if (part.kind === "same") inChange = false;
    else if (!inChange) {
      changes++;
      inChange = true;
    }
  }
  const firstLength = countGraphemes(a);
  const secondLength = countGraphemes(b);
  const { deleted, inserted } = changedGraphemes(parts, firstLength, secondLength);
  return {
    parts,
    changes,
    deleted,
    inserted,
    similarity: similarity(firstLength, secondLength, deleted, inserted),
    approximate: run.approximate,
  };
}

/**
 * Characters deleted and inserted. Each text is its unchanged parts plus its changed ones, so only the
 * shorter of the two is counted (grapheme by grapheme: a megabyte costs a tenth of a second) and the
 * other is the difference: the changes of two similar texts, or what two unrelated texts share.
 */
function changedGraphemes(
  parts: readonly Part[],
  firstLength: number,
  secondLength: number,
): { deleted: number; inserted: number } {
  let sameChars = 0;
  let changedChars = 0;
  for (const part of parts) {
    if (part.kind === "same") sameChars += part.a.length + part.b.length;
    else changedChars += part.text.length;
  }
  let deleted = 0;
  let inserted = 0;
  if (changedChars <= sameChars) {
    for (const part of parts) {
      if (part.kind === "deleted") deleted += countGraphemes(part.text);
      else if (part.kind === "inserted") inserted += countGraphemes(part.text);
    }
    return { deleted, inserted };
  }
  let sameA = 0;
  let sameB = 0;
  for (const part of parts) {
    if (part.kind !== "same") continue;
    sameA += countGraphemes(part.a);
    sameB += countGraphemes(part.b);
  }
  return { deleted: firstLength - sameA, inserted: secondLength - sameB };
}

export function normalise(text: string): string {
  return text.normalize("NFC").replace(/\r\n?/g, "\n");
}

/**
 * The characters left unchanged, counted in both texts, over all the characters of both: 2 × 90
 * unchanged out of 100 + 110 is 86 %. Two empty texts are the same text.
 */
export function similarity(
  firstLength: number,
  secondLength: number,
  deleted: number,
  inserted: number,
): number {
  const total = firstLength + secondLength;
  return total === 0 ? 1 : (total - deleted - inserted) / total;
}

const FINER: Readonly<Record<Level, Level>> = { line: "word", word: "character", character: "character" };

/** Compares two stretches at a level; false, with nothing added, if the deadline passed while cutting them. */
function compareAt(
  run: Run,
  a: string,
  b: string,
  level: Level,
  onProgress?: (done: number) => void,
): boolean {
  const interner = new Interner();
  const left = cut(a, level, run.locale, run.keyOf, interner, run.deadline);
  const right = left && cut(b, level, run.locale, run.keyOf, interner, run.deadline);
  if (!left || !right) return false;
  pushSame(run, a.slice(0, left.head), b.slice(0, right.head));
  const alignment = align(left.ids, right.ids, run.deadline);
  if (!alignment.complete) run.approximate = true;
  let aAt = 0;
  let bAt = 0;
  for (const match of [...alignment.runs, { aStart: left.ids.length, bStart: right.ids.length, length: 0 }]) {
    compareGap(run, slice(left, aAt, match.aStart), slice(right, bAt, match.bStart), level);
    if (match.length > 0) {
      pushSame(
        run,
        slice(left, match.aStart, match.aStart + match.length),
        slice(right, match.bStart, match.bStart + match.length),
      );
    }
    aAt = match.aStart + match.length;
    bAt = match.bStart + match.length;
    if (onProgress && a.length > 0) onProgress(unitStart(left, Math.min(aAt, left.ids.length)) / a.length);
  }
  return true;
}

/** What differs between two aligned stretches: looked at more closely, or shown deleted and inserted. */
function compareGap(run: Run, a: string, b: string, level: Level): void {
  if (a === "" && b === "") return;
  const finer = level !== run.finest && a !== "" && b !== "";
  if (finer && Date.now() < run.deadline && compareAt(run, a, b, FINER[level])) return;
  if (finer) replaced(run, a, b);
  else pushChange(run, a, b);
}

/** Two stretches shown replaced whole, as the time allowed to look into them ran out. */
function replaced(run: Run, a: string, b: string): void {
  run.approximate = true;
  pushChange(run, a, b);
}

function pushChange(run: Run, a: string, b: string): void {
  if (a !== "") run.parts.push({ kind: "deleted", text: a });
  if (b !== "") run.parts.push({ kind: "inserted", text: b });
}

function pushSame(run: Run, a: string, b: string): void {
  if (a !== "" || b !== "") run.parts.push({ kind: "same", a, b });
}

/** Units [from, to) of a cut text, with what the options ignored after the last one. */
function slice(pieces: Pieces, from: number, to: number): string {
  if (from >= to) return "";
  return pieces.text.slice(unitStart(pieces, from), pieces.ends[to - 1] ?? pieces.text.length);
}

/** Neighbouring parts of one kind become one. */
function mergeParts(parts: readonly Part[]): Part[] {
  const merged: Part[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (last?.kind === "same" && part.kind === "same") {
      merged[merged.length - 1] = { kind: "same", a: last.a + part.a, b: last.b + part.b };
    } else if (last && last.kind === part.kind && part.kind !== "same" && last.kind !== "same") {
      merged[merged.length - 1] = { kind: part.kind, text: last.text + part.text };
    } else {
      merged.push(part);
    }
  }
  return merged;
}

/** Spaces and tabs, not a line break: changes on two lines stay two changes. */
const SPACES_ONLY = /^[^\S\n]+$/;

/**
 * Changed words apart only by spaces become one change, the spaces changed on both sides: a phrase
 * rewritten is one change, « cho biết » → « khẳng định » and not « cho » → « khẳng » then « biết » →
 * « định » around an unchanged space. Vietnamese writes a space between the syllables of a word, so
 * without this every two-syllable word rewritten would count twice. Each change is then its deleted
 * text and its inserted text, each in its own text's order.
 */
function joinAcrossSpaces(parts: readonly Part[]): Part[] {
  const joined: Part[] = [];
  let deleted = "";
  let inserted = "";
  let inChange = false;
  const close = () => {
    if (deleted !== "") joined.push({ kind: "deleted", text: deleted });
    if (inserted !== "") joined.push({ kind: "inserted", text: inserted });
    deleted = "";
    inserted = "";
    inChange = false;
  };
  parts.forEach((part, index) => {
    if (part.kind === "deleted") {
      deleted += part.text;
      inChange = true;
    } else if (part.kind === "inserted") {
      inserted += part.text;
      inChange = true;
    } else if (
      inChange &&
      (parts[index + 1]?.kind ?? "same") !== "same" &&
      SPACES_ONLY.test(part.a) &&
      SPACES_ONLY.test(part.b)
    ) {
      deleted += part.a;
      inserted += part.b;
    } else {
      close();
      joined.push(part);
    }
  });
  close();
  return joined;
}
