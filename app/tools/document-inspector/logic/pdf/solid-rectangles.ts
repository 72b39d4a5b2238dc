// Which parts of a filled pdf.js path are solid rectangles in page space: the shapes that can hide text
// under them. pdf.js (5 and later) packs a path as one Float32Array of drawing codes, each followed by its
// coordinates; a redaction box is a rectangle, often several in one path.
import { apply, type Box, boundsOf, type Matrix } from "./page-geometry.ts";

/** pdf.js's DrawOPS codes and how many numbers follow each. */
const MOVE_TO = 0;
const LINE_TO = 1;
const CURVE_TO = 2;
const QUADRATIC_CURVE_TO = 3;
const CLOSE_PATH = 4;
const OPERANDS: Record<number, number> = {
  [MOVE_TO]: 2,
  [LINE_TO]: 2,
  [CURVE_TO]: 6,
  [QUADRATIC_CURVE_TO]: 4,
};

/** A subpath that fills at least this share of its box is taken for a rectangle. */
const RECTANGLE_FILL = 0.85;
/** Past this many subpaths in one path, each is checked for holes against the largest one only. */
const HOLE_CHECK_LIMIT = 32;

interface Subpath {
  box: Box;
  signedArea: number;
}

/**
 * The boxes of the subpaths of `data` (drawn under `ctm`) that are solid, axis-aligned rectangles once
 * the fill rule has had its say: a rectangle inside another one is a hole under even-odd, or under
 * non-zero when it winds the other way. Curves count by their end points, so a circle is no rectangle.
 */
export function solidRectangles(data: ArrayLike<number>, ctm: Matrix, evenOdd: boolean): Box[] {
  const subpaths = readSubpaths(data, ctm);
  const solid: Box[] = [];
  const largest = subpaths.reduce<Subpath | undefined>(
    (best, path) => (best && Math.abs(best.signedArea) >= Math.abs(path.signedArea) ? best : path),
    undefined,
  );
  const others = subpaths.length > HOLE_CHECK_LIMIT ? (largest ? [largest] : []) : subpaths;
  for (const path of subpaths) {
    const boxArea = (path.box[2] - path.box[0]) * (path.box[3] - path.box[1]);
    if (!(boxArea > 0) || Math.abs(path.signedArea) < RECTANGLE_FILL * boxArea) continue;
    if (paintedAtCentre(path, others, evenOdd)) solid.push(path.box);
  }
  return solid;
}

/** Whether the fill rule paints the centre of `path`, counting the subpaths whose boxes hold it. */
function paintedAtCentre(path: Subpath, others: readonly Subpath[], evenOdd: boolean): boolean {
  const x = (path.box[0] + path.box[2]) / 2;
  const y = (path.box[1] + path.box[3]) / 2;
  let crossings = 1;
  let winding = Math.sign(path.signedArea);
  for (const other of others) {
    if (other === path) continue;
    const [x0, y0, x1, y1] = other.box;
    if (x < x0 || x > x1 || y < y0 || y > y1) continue;
    crossings++;
    winding += Math.sign(other.signedArea);
  }
  return evenOdd ? crossings % 2 === 1 : winding !== 0;
}

function readSubpaths(data: ArrayLike<number>, ctm: Matrix): Subpath[] {
  const subpaths: Subpath[] = [];
  let ends: [number, number][] = [];
  let all: [number, number][] = [];
  let start: [number, number] | null = null;
  const finish = () => {
    if (ends.length >= 3) subpaths.push({ box: boundsOf(all), signedArea: shoelace(ends) });
    ends = [];
    all = [];
  };
  for (let i = 0; i < data.length; ) {
    const code = data[i] ?? -1;
    if (code === CLOSE_PATH) {
      finish();
      i++;
      continue;
    }
    const count = OPERANDS[code];
    if (count === undefined || i + count >= data.length) break;
    const points: [number, number][] = [];
    for (let k = 0; k < count; k += 2) {
      const x = data[i + 1 + k] ?? Number.NaN;
      const y = data[i + 2 + k] ?? Number.NaN;
      if (!Number.isFinite(x) || !Number.isFinite(y)) return subpaths;
      points.push(apply(ctm, x, y));
    }
    i += 1 + count;
    const end = points[points.length - 1] as [number, number];
    if (code === MOVE_TO) {
      finish();
      start = end;
    } else if (ends.length === 0 && start) {
      // Drawing on after a close starts a new subpath at the closed one's first point.
      ends.push(start);
      all.push(start);
    }
    ends.push(end);
    all.push(...points);
  }
  finish();
  return subpaths;
}

function shoelace(points: readonly (readonly [number, number])[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i] as readonly [number, number];
    const [x1, y1] = points[(i + 1) % points.length] as readonly [number, number];
    sum += x0 * y1 - x1 * y0;
  }
  return sum / 2;
}
