// The generated tables, read into maps on first use (in the worker: the page itself never loads them).
import { codePointLabel } from "./code-point-label.ts";
import { LETTERS, NAMES } from "./unicode-data.generated.ts";

/** A letter of the confusables data: its script (ISO 15924) and the letter it is drawn like. */
export interface LetterInfo {
  script: string;
  skeleton: number;
}

let names: Map<number, string> | undefined;
let letters: Map<number, LetterInfo> | undefined;
let bySkeleton: Map<number, number[]> | undefined;

const fields = (table: string) => table.split("\n").map((line) => line.split(" "));

/** The Unicode name of a character the tool flags, or its code point when it has none here. */
export function unicodeName(codePoint: number): string {
  names ??= new Map(
    fields(NAMES).map(([code = "", ...words]) => [Number.parseInt(code, 16), words.join(" ")]),
  );
  return names.get(codePoint) ?? codePointLabel(codePoint);
}

/** The letters that pass for a letter of another script, each with its script and skeleton. */
export function confusableLetters(): ReadonlyMap<number, LetterInfo> {
  letters ??= new Map(
    fields(LETTERS).map(([letter = "", skeleton = "", script = ""]) => [
      Number.parseInt(letter, 16),
      { script, skeleton: Number.parseInt(skeleton, 16) },
    ]),
  );
  return letters;
}

/** The letters drawn like a skeleton, the skeleton itself first. */
export function lettersDrawnLike(skeleton: number): readonly number[] {
  if (!bySkeleton) {
    bySkeleton = new Map();
    for (const [letter, info] of confusableLetters()) {
      const group = bySkeleton.get(info.skeleton) ?? [];
      if (letter === info.skeleton) group.unshift(letter);
      else group.push(letter);
      bySkeleton.set(info.skeleton, group);
    }
  }
  return bySkeleton.get(skeleton) ?? [];
}
