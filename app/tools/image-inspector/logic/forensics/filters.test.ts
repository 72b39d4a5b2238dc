import { expect, test } from "vitest";
import { autoContrast, equalize, sharpen } from "./enhance.ts";
import { luminanceGradient } from "./gradient.ts";
import { levelSweep } from "./levels.ts";
import type { Pixels } from "./pixels.ts";

function ramp(width: number, height: number, from: number, to: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const v = from + ((to - from) * x) / (width - 1);
      data.set([v, v, v, 255], (y * width + x) * 4);
    }
  return { width, height, data };
}

test("the level sweep stretches its band over the whole range and clips the rest", () => {
  const out = levelSweep(ramp(256, 1, 0, 255), 128, 32);
  expect(out.data[100 * 4]).toBe(0);
  expect(out.data[128 * 4]).toBe(128);
  expect(out.data[140 * 4]).toBe(Math.round((140 - 112) * (255 / 32)));
  expect(out.data[200 * 4]).toBe(255);
});

test("the gradient is mid-grey where flat and lights red where brightness rises to the right", () => {
  const flat = luminanceGradient(ramp(8, 8, 90, 90), 4);
  expect([...flat.data.slice(0, 4)]).toEqual([128, 128, 128, 255]);
  const rising = luminanceGradient(ramp(8, 8, 0, 70), 4);
  const centre = (4 * 8 + 4) * 4;
  expect(rising.data[centre]).toBeGreaterThan(150);
  expect(rising.data[centre + 1]).toBe(128);
});

test("auto-contrast and equalisation spread a dull area over the whole range", () => {
  const dull = ramp(64, 2, 100, 130);
  for (const out of [autoContrast(dull), equalize(dull)]) {
    const reds = [...out.data].filter((_, i) => i % 4 === 0);
    expect(Math.min(...reds)).toBe(0);
    expect(Math.max(...reds)).toBe(255);
  }
});

test("sharpening raises the step at an edge and leaves flat areas alone", () => {
  const edge = ramp(6, 3, 0, 0);
  for (let y = 0; y < 3; y++)
    for (let x = 3; x < 6; x++) edge.data.set([100, 100, 100, 255], (y * 6 + x) * 4);
  const out = sharpen(edge);
  expect(out.data[(1 * 6 + 3) * 4]).toBe(200);
  expect(out.data[(1 * 6 + 2) * 4]).toBe(0);
  expect(out.data[(1 * 6 + 4) * 4]).toBe(100);
});
