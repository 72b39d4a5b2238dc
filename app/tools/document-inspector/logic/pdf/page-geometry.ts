// Plane geometry for reading a PDF page's drawing: affine matrices as PDF and pdf.js write them
// ([a b c d e f]: x' = a·x + c·y + e, y' = b·x + d·y + f) and axis-aligned boxes [x0, y0, x1, y1].

/** An affine transform [a, b, c, d, e, f]. */
export type Matrix = readonly [number, number, number, number, number, number];

/** An axis-aligned box [x0, y0, x1, y1] with x0 ≤ x1 and y0 ≤ y1. */
export type Box = [number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `outer` after `inner`: a point goes through `inner` first (what `cm` and canvas `transform` do). */
export function compose(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer;
  const [p, q, r, s, t, u] = inner;
  return [a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s, a * t + c * u + e, b * t + d * u + f];
}

/** Where `m` takes the point (x, y). */
export function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** The length of the vector (x, y) once transformed (translation left out). */
export function vectorLength(m: Matrix, x: number, y: number): number {
  return Math.hypot(m[0] * x + m[2] * y, m[1] * x + m[3] * y);
}

/** `value` as a matrix when it is six finite numbers (pdf.js hands arrays and Float32Arrays). */
export function asMatrix(value: unknown): Matrix | null {
  if (!isNumberList(value) || value.length !== 6) return null;
  const m = Array.from(value);
  return m.every(Number.isFinite) ? (m as unknown as Matrix) : null;
}

/** `value` as a box when it is four finite numbers, normalized so that x0 ≤ x1 and y0 ≤ y1. */
export function asBox(value: unknown): Box | null {
  if (!isNumberList(value) || value.length !== 4) return null;
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = Array.from(value);
  if (![x0, y0, x1, y1].every(Number.isFinite)) return null;
  return [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
}

/** Whether `value` is a list of numbers: an array of them or a typed array (pdf.js sends Float32Arrays). */
export function isNumberList(value: unknown): value is ArrayLike<number> {
  if (ArrayBuffer.isView(value))
    return !(value instanceof DataView || value instanceof BigInt64Array || value instanceof BigUint64Array);
  return Array.isArray(value) && value.every((item) => typeof item === "number");
}

/** The axis-aligned box around `box` once transformed by `m`. */
export function transformBox(m: Matrix, box: Box): Box {
  const corners = [
    apply(m, box[0], box[1]),
    apply(m, box[2], box[1]),
    apply(m, box[2], box[3]),
    apply(m, box[0], box[3]),
  ];
  return boundsOf(corners);
}

/** The smallest box holding every point. */
export function boundsOf(points: readonly (readonly [number, number])[]): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    box[0] = Math.min(box[0], x);
    box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x);
    box[3] = Math.max(box[3], y);
  }
  return box;
}

const area = (box: Box) => Math.max(0, box[2] - box[0]) * Math.max(0, box[3] - box[1]);

/** The common part of two boxes, or null when they do not meet. */
export function intersect(a: Box, b: Box): Box | null {
  const box: Box = [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
  return box[0] <= box[2] && box[1] <= box[3] ? box : null;
}

/**
 * How much of `box` lies inside `within`, from 0 to 1. A box with no area (an empty word, a zero font
 * size) counts as its centre: 1 when the centre is inside, else 0.
 */
export function fractionInside(box: Box, within: Box): number {
  const whole = area(box);
  if (whole <= 0) {
    const x = (box[0] + box[2]) / 2;
    const y = (box[1] + box[3]) / 2;
    return x >= within[0] && x <= within[2] && y >= within[1] && y <= within[3] ? 1 : 0;
  }
  const common = intersect(box, within);
  return common ? area(common) / whole : 0;
}
