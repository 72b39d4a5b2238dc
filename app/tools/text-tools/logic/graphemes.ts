/**
 * Grapheme clusters, what a reader calls one character ("é" written e + U+0301, "👨‍👩‍👧", "🇫🇷"),
 * without paying Intl.Segmenter's price everywhere: it costs about 150 ns per cluster plus several
 * microseconds per call, i.e. seconds on 10 MB. Almost all text is made of code points that cannot
 * join a neighbour, and there a cluster is simply one code point (or CR LF). Only the short stretches
 * around joining code points go to the segmenter, all of them in one call.
 */

import { isHighSurrogate, isLowSurrogate } from "./utf16.ts";

// Code points that can join a neighbour into one cluster (UAX #29: Extend, ZWJ, SpacingMark,
// Prepend, Regional_Indicator, Hangul jamo). All format characters (Cf) are included because most
// Prepend characters are among them: over-including only sends a little more text to the segmenter.
const JOINING =
  /[\p{Grapheme_Extend}\p{Emoji_Modifier}\p{Regional_Indicator}\p{Mc}\p{Cf}\u0D4E\u0E33\u0EB3\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\u{111C2}\u{111C3}\u{113D1}\u{1193F}\u{11941}\u{11A3A}\u{11A84}-\u{11A89}\u{11D46}\u{11F02}]/u;

// Nothing below U+0300 joins (ASCII, Latin-1, Latin Extended).
const FIRST_CANDIDATE = 0x300;

let candidates: Uint8Array | undefined;

/**
 * 1 for the joining BMP code units and the high surrogates whose block of 1,024 code points holds a
 * joining one, computed once (a few milliseconds). Scanning the text with this table, in a loop of its
 * own, is faster than with a regular expression of the same ranges, and property classes under the
 * `u` flag are ten times slower still. A matched surrogate pair is then looked up on its own (cached), so common emoji
 * such as 😀 (in a block without joining code points) cost nothing.
 */
function candidateTable(): Uint8Array {
  if (candidates) return candidates;
  candidates = new Uint8Array(0x10000);
  for (let unit = FIRST_CANDIDATE; unit <= 0xffff; unit++) {
    const joining = isHighSurrogate(unit)
      ? blockHasJoining(unit)
      : !isLowSurrogate(unit) && JOINING.test(String.fromCharCode(unit));
    if (joining) candidates[unit] = 1;
  }
  return candidates;
}

// Joining code points outside the BMP are in plane 1 (marks of historic scripts, regional indicators,
// emoji modifiers) and plane 14 (tags, variation selectors); planes 2, 3, 15 and 16 hold ideographs
// and private use only, and are not scanned.
function blockHasJoining(highSurrogate: number): boolean {
  const first = ((highSurrogate - 0xd800) << 10) + 0x10000;
  const plane = first >> 16;
  if (plane !== 1 && plane !== 14) return false;
  for (let codePoint = first; codePoint < first + 0x400; codePoint++) {
    if (JOINING.test(String.fromCodePoint(codePoint))) return true;
  }
  return false;
}

const astralJoining = new Map<number, boolean>();

function isJoiningAstral(codePoint: number): boolean {
  let joining = astralJoining.get(codePoint);
  if (joining === undefined) {
    joining = JOINING.test(String.fromCodePoint(codePoint));
    astralJoining.set(codePoint, joining);
  }
  return joining;
}

function isLineBreak(unit: number): boolean {
  return unit === 10 || unit === 13;
}

/** End of the code point starting at `index` (a surrogate pair is one code point). */
function codePointEnd(text: string, index: number): number {
  return isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1))
    ? index + 2
    : index + 1;
}

/** Start of the code point ending at `end`. */
function codePointStart(text: string, end: number): number {
  return isLowSurrogate(text.charCodeAt(end - 1)) && isHighSurrogate(text.charCodeAt(end - 2))
    ? end - 2
    : end - 1;
}

/**
 * Flat [start, end, start, end…] list of the stretches that need the segmenter: each joining code
 * point with the code point before and after it, overlapping stretches merged, never crossing a line
 * break. Between two code points that do not join, UAX #29 always breaks (CR LF aside, and line
 * breaks never enter a stretch), so cutting the text there keeps every cluster whole.
 */
function joiningStretches(text: string): number[] {
  const stretches: number[] = [];
  const table = candidateTable();
  for (
    let index = nextCandidate(text, table, 0);
    index < text.length;
    index = nextCandidate(text, table, index + 1)
  ) {
    const end = codePointEnd(text, index);
    if (isHighSurrogate(text.charCodeAt(index)) && !isJoiningAstral(text.codePointAt(index) ?? 0)) {
      index = end - 1;
      continue;
    }
    const start = index > 0 && !isLineBreak(text.charCodeAt(index - 1)) ? codePointStart(text, index) : index;
    const stop = end < text.length && !isLineBreak(text.charCodeAt(end)) ? codePointEnd(text, end) : end;
    const previousStop = stretches.at(-1);
    if (previousStop !== undefined && start < previousStop) stretches[stretches.length - 1] = stop;
    else stretches.push(start, stop);
    index = end - 1;
  }
  return stretches;
}

/** The first candidate code unit from `from` on, or the text's length: a loop small enough to run fast. */
function nextCandidate(text: string, table: Uint8Array, from: number): number {
  let index = from;
  while (index < text.length && table[text.charCodeAt(index)] === 0) index++;
  return index;
}

let segmenter: Intl.Segmenter | undefined;

/** Where each stretch's clusters end, from one segmenter call on the stretches joined by "\n". */
function clusterEnds(text: string, stretches: readonly number[]): number[] {
  const pieces: string[] = [];
  for (let s = 0; s < stretches.length; s += 2) pieces.push(text.slice(stretches[s], stretches[s + 1]));
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  const ends: number[] = [];
  let stretch = 0;
  let shift = stretches[0] ?? 0; // offset in `text` minus offset in the joined pieces
  for (const { segment, index } of segmenter.segment(pieces.join("\n"))) {
    // "\n" never occurs inside a stretch and is always a cluster of its own: it is the separator.
    if (segment === "\n") {
      stretch += 2;
      shift = (stretches[stretch] ?? 0) - (index + 1);
    } else {
      ends.push(index + shift + segment.length);
    }
  }
  return ends;
}

const CARRIAGE_RETURN = 13;

/**
 * Outside the stretches, whether a code unit is a cluster by itself: CR may start CR LF, and a high
 * surrogate a pair.
 */
export function standsAlone(unit: number): boolean {
  return unit !== CARRIAGE_RETURN && !isHighSurrogate(unit);
}

/**
 * Walks a text cluster by cluster, front to back: `end(start)` gives the end of the cluster starting
 * at `start`, which must be the end of the previous cluster (or 0), and not past the end of
 * plainUntil's answer. Outside the stretches a cluster is one code point, or CR LF.
 */
export class GraphemeCursor {
  private readonly text: string;
  private readonly stretches: readonly number[];
  private readonly ends: readonly number[];
  private stretch = 0;
  private cluster = 0;
  // Kept in fields so the hot path never reads past the end of an array, which deoptimizes it.
  private nextStretch: number;
  private stretchEnd = 0;

  constructor(text: string) {
    this.text = text;
    this.stretches = joiningStretches(text);
    this.ends = this.stretches.length > 0 ? clusterEnds(text, this.stretches) : [];
    this.nextStretch = this.stretches.length > 0 ? (this.stretches[0] ?? 0) : text.length;
  }

  /**
   * Where the next stretch starts, when `start` (an answer of end()) is outside one: until there,
   * a caller may take each code unit that standsAlone() for a cluster without asking.
   */
  plainUntil(start: number): number {
    return start < this.stretchEnd ? start : this.nextStretch;
  }

  end(start: number): number {
    if (start === this.nextStretch) {
      this.stretchEnd = this.stretches[this.stretch + 1] ?? start;
      this.stretch += 2;
      this.nextStretch =
        this.stretch < this.stretches.length ? (this.stretches[this.stretch] ?? 0) : this.text.length;
    }
    if (start < this.stretchEnd) return this.ends[this.cluster++] ?? this.stretchEnd;
    const unit = this.text.charCodeAt(start);
    if (unit === 13) return this.text.charCodeAt(start + 1) === 10 ? start + 2 : start + 1;
    return isHighSurrogate(unit) && isLowSurrogate(this.text.charCodeAt(start + 1)) ? start + 2 : start + 1;
  }
}
