import { describe, expect, it } from "vitest";
import { shrinkRgba } from "./shrink-rgba.ts";

function picture(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set([...pixel(x, y), 255], (y * width + x) * 4);
  return { data, width, height };
}

describe("shrinkRgba", () => {
  it("averages each output pixel's box of source pixels", () => {
    // Left half black, right half white, a red top row: a 6×4 picture to 2×2.
    const source = picture(6, 4, (x, y) => (y === 0 ? [255, 0, 0] : x < 3 ? [0, 0, 0] : [255, 255, 255]));
    const { data, width, height } = shrinkRgba(source, 2, 2);
    expect([width, height]).toEqual([2, 2]);
    // Top-left box: rows 0–1, columns 0–2: three red pixels and three black ones.
    expect([...data.slice(0, 4)]).toEqual([128, 0, 0, 255]);
    // Top-right: three red, three white.
    expect([...data.slice(4, 8)]).toEqual([255, 128, 128, 255]);
    expect([...data.slice(8, 12)]).toEqual([0, 0, 0, 255]);
    expect([...data.slice(12, 16)]).toEqual([255, 255, 255, 255]);
  });

  it("keeps a picture of the same size and handles sizes that do not divide", () => {
    const source = picture(5, 3, (x, y) => [x * 50, y * 100, 7]);
    expect([...shrinkRgba(source, 5, 3).data]).toEqual([...source.data]);
    const odd = shrinkRgba(source, 2, 2);
    // Column boxes 0–1 and 2–4, row boxes 0 and 1–2.
    expect([...odd.data.slice(0, 4)]).toEqual([25, 0, 7, 255]);
    expect([...odd.data.slice(12, 16)]).toEqual([150, 150, 7, 255]);
  });
});
