// Copy-move ("clone") detection by block matching, after J. Fridrich, D. Soukal and J. Lukáš,
// "Detection of Copy-Move Forgery in Digital Images" (DFRWS 2003), as Forensically and most published
// detectors do it:
//  1. the picture, in grey, shrunk to at most 1,024 px on its long side (copies are large; small ones
//     are lost, and a 12-megapixel photo costs no more than a web image);
//  2. every overlapping block (one a pixel) described by its nine lowest-frequency DCT coefficients,
//     which survive recompression, slight blur and noise; blocks with too little detail (sky, walls)
//     are left out, since all of them look alike;
//  3. the quantised descriptions sorted lexicographically, so that similar blocks sit side by side,
//     and each compared with its next few neighbours;
//  4. each similar pair, far enough apart, votes for its shift vector; shifts within 2 px of each other
//     are clustered (a copy resampled or recompressed jitters by a pixel), and only shifts that many
//     blocks share are kept: one copied region gives hundreds of pairs with the same shift, chance
//     gives scattered ones;
//  5. the blocks of each kept shift grouped into connected regions: a source and where it was copied.
import { luminance, type Pixels } from "./pixels.ts";

export const CLONE_MAX_SIDE = 1024;

export interface CloneOptions {
  /** Side of the compared blocks, in pixels of the shrunk picture. */
  blockSize: number;
  /** The shortest copy distance considered, in pixels of the shrunk picture. */
  minShift: number;
  /** Blocks whose brightness varies less than this (standard deviation, 0–255) are skipped. */
  minDetail: number;
  /** The fewest matching blocks that make a region. */
  minBlocks: number;
}

export const CLONE_DEFAULTS: CloneOptions = { blockSize: 16, minShift: 32, minDetail: 6, minBlocks: 60 };
export const CLONE_MIN_BLOCKS = { min: 20, max: 400 } as const;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Two regions alike enough to be one copied from the other (which is the original, pixels cannot tell), in the original picture's pixels. */
export interface ClonePair {
  first: Box;
  second: Box;
  /** How many block pairs agree on this copy: evidence, not a probability. */
  blocks: number;
  shift: { x: number; y: number };
}

export interface CloneResult {
  pairs: ClonePair[];
  /** The size of the shrunk copy that was searched. */
  searched: { width: number; height: number };
}

/** Luma shrunk by area averaging so that the long side is at most `maxSide`; `scale` is original/shrunk. */
export function shrunkLuma(image: Pixels, maxSide = CLONE_MAX_SIDE) {
  const luma = luminance(image);
  const factor = Math.max(image.width, image.height) / maxSide;
  if (factor <= 1) return { width: image.width, height: image.height, values: luma, scale: 1 };
  const width = Math.max(1, Math.floor(image.width / factor));
  const height = Math.max(1, Math.floor(image.height / factor));
  const sums = new Float64Array(width * height);
  const counts = new Uint32Array(width * height);
  const columns = new Uint32Array(image.width);
  for (let x = 0; x < image.width; x++) columns[x] = Math.min(width - 1, Math.floor(x / factor));
  for (let y = 0; y < image.height; y++) {
    const row = Math.min(height - 1, Math.floor(y / factor)) * width;
    for (let x = 0; x < image.width; x++) {
      const o = row + (columns[x] as number);
      sums[o] = (sums[o] as number) + (luma[y * image.width + x] as number);
      counts[o] = (counts[o] as number) + 1;
    }
  }
  const values = new Float32Array(width * height);
  for (let i = 0; i < values.length; i++) values[i] = (sums[i] as number) / ((counts[i] as number) || 1);
  return { width, height, values, scale: image.width / width };
}

const FREQUENCIES = 3;
const FEATURES = FREQUENCIES * FREQUENCIES;
/** Quantisation step of each coefficient: the DC (mean brightness × block side) more finely per grey level. */
const STEP_DC_PER_LEVEL = 2;
const STEP_AC = 12;
/** A pair is similar when its coefficients differ by at most this (Euclidean). */
const TOLERANCE = 9;
/** How many sorted neighbours each block is compared with. */
const WINDOW = 8;
const SHIFT_RADIUS = 2;

function dctBasis(size: number): Float32Array[] {
  return Array.from({ length: FREQUENCIES }, (_, u) => {
    const basis = new Float32Array(size);
    const alpha = u === 0 ? Math.sqrt(1 / size) : Math.sqrt(2 / size);
    for (let i = 0; i < size; i++) basis[i] = alpha * Math.cos(((2 * i + 1) * u * Math.PI) / (2 * size));
    return basis;
  });
}

/** The low-frequency DCT coefficients of every block (separably), and which blocks have enough detail. */
function describeBlocks(width: number, height: number, values: Float32Array, options: CloneOptions) {
  const size = options.blockSize;
  const cols = width - size + 1;
  const rows = height - size + 1;
  const basis = dctBasis(size);
  // Horizontal pass: one row of coefficients per frequency u.
  const horizontal = basis.map((b) => {
    const out = new Float32Array(height * cols);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < cols; x++) {
        let sum = 0;
        const start = y * width + x;
        for (let i = 0; i < size; i++) sum += (values[start + i] as number) * (b[i] as number);
        out[y * cols + x] = sum;
      }
    return out;
  });
  const features = new Float32Array(rows * cols * FEATURES);
  for (let u = 0; u < FREQUENCIES; u++) {
    const h = horizontal[u] as Float32Array;
    for (let v = 0; v < FREQUENCIES; v++) {
      const b = basis[v] as Float32Array;
      // Lexicographic order: the DC first, then by rising frequency.
      const k = u + v === 0 ? 0 : u * FREQUENCIES + v;
      for (let y = 0; y < rows; y++)
        for (let x = 0; x < cols; x++) {
          let sum = 0;
          for (let j = 0; j < size; j++) sum += (h[(y + j) * cols + x] as number) * (b[j] as number);
          features[(y * cols + x) * FEATURES + k] = sum;
        }
    }
  }
  // Detail: the standard deviation of each block, from summed-area tables.
  const sat = new Float64Array((width + 1) * (height + 1));
  const sat2 = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    let row2 = 0;
    for (let x = 0; x < width; x++) {
      const v = values[y * width + x] as number;
      row += v;
      row2 += v * v;
      const i = (y + 1) * (width + 1) + x + 1;
      sat[i] = (sat[i - width - 1] as number) + row;
      sat2[i] = (sat2[i - width - 1] as number) + row2;
    }
  }
  const area = size * size;
  const candidates: number[] = [];
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < cols; x++) {
      const a = y * (width + 1) + x;
      const b = a + size;
      const c = a + size * (width + 1);
      const d = c + size;
      const sum = (sat[d] as number) - (sat[b] as number) - (sat[c] as number) + (sat[a] as number);
      const sum2 = (sat2[d] as number) - (sat2[b] as number) - (sat2[c] as number) + (sat2[a] as number);
      const variance = sum2 / area - (sum / area) ** 2;
      if (variance >= options.minDetail * options.minDetail) candidates.push(y * cols + x);
    }
  return { cols, rows, features, candidates: Uint32Array.from(candidates) };
}

interface Match {
  a: number;
  b: number;
  dx: number;
  dy: number;
}

const shiftKey = (dx: number, dy: number) => (dx + 2048) * 4096 + (dy + 2048);

/** Similar block pairs, far enough apart, each with its shift normalised to point right (or down). */
function similarPairs(
  cols: number,
  features: Float32Array,
  candidates: Uint32Array,
  options: CloneOptions,
  size: number,
): Match[] {
  const quantised = new Int16Array(features.length);
  const dcStep = STEP_DC_PER_LEVEL * size;
  for (let i = 0; i < features.length; i++)
    quantised[i] = Math.round((features[i] as number) / (i % FEATURES === 0 ? dcStep : STEP_AC));
  candidates.sort((a, b) => {
    for (let k = 0; k < FEATURES; k++) {
      const d = (quantised[a * FEATURES + k] as number) - (quantised[b * FEATURES + k] as number);
      if (d !== 0) return d;
    }
    return 0;
  });
  const matches: Match[] = [];
  const minShift2 = options.minShift * options.minShift;
  const tolerance2 = TOLERANCE * TOLERANCE;
  for (let i = 0; i < candidates.length; i++) {
    const a = candidates[i] as number;
    const qa = quantised[a * FEATURES] as number;
    for (let j = i + 1; j < Math.min(candidates.length, i + 1 + WINDOW); j++) {
      const b = candidates[j] as number;
      if ((quantised[b * FEATURES] as number) - qa > 1) break;
      let distance = 0;
      for (let k = 0; k < FEATURES; k++) {
        const d = (features[a * FEATURES + k] as number) - (features[b * FEATURES + k] as number);
        distance += d * d;
      }
      if (distance > tolerance2) continue;
      let dx = (b % cols) - (a % cols);
      let dy = Math.floor(b / cols) - Math.floor(a / cols);
      if (dx * dx + dy * dy < minShift2) continue;
      if (dx < 0 || (dx === 0 && dy < 0)) {
        dx = -dx;
        dy = -dy;
        matches.push({ a: b, b: a, dx, dy });
      } else matches.push({ a, b, dx, dy });
    }
  }
  return matches;
}

/** Groups shifts within SHIFT_RADIUS of a more frequent one; returns each match's cluster and the clusters' sizes. */
function clusterShifts(matches: Match[]) {
  const counts = new Map<number, number>();
  for (const m of matches) {
    const key = shiftKey(m.dx, m.dy);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const byCount = [...counts.entries()].sort((x, y) => y[1] - x[1]);
  const clusterOfShift = new Map<number, number>();
  const sizes: number[] = [];
  for (const [key, count] of byCount) {
    const dx = Math.floor(key / 4096) - 2048;
    const dy = (key % 4096) - 2048;
    let found = -1;
    for (let ox = -SHIFT_RADIUS; ox <= SHIFT_RADIUS && found < 0; ox++)
      for (let oy = -SHIFT_RADIUS; oy <= SHIFT_RADIUS && found < 0; oy++) {
        const centre = clusterOfShift.get(shiftKey(dx + ox, dy + oy));
        if (centre !== undefined && (ox !== 0 || oy !== 0)) found = centre;
      }
    if (found < 0) {
      found = sizes.length;
      sizes.push(0);
    }
    clusterOfShift.set(key, found);
    sizes[found] = (sizes[found] as number) + count;
  }
  return { clusterOf: (m: Match) => clusterOfShift.get(shiftKey(m.dx, m.dy)) as number, sizes };
}

/** The source blocks of one shift cluster split into connected groups (gaps of a pixel bridged). */
function connectedGroups(members: Match[], cols: number): Match[][] {
  const bySource = new Map<number, Match[]>();
  for (const m of members) {
    const list = bySource.get(m.a);
    if (list) list.push(m);
    else bySource.set(m.a, [m]);
  }
  const seen = new Set<number>();
  const groups: Match[][] = [];
  for (const start of bySource.keys()) {
    if (seen.has(start)) continue;
    seen.add(start);
    const queue = [start];
    const group: Match[] = [];
    while (queue.length > 0) {
      const at = queue.pop() as number;
      group.push(...(bySource.get(at) as Match[]));
      const x = at % cols;
      const y = Math.floor(at / cols);
      for (let oy = -2; oy <= 2; oy++)
        for (let ox = -2; ox <= 2; ox++) {
          if (x + ox < 0 || x + ox >= cols) continue;
          const next = (y + oy) * cols + x + ox;
          if (!seen.has(next) && bySource.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
    }
    groups.push(group);
  }
  return groups;
}

function boxOf(origins: number[], cols: number, size: number, scale: number): Box {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = 0;
  let maxY = 0;
  for (const o of origins) {
    const x = o % cols;
    const y = Math.floor(o / cols);
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return {
    x: Math.round(minX * scale),
    y: Math.round(minY * scale),
    width: Math.round((maxX - minX + size) * scale),
    height: Math.round((maxY - minY + size) * scale),
  };
}

/** Copied-and-moved regions of `image`, largest first; an empty list when none stands out. */
export function detectClones(image: Pixels, options: CloneOptions = CLONE_DEFAULTS): CloneResult {
  const luma = shrunkLuma(image);
  const size = options.blockSize;
  const searched = { width: luma.width, height: luma.height };
  if (luma.width < size || luma.height < size) return { pairs: [], searched };
  const { cols, features, candidates } = describeBlocks(luma.width, luma.height, luma.values, options);
  const matches = similarPairs(cols, features, candidates, options, size);
  const { clusterOf, sizes } = clusterShifts(matches);
  const members = new Map<number, Match[]>();
  for (const m of matches) {
    const cluster = clusterOf(m);
    if ((sizes[cluster] as number) < options.minBlocks) continue;
    const list = members.get(cluster);
    if (list) list.push(m);
    else members.set(cluster, [m]);
  }
  const pairs: ClonePair[] = [];
  for (const cluster of members.values())
    for (const group of connectedGroups(cluster, cols)) {
      if (group.length < options.minBlocks) continue;
      const shiftX = group.reduce((sum, m) => sum + m.dx, 0) / group.length;
      const shiftY = group.reduce((sum, m) => sum + m.dy, 0) / group.length;
      pairs.push({
        first: boxOf(
          group.map((m) => m.a),
          cols,
          size,
          luma.scale,
        ),
        second: boxOf(
          group.map((m) => m.b),
          cols,
          size,
          luma.scale,
        ),
        blocks: group.length,
        shift: { x: Math.round(shiftX * luma.scale), y: Math.round(shiftY * luma.scale) },
      });
    }
  pairs.sort((x, y) => y.blocks - x.blocks);
  return { pairs, searched };
}
