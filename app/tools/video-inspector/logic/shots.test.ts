import { describe, expect, it } from "vitest";
import { greyOf, pictureChange, SHOT_CHANGE, shotStarts } from "./shots.ts";

/** A 4×4 grey picture of one level, with `spot` (a level) in its top-left pixel. */
const flat = (level: number, spot = level) => {
  const grey = new Uint8Array(16).fill(level);
  grey[0] = spot;
  return grey;
};

describe("greyOf", () => {
  it("weighs red, green and blue as the eye does", () => {
    const data = new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]);
    expect([...greyOf({ data, width: 2, height: 2 })]).toEqual([76, 150, 29, 255]);
  });
});

describe("pictureChange", () => {
  it("is 0 for the same picture and 1 from black to white", () => {
    expect(pictureChange(flat(90), flat(90))).toBe(0);
    expect(pictureChange(flat(0), flat(255))).toBe(1);
  });

  it("stays small when only a corner moves", () => {
    expect(pictureChange(flat(90), flat(90, 250))).toBeLessThan(SHOT_CHANGE);
  });
});

describe("shotStarts", () => {
  it("keeps the first keyframe and each one after a cut", () => {
    const red = flat(76);
    const blue = flat(29);
    const pattern = flat(200);
    expect(shotStarts([red, red, blue, blue, flat(200, 180), pattern, red])).toEqual([0, 2, 4, 6]);
  });

  it("misses a fade: each step is small, though the first and last pictures differ wholly", () => {
    const fade = Array.from({ length: 11 }, (_, step) => flat(step * 25));
    expect(shotStarts(fade)).toEqual([0]);
    expect(pictureChange(fade[0] ?? flat(0), fade[10] ?? flat(0))).toBeGreaterThan(SHOT_CHANGE);
  });

  it("takes nothing from no keyframes, and the change at the threshold for a cut", () => {
    expect(shotStarts([])).toEqual([]);
    expect(shotStarts([flat(0), flat(51)], 0.2)).toEqual([0, 1]);
    expect(shotStarts([flat(0), flat(50)], 0.2)).toEqual([0]);
  });
});
