// What the page shows of a text: each distinct flagged character with its name and count, where the
// first of them sit (for the marked view), the text hidden in tag characters, and the normal forms.
import { CHARACTER_CLASSES, type CharacterClass } from "./char-classes.ts";
import { decodeHiddenText, type HiddenText } from "./hidden-text.ts";
import { type Normalization, normalization } from "./normalization.ts";
import { findOccurrences } from "./scan.ts";
import { confusableLetters, unicodeName } from "./unicode-data.ts";
import { MAX_MARKS, VIEW_LENGTH } from "./view.ts";

/** A distinct flagged character: for a look-alike letter, a distinct letter and the one it passes for. */
export interface Finding {
  kind: CharacterClass;
  codePoint: number;
  name: string;
  count: number;
  /** For a look-alike: its script and the letter (and script) it is drawn like, ISO 15924 codes. */
  lookalike?: { script: string; passesFor: number; passesForScript: string; passesForName: string };
}

/** A flagged character in the marked view: where it is and which finding it is. */
export type Mark = readonly [index: number, length: number, finding: number];

export interface Analysis {
  /** Length of the text in UTF-16 code units, as the page measures it. */
  length: number;
  findings: Finding[];
  /** Count of flagged characters per kind, every kind present. */
  counts: Record<CharacterClass, number>;
  /** The flagged characters of the first VIEW_LENGTH code units, at most MAX_MARKS of them. */
  marks: Mark[];
  hiddenTexts: HiddenText[];
  normalization: Normalization;
}

const MAX_HIDDEN_TEXTS = 20;

export function analyze(text: string): Analysis {
  const occurrences = findOccurrences(text);
  const findings: Finding[] = [];
  const byKey = new Map<string, number>();
  const counts = Object.fromEntries(CHARACTER_CLASSES.map((kind) => [kind, 0])) as Record<
    CharacterClass,
    number
  >;
  const marks: Mark[] = [];
  for (const occurrence of occurrences) {
    const { kind, codePoint, passesFor } = occurrence;
    counts[kind]++;
    const key = `${kind}:${codePoint}:${passesFor ?? ""}`;
    let at = byKey.get(key);
    if (at === undefined) {
      at = findings.push(findingOf(occurrence)) - 1;
      byKey.set(key, at);
    } else {
      const finding = findings[at];
      if (finding) finding.count++;
    }
    if (occurrence.index < VIEW_LENGTH && marks.length < MAX_MARKS)
      marks.push([occurrence.index, occurrence.length, at]);
  }
  return {
    length: text.length,
    findings,
    counts,
    marks,
    hiddenTexts: decodeHiddenText(text, occurrences).slice(0, MAX_HIDDEN_TEXTS),
    normalization: normalization(text),
  };
}

function findingOf({
  kind,
  codePoint,
  passesFor,
}: {
  kind: CharacterClass;
  codePoint: number;
  passesFor?: number;
}): Finding {
  const finding: Finding = { kind, codePoint, name: unicodeName(codePoint), count: 1 };
  if (passesFor !== undefined) {
    const letters = confusableLetters();
    finding.lookalike = {
      script: letters.get(codePoint)?.script ?? (codePoint < 0x80 ? "Latn" : "Zzzz"),
      passesFor,
      passesForScript: letters.get(passesFor)?.script ?? "Zzzz",
      passesForName: unicodeName(passesFor),
    };
  }
  return finding;
}
