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

const MAX_CHANGES = 12;

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

/** A distinct cluster of the text, its normal forms, and how often it occurs. */
interface Cluster {
  from: string;
  nfc: string;
  nfkc: string;
  /** NFD would take it apart: it holds a precomposed letter. */
  composed: boolean;
  count: number;
}

// Distinct clusters remembered; a text with more (only a made-up one has) has the rest normalised each
// time they occur and counted, without a place in the list of changes.
const MAX_DISTINCT = 50_000;

function formsOf(from: string): Cluster {
  return {
    from,
    nfc: from.normalize("NFC"),
    nfkc: from.normalize("NFKC"),
    composed: from.normalize("NFD") !== from,
    count: 0,
  };
}

/** The totals of a text's clusters, and the commonest changes of each form. */
class Totals {
  composed = 0;
  decomposed = 0;
  nfc = 0;
  nfkc = 0;

  add(cluster: Cluster, times: number): void {
    if (cluster.composed) this.composed += times;
    if (cluster.nfc !== cluster.from) {
      this.nfc += times;
      if (cluster.nfc.length < cluster.from.length) this.decomposed += times;
    }
    if (cluster.nfkc !== cluster.from) this.nfkc += times;
  }
}

function commonest(clusters: Cluster[], form: "nfc" | "nfkc"): Change[] {
  return clusters
    .filter((cluster) => cluster[form] !== cluster.from)
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_CHANGES)
    .map((cluster) => ({ from: cluster.from, to: cluster[form], count: cluster.count }));
}

export function normalization(text: string): Normalization {
  // Clusters of a BMP letter and at most two BMP marks (nearly all) are keyed by number: no string is
  // cut out of the text for them once they are known.
  const byNumber = new Map<number, Cluster>();
  const byText = new Map<string, Cluster>();
  const totals = new Totals();
  let composed = 0;

  const remember = <K>(map: Map<K, Cluster>, key: K, start: number, end: number) => {
    let cluster = map.get(key);
    if (!cluster) {
      cluster = formsOf(text.slice(start, end));
      if (byNumber.size + byText.size >= MAX_DISTINCT) return totals.add(cluster, 1);
      map.set(key, cluster);
    }
    cluster.count++;
  };

  // Only a cluster with a mark, or a character that changes alone, is normalised: everything else
  // (ASCII, a letter already composed) is read from the table.
  let start = 0;
  let starter = 0;
  let key = 0;
  let marks = 0;
  // Marks before any letter have no base: they are keyed by their text.
  let numeric = false;
  for (let i = 0; i <= text.length; ) {
    const code = i < text.length ? text.charCodeAt(i) : 0;
    const codePoint = code < 0xd800 ? code : (text.codePointAt(i) ?? code);
    const own = code < 0x80 ? 0 : flags.get(codePoint) - 1;
    if (own & IS_MARK && i < text.length) {
      marks++;
      key = key * 0x10000 + codePoint;
      numeric &&= marks <= 2 && codePoint < 0x10000;
    } else {
      if (marks > 0 || starter & CHANGES_ALONE) {
        if (numeric) remember(byNumber, marks === 1 ? key * 0x10000 : key, start, i);
        else remember(byText, text.slice(start, i), start, i);
      } else if (starter & COMPOSED) {
        composed++;
      }
      start = i;
      starter = own;
      key = codePoint;
      marks = 0;
      numeric = codePoint < 0x10000;
    }
    i += codePoint > 0xffff ? 2 : 1;
  }

  const clusters = [...byNumber.values(), ...byText.values()];
  for (const cluster of clusters) totals.add(cluster, cluster.count);
  return {
    composed: composed + totals.composed,
    decomposed: totals.decomposed,
    nfc: { count: totals.nfc, changes: commonest(clusters, "nfc") },
    nfkc: { count: totals.nfkc, changes: commonest(clusters, "nfkc") },
  };
}
