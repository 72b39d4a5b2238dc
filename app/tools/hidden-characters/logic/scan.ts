// One pass over the text that finds every character the tool shows, with its place. Most of a text is
// ASCII, read without a look-up; any other code point is classified once and remembered.
import { CHARACTER_CLASSES, type CharacterClass, fixedClassOf } from "./char-classes.ts";
import { CodePointTable } from "./code-point-table.ts";
import { letterScript, letterScriptNumber, scriptGroup } from "./scripts.ts";
import { confusableLetters, lettersDrawnLike } from "./unicode-data.ts";

/** One flagged character in the text (index and length in UTF-16 code units). */
export interface Occurrence {
  index: number;
  length: number;
  codePoint: number;
  kind: CharacterClass;
  /** For a look-alike letter: the letter of the word's script it is drawn like. */
  passesFor?: number;
}

// What a code point is to the scan, numbered for the table: a fixed kind is KIND + its index.
const OTHER = 1;
const LETTER = 2;
const MARK = 3;
const KIND = 4;

const LETTER_PATTERN = /^\p{L}$/u;
const MARK_PATTERN = /^\p{M}$/u;

const roles = new CodePointTable((codePoint) => {
  const kind = fixedClassOf(codePoint);
  if (kind) return KIND + CHARACTER_CLASSES.indexOf(kind);
  const character = String.fromCodePoint(codePoint);
  if (LETTER_PATTERN.test(character)) return LETTER;
  return MARK_PATTERN.test(character) ? MARK : OTHER;
});

// Invisible characters that a reader does not see as a break: a word they sit in stays one word.
const INSIDE_WORDS: ReadonlySet<CharacterClass> = new Set([
  "zero-width",
  "format",
  "variation-selector",
  "tag",
]);

function isAsciiLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

function isAsciiControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

const NO_SCRIPT = 0;
const LATIN = 1;

/** Every flagged character of the text, in the order of the text. */
export function findOccurrences(text: string): Occurrence[] {
  const found: Occurrence[] = [];
  // The word being read: where it starts (-1: none), its first letter's script, whether another came.
  let wordStart = -1;
  let wordScript = NO_SCRIPT;
  let mixed = false;
  let sorted = true;

  for (let i = 0; i <= text.length; ) {
    const code = i < text.length ? text.charCodeAt(i) : -1;
    let length = 1;
    let endsWord = true;
    if (code >= 0 && code < 0x80) {
      if (isAsciiLetter(code)) {
        endsWord = false;
        if (wordStart < 0) wordStart = i;
        if (wordScript === NO_SCRIPT) wordScript = LATIN;
        else if (wordScript !== LATIN) mixed = true;
      } else if (isAsciiControl(code)) {
        found.push({ index: i, length: 1, codePoint: code, kind: "control" });
      }
    } else if (code >= 0) {
      const codePoint = text.codePointAt(i) ?? code;
      length = codePoint > 0xffff ? 2 : 1;
      const role = roles.get(codePoint);
      if (role === LETTER) {
        endsWord = false;
        if (wordStart < 0) wordStart = i;
        const script = letterScriptNumber(codePoint);
        if (script !== NO_SCRIPT) {
          if (wordScript === NO_SCRIPT) wordScript = script;
          else if (script !== wordScript) mixed = true;
        }
      } else if (role >= KIND) {
        const kind = CHARACTER_CLASSES[role - KIND] as CharacterClass;
        endsWord = !INSIDE_WORDS.has(kind);
        found.push({ index: i, length, codePoint, kind });
      } else {
        endsWord = role !== MARK;
      }
    }
    if (endsWord && wordStart >= 0) {
      if (mixed) {
        const before = found.length;
        lookalikesInWord(text, wordStart, i, found);
        const last = found[before - 1];
        if (last && found.length > before && last.index > (found[before]?.index ?? 0)) sorted = false;
      }
      wordStart = -1;
      wordScript = NO_SCRIPT;
      mixed = false;
    }
    i += length;
  }
  return sorted ? found : found.sort((a, b) => a.index - b.index);
}

/**
 * In a word that mixes scripts, the letters of the fewer scripts that are drawn like a letter of the
 * word's main script (the one most of its letters are in; on a tie, its first letter's).
 */
function lookalikesInWord(text: string, start: number, end: number, found: Occurrence[]): void {
  const letters: { index: number; codePoint: number; script: string }[] = [];
  const counts = new Map<string, number>();
  for (let i = start; i < end; ) {
    const codePoint = text.codePointAt(i) ?? 0;
    const script = (codePoint < 0x80 ? isAsciiLetter(codePoint) : roles.get(codePoint) === LETTER)
      ? letterScript(codePoint)
      : null;
    if (script !== null) {
      letters.push({ index: i, codePoint, script });
      counts.set(script, (counts.get(script) ?? 0) + 1);
    }
    i += codePoint > 0xffff ? 2 : 1;
  }
  let main = letters[0]?.script ?? "";
  for (const [script, count] of counts) if (count > (counts.get(main) ?? 0)) main = script;
  for (const letter of letters) {
    if (letter.script === main) continue;
    const passesFor = lookalikeIn(letter.codePoint, main);
    if (passesFor !== undefined)
      found.push({
        index: letter.index,
        length: letter.codePoint > 0xffff ? 2 : 1,
        codePoint: letter.codePoint,
        kind: "lookalike",
        passesFor,
      });
  }
}

/** A letter of the script group `script` drawn like this letter, if the confusables data knows one. */
function lookalikeIn(codePoint: number, script: string): number | undefined {
  const skeleton = confusableLetters().get(codePoint)?.skeleton;
  if (skeleton === undefined) return undefined;
  return lettersDrawnLike(skeleton).find((other) => {
    const info = confusableLetters().get(other);
    return other !== codePoint && info !== undefined && scriptGroup(info.script) === script;
  });
}
