import { describe, expect, it } from "vitest";
import type { Matrix } from "./page-geometry.ts";
import { solidRectangles } from "./solid-rectangles.ts";

// Paths packed as pdf.js 6 packs them: 0 moveTo x y, 1 lineTo x y, 2 curveTo ×3, 4 closePath.
const square = (x: number, y: number, size: number, clockwise = false) =>
  clockwise
    ? [0, x, y, 1, x, y + size, 1, x + size, y + size, 1, x + size, y, 4]
    : [0, x, y, 1, x + size, y, 1, x + size, y + size, 1, x, y + size, 4];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

describe("solidRectangles", () => {
  it("gives every rectangle of a path, in page space", () => {
    const data = new Float32Array([...square(0, 0, 10), ...square(50, 50, 5)]);
    expect(solidRectangles(data, [2, 0, 0, 2, 100, 0], false)).toEqual([
      [100, 0, 120, 20],
      [200, 100, 210, 110],
    ]);
  });

  it("leaves out the hole of a frame and a frame whose inside is a hole", () => {
    const frame = new Float32Array([...square(0, 0, 100), ...square(25, 25, 50)]);
    expect(solidRectangles(frame, IDENTITY, true)).toEqual([]);
    const reversed = new Float32Array([...square(0, 0, 100), ...square(25, 25, 50, true)]);
    expect(solidRectangles(reversed, IDENTITY, false)).toEqual([]);
    const sameWay = new Float32Array([...square(0, 0, 100), ...square(25, 25, 50)]);
    expect(solidRectangles(sameWay, IDENTITY, false)).toHaveLength(2);
  });

  it("takes no circle, tilted square or broken path for a rectangle", () => {
    const k = 0.5523 * 10;
    const circle = [0, 10, 0, 2, 10, k, k, 10, 0, 10, 2, -k, 10, -10, k, -10, 0, 2, -10, -k, -k, -10, 0, -10];
    expect(
      solidRectangles(new Float32Array([...circle, 2, k, -10, 10, -k, 10, 0, 4]), IDENTITY, false),
    ).toEqual([]);
    const c = Math.SQRT1_2;
    expect(solidRectangles(new Float32Array(square(0, 0, 10)), [c, c, -c, c, 0, 0], false)).toEqual([]);
    expect(solidRectangles(new Float32Array([0, 1, 1, 9, 5, 5]), IDENTITY, false)).toEqual([]);
    expect(solidRectangles(new Float32Array([0, 1, Number.NaN, 1, 2, 2, 1, 3, 3]), IDENTITY, false)).toEqual(
      [],
    );
  });
});
