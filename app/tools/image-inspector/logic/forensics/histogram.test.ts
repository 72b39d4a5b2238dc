import { expect, test } from "vitest";
import { histogramBands, lumaHistogram } from "./histogram.ts";
import { fromGrey } from "./pixels.ts";

test("counts each pixel once, at its luma", () => {
  // 3 × 2 grey pixels: grey's luma is its value.
  const bins = lumaHistogram(fromGrey(3, 2, [0, 0, 17, 200, 255, 255]));
  expect(bins).toHaveLength(256);
  expect([bins[0], bins[17], bins[200], bins[255]]).toEqual([2, 1, 1, 2]);
  expect(bins.reduce((sum, n) => sum + n, 0)).toBe(6);
});

test("bands of 16 levels sum the bins, sixteen bands in all", () => {
  const bands = histogramBands(lumaHistogram(fromGrey(3, 2, [0, 0, 17, 200, 255, 255])));
  expect(bands).toHaveLength(16);
  expect(bands[0]).toEqual({ from: 0, to: 15, pixels: 2 });
  expect(bands[1]).toEqual({ from: 16, to: 31, pixels: 1 });
  expect(bands[12]).toEqual({ from: 192, to: 207, pixels: 1 });
  expect(bands[15]).toEqual({ from: 240, to: 255, pixels: 2 });
});
