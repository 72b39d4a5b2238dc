import { describe, expect, it } from "vitest";
import {
  bestTurns,
  boxBetween,
  clampCrop,
  cropRanges,
  readingScore,
  turned,
  turnedSize,
  turnTransform,
} from "./framing.ts";

/** Where the canvas transform sends a point. */
const apply = (
  [a, b, c, d, e, f]: readonly [number, number, number, number, number, number],
  x: number,
  y: number,
) => [a * x + c * y + e, b * x + d * y + f];

describe("turning and cropping the image before it is read", () => {
  it("turns by quarter turns both ways, and swaps the sides on a quarter turn", () => {
    expect(turned(0, 1)).toBe(1);
    expect(turned(0, -1)).toBe(3);
    expect(turned(3, 1)).toBe(0);
    expect(turnedSize(300, 100, 1)).toEqual({ width: 100, height: 300 });
    expect(turnedSize(300, 100, 2)).toEqual({ width: 300, height: 100 });
  });

  it("draws each corner of the image where the turned image has it", () => {
    // A 300 × 100 image: its top-left corner goes top-right after a quarter turn to the right.
    expect(apply(turnTransform(300, 100, 1), 0, 0)).toEqual([100, 0]);
    expect(apply(turnTransform(300, 100, 1), 300, 100)).toEqual([0, 300]);
    expect(apply(turnTransform(300, 100, 2), 0, 0)).toEqual([300, 100]);
    expect(apply(turnTransform(300, 100, 3), 0, 0)).toEqual([0, 300]);
    expect(apply(turnTransform(300, 100, 3), 300, 100)).toEqual([100, 0]);
  });

  it("keeps a part inside the image in whole pixels, and refuses one too small to hold text", () => {
    expect(clampCrop({ x: -10, y: 5.4, width: 100, height: 1000 }, 300, 200)).toEqual({
      x: 0,
      y: 5,
      width: 90,
      height: 195,
    });
    expect(clampCrop({ x: 10, y: 10, width: 5, height: 50 }, 300, 200)).toBeUndefined();
    expect(clampCrop({ x: 400, y: 10, width: 50, height: 50 }, 300, 200)).toBeUndefined();
    // A field left empty.
    expect(clampCrop({ x: Number.NaN, y: 10, width: 50, height: 50 }, 300, 200)).toBeUndefined();
    expect(boxBetween({ x: 50, y: 80 }, { x: 10, y: 20 })).toEqual({ x: 10, y: 20, width: 40, height: 60 });
  });

  it("refuses, field by field, a part typed outside the image, with the values each field may take", () => {
    expect(cropRanges({ x: 100, y: 0, width: 200, height: 50 }, 300, 200)).toEqual({
      ranges: {
        x: { min: 0, max: 292 },
        y: { min: 0, max: 192 },
        width: { min: 8, max: 200 },
        height: { min: 8, max: 200 },
      },
      wrong: [],
    });
    expect(cropRanges({ x: 100, y: -1, width: 201, height: Number.NaN }, 300, 200).wrong).toEqual([
      "y",
      "width",
      "height",
    ]);
  });

  it("scores a reading by its confidence, weighted by letters, and picks the best orientation", () => {
    const upright = readingScore([
      { text: "The city council voted", confidence: 95 },
      { text: "on Tuesday.", confidence: 90 },
    ]);
    const sideways = readingScore([
      { text: "| ! ; i", confidence: 30 },
      { text: "—", confidence: 90 },
    ]);
    expect(upright).toBeCloseTo((19 * 95 + 9 * 90) / 28);
    expect(sideways).toBe(30);
    expect(readingScore([])).toBe(0);
    expect(bestTurns([40, 92, 10, 92])).toBe(1);
    expect(bestTurns([0, 0, 0, 0])).toBe(0);
  });
});
