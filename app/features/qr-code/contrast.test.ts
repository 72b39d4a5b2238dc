import { describe, expect, it } from "vitest";
import { contrastRatio, judgeColours, parseHexColour } from "./contrast.ts";

describe("contrast", () => {
  it("computes WCAG ratios", () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio([0x76, 0x76, 0x76], [255, 255, 255])).toBeCloseTo(4.54, 2);
  });

  it("parses #rrggbb only", () => {
    expect(parseHexColour("#1E3a8a")).toEqual([0x1e, 0x3a, 0x8a]);
    expect(parseHexColour("red")).toBeNull();
    expect(parseHexColour("#fff")).toBeNull();
  });

  it("judges dark on light as readable, pale or inverted as not", () => {
    expect(judgeColours("#000000", "#ffffff").readable).toBe(true);
    expect(judgeColours("#1e3a8a", "#fef3c7").readable).toBe(true);
    expect(judgeColours("#999999", "#ffffff")).toMatchObject({ readable: false, problem: "low_contrast" });
    expect(judgeColours("#ffff00", "#ffffff")).toMatchObject({ readable: false, problem: "low_contrast" });
    expect(judgeColours("#ffffff", "#000000")).toMatchObject({
      readable: false,
      problem: "inverted",
      ratio: 21,
    });
  });
});
