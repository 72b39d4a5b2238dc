// How a text's accents are encoded, and what NFC and NFKC would change in it. Normalising a whole
// 10 MB text takes a second or more, so the text is read cluster by cluster (a letter and the marks
// after it), each distinct cluster normalised once.
import { CodePointTable } from "./code-point-table.ts";

export type NormalForm = "NFC" | "NFKC";

/** One kind of change a normal form would make, and how often. */
export interface Change {
  from: string;
  to: string;
  count: number;
}

export interface FormEffect {
  /** Clusters that would change. */
  count: number;
  /** The most frequent distinct changes, at most MAX_CHANGES. */
  changes: Change[];
}

export interface Normalization {
  /** Letters written with their accent in one character (é), the usual form (NFC). */
  composed: number;
  /** Letters written as a letter and combining accents (e + ◌́, NFD), which NFC would compose. */
  decomposed: number;
  nfc: FormEffect;
  nfkc: FormEffect;
}

export const MAX_CHANGES = 12;
// Distinct changes remembered while reading; a text with more shows the commonest of these.
const MAX_TRACKED = 500;

const MARK = /^\p{M}$/u;

// What one code point is, alone, to the normal forms: flags, plus 1 so that 0 means "not computed".
const IS_MARK = 1;
const COMPOSED = 2;
const CHANGES_ALONE = 4;

const flags = new CodePointTable((codePoint) => {
  const character = String.fromCodePoint(codePoint);
  let value = MARK.test(character) ? IS_MARK : 0;
  if (character.normalize("NFD") !== character) value |= COMPOSED;
  if (character.normalize("NFC") !== character || character.normalize("NFKC") !== character)
    value |= CHANGES_ALONE;
  return value + 1;
});

interface ClusterForms {
  nfc: string;
  nfkc: string;
  /** NFD would take it apart: it holds a precomposed letter. */
  composed: boolean;
}

class Tally {
  count = 0;
  private readonly changes = new Map<string, Change>();

  add(from: string, to: string): void {
    this.count++;
    const change = this.changes.get(from);
    if (change) change.count++;
    else if (this.changes.size < MAX_TRACKED) this.changes.set(from, { from, to, count: 1 });
  }

  effect(): FormEffect {
    const changes = [...this.changes.values()].sort((a, b) => b.count - a.count).slice(0, MAX_CHANGES);
    return { count: this.count, changes };
  }
}

export function normalization(text: string): Normalization {
  const forms = new Map<string, ClusterForms>();
  const nfc = new Tally();
  const nfkc = new Tally();
  let composed = 0;
  let decomposed = 0;

  const cluster = (start: number, end: number) => {
    const from = text.slice(start, end);
    let known = forms.get(from);
    if (!known) {
      known = {
        nfc: from.normalize("NFC"),
        nfkc: from.normalize("NFKC"),
        composed: from.normalize("NFD") !== from,
      };
      forms.set(from, known);
    }
    if (known.composed) composed++;
    if (known.nfc !== from) {
      nfc.add(from, known.nfc);
      if (known.nfc.length < from.length) decomposed++;
    }
    if (known.nfkc !== from) nfkc.add(from, known.nfkc);
  };

  // Only a cluster with a mark, or a character that changes alone, is normalised: everything else
  // (ASCII, a letter already composed) is read from the table.
  let start = 0;
  let starter = 0;
  let hasMark = false;
  for (let i = 0; i <= text.length; ) {
    const code = i < text.length ? text.charCodeAt(i) : 0;
    const codePoint = code < 0xd800 ? code : (text.codePointAt(i) ?? code);
    const own = code < 0x80 ? 0 : flags.get(codePoint) - 1;
    if (own & IS_MARK && i < text.length) {
      hasMark = true;
    } else {
      if (hasMark || starter & CHANGES_ALONE) cluster(start, i);
      else if (starter & COMPOSED) composed++;
      start = i;
      starter = own;
      hasMark = false;
    }
    i += codePoint > 0xffff ? 2 : 1;
  }
  return { composed, decomposed, nfc: nfc.effect(), nfkc: nfkc.effect() };
}
