/**
 * Cuts a page into horizontal strips that can be read at the same time, one Tesseract worker each: the
 * cuts fall only in blank bands that run across the whole width (between lines of text), so no line,
 * letter or diacritic is split, and reading the strips top to bottom keeps the reading order.
 */

/** A strip of the image: rows `top` (included) to `bottom` (excluded). */
export interface Strip {
  top: number;
  bottom: number;
}

/**
 * A row is blank when at most this share of its pixels (and at least two) are ink: a stray pixel, a
 * thin rule or scroll bar running down the page.
 */
const NOISE_SHARE = 1 / 200;

/** The ink of each row: how many of its pixels are on the text's side of mid-grey. */
export function rowInk(gray: Uint8Array, width: number, height: number, lightText: boolean): Uint32Array {
  const ink = new Uint32Array(height);
  for (let y = 0, p = 0; y < height; y++) {
    let count = 0;
    for (const end = p + width; p < end; p++) {
      if ((gray[p] ?? 0) < 128 !== lightText) count++;
    }
    ink[y] = count;
  }
  return ink;
}

interface Run {
  start: number;
  length: number;
  blank: boolean;
}

function runsOf(ink: Uint32Array, width: number): Run[] {
  const limit = Math.max(2, Math.floor(width * NOISE_SHARE));
  const runs: Run[] = [];
  let current: Run | undefined;
  for (let y = 0; y < ink.length; y++) {
    const blank = (ink[y] ?? 0) <= limit;
    if (current?.blank !== blank) {
      current = { start: y, length: 0, blank };
      runs.push(current);
    }
    current.length++;
  }
  return runs;
}

/**
 * Up to `parts` strips holding about the same amount of text (Tesseract's work follows the text, not
 * the pixels). A cut is made only in a blank band at least a quarter as tall as the median line of text
 * (so never in the few rows between a letter and its accent); an image without such bands is one strip.
 */
export function splitIntoStrips(ink: Uint32Array, width: number, parts: number): Strip[] {
  const height = ink.length;
  const runs = runsOf(ink, width);
  const lines = runs.filter((run) => !run.blank).map((run) => run.length);
  if (parts < 2 || lines.length < 2) return [{ top: 0, bottom: height }];
  lines.sort((a, b) => a - b);
  const minGap = Math.max(3, Math.ceil((lines[Math.floor(lines.length / 2)] ?? 0) / 4));

  // Candidate cuts: the middle of each inner blank band tall enough, with the ink above it.
  let total = 0;
  const cuts: { row: number; above: number }[] = [];
  for (const [index, run] of runs.entries()) {
    if (!run.blank) {
      for (let y = run.start; y < run.start + run.length; y++) total += ink[y] ?? 0;
    } else if (index > 0 && index < runs.length - 1 && run.length >= minGap) {
      cuts.push({ row: run.start + Math.floor(run.length / 2), above: total });
    }
  }

  const rows: number[] = [];
  for (let part = 1; part < parts; part++) {
    const target = (total * part) / parts;
    let best: { row: number; above: number } | undefined;
    for (const cut of cuts) {
      if (cut.row <= (rows.at(-1) ?? 0)) continue;
      if (!best || Math.abs(cut.above - target) < Math.abs(best.above - target)) best = cut;
    }
    if (best) rows.push(best.row);
  }
  const edges = [0, ...rows, height];
  return edges.slice(1).map((bottom, index) => ({ top: edges[index] ?? 0, bottom }));
}
