import { diffArrays } from "diff";

/** a[aStart, aStart + length) equals b[bStart, bStart + length). */
export type Run = { aStart: number; bStart: number; length: number };

/** The equal runs of two sequences, in order; `complete` is false when a stretch was left unaligned. */
export type Alignment = { runs: Run[]; complete: boolean };

/**
 * Aligns two sequences of ids (lines, words or characters, each id standing for a distinct key) by
 * patience diff: the common start and end are set aside, then the items found exactly once on each
 * side are paired in their longest common order and anchor the alignment of what lies between them.
 * Only the stretches without such anchors go to Myers' algorithm (jsdiff), whose cost grows with the
 * product of their length and their differences: anchoring keeps both small, so two 1 MB versions of
 * a text align in milliseconds, and a reader sees moved-around paragraphs as moved rather than as a
 * scatter of matching common words. Past `deadline` (a Date.now() time) a stretch Myers has not
 * finished stays unaligned, shown replaced as a whole, rather than freezing the comparison.
 */
export function align(a: readonly number[], b: readonly number[], deadline: number): Alignment {
  const alignment: Alignment = { runs: [], complete: true };
  alignRange(a, 0, a.length, b, 0, b.length, deadline, alignment);
  return { runs: mergeRuns(alignment.runs), complete: alignment.complete };
}

function alignRange(
  a: readonly number[],
  aFrom: number,
  aTo: number,
  b: readonly number[],
  bFrom: number,
  bTo: number,
  deadline: number,
  into: Alignment,
): void {
  let aLo = aFrom;
  let bLo = bFrom;
  let aHi = aTo;
  let bHi = bTo;
  while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) {
    aLo++;
    bLo++;
  }
  if (aLo > aFrom) into.runs.push({ aStart: aFrom, bStart: bFrom, length: aLo - aFrom });
  while (aHi > aLo && bHi > bLo && a[aHi - 1] === b[bHi - 1]) {
    aHi--;
    bHi--;
  }
  if (aLo < aHi && bLo < bHi) {
    const anchors = uniqueAnchors(a, aLo, aHi, b, bLo, bHi);
    if (anchors === undefined) {
      // Nothing in common: nothing to align (unrelated texts would otherwise cost Myers its worst case).
    } else if (anchors.length === 0) {
      alignByMyers(a, aLo, aHi, b, bLo, bHi, deadline, into);
    } else {
      let aAt = aLo;
      let bAt = bLo;
      for (let index = 0; index < anchors.length; index += 2) {
        const aAnchor = anchors[index] ?? 0;
        const bAnchor = anchors[index + 1] ?? 0;
        alignRange(a, aAt, aAnchor, b, bAt, bAnchor, deadline, into);
        into.runs.push({ aStart: aAnchor, bStart: bAnchor, length: 1 });
        aAt = aAnchor + 1;
        bAt = bAnchor + 1;
      }
      alignRange(a, aAt, aHi, b, bAt, bHi, deadline, into);
    }
  }
  if (aHi < aTo) into.runs.push({ aStart: aHi, bStart: bHi, length: aTo - aHi });
}

/**
 * Flat [aIndex, bIndex, …] pairs of the ids that occur once in a[aLo, aHi) and once in b[bLo, bHi),
 * the longest list of them in the same order on both sides (patience sorting, n log n); undefined
 * when the two stretches have no id in common at all.
 */
function uniqueAnchors(
  a: readonly number[],
  aLo: number,
  aHi: number,
  b: readonly number[],
  bLo: number,
  bHi: number,
): number[] | undefined {
  // id → its index in a, or -1 once seen twice; then the same for b among the ids unique in a.
  const inA = new Map<number, number>();
  for (let i = aLo; i < aHi; i++) {
    const id = a[i] ?? 0;
    inA.set(id, inA.has(id) ? -1 : i);
  }
  const inB = new Map<number, number>();
  let shared = false;
  for (let j = bLo; j < bHi; j++) {
    const id = b[j] ?? 0;
    const i = inA.get(id);
    if (i === undefined) continue;
    shared = true;
    if (i >= 0) inB.set(id, inB.has(id) ? -1 : j);
  }
  if (!shared) return undefined;
  // Pairs in the order of a; the longest increasing run of their b indexes.
  const aIndexes: number[] = [];
  const bIndexes: number[] = [];
  for (let i = aLo; i < aHi; i++) {
    const j = inB.get(a[i] ?? 0);
    if (j !== undefined && j >= 0) {
      aIndexes.push(i);
      bIndexes.push(j);
    }
  }
  const chain = longestIncreasing(bIndexes);
  const pairs: number[] = [];
  for (const k of chain) pairs.push(aIndexes[k] ?? 0, bIndexes[k] ?? 0);
  return pairs;
}

/** Positions of a longest strictly increasing subsequence of `values`. */
export function longestIncreasing(values: readonly number[]): number[] {
  const tails: number[] = []; // tails[k]: position of the smallest last value of a run of length k + 1
  const previous = new Int32Array(values.length);
  for (let position = 0; position < values.length; position++) {
    const value = values[position] ?? 0;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((values[tails[mid] ?? 0] ?? 0) < value) lo = mid + 1;
      else hi = mid;
    }
    previous[position] = lo > 0 ? (tails[lo - 1] ?? -1) : -1;
    tails[lo] = position;
  }
  const chain: number[] = [];
  for (let at = tails.at(-1) ?? -1; at >= 0; at = previous[at] ?? -1) chain.push(at);
  return chain.reverse();
}

function alignByMyers(
  a: readonly number[],
  aLo: number,
  aHi: number,
  b: readonly number[],
  bLo: number,
  bHi: number,
  deadline: number,
  into: Alignment,
): void {
  const timeout = deadline - Date.now();
  const changes = timeout > 0 ? diffArrays(a.slice(aLo, aHi), b.slice(bLo, bHi), { timeout }) : undefined;
  if (!changes) {
    into.complete = false;
    return;
  }
  let aAt = aLo;
  let bAt = bLo;
  for (const change of changes) {
    if (!change.added && !change.removed) into.runs.push({ aStart: aAt, bStart: bAt, length: change.count });
    if (!change.added) aAt += change.count;
    if (!change.removed) bAt += change.count;
  }
}

/** Runs that touch become one. */
function mergeRuns(runs: readonly Run[]): Run[] {
  const merged: Run[] = [];
  for (const run of runs) {
    const last = merged.at(-1);
    if (last && last.aStart + last.length === run.aStart && last.bStart + last.length === run.bStart) {
      last.length += run.length;
    } else {
      merged.push({ ...run });
    }
  }
  return merged;
}
