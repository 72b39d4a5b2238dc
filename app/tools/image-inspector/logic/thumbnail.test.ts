import { describe, expect, it } from "vitest";
import { contentBox, correlation, GRID, thumbnailDiffers } from "./thumbnail.ts";

const grid = (pixel: (x: number, y: number) => number) =>
  Uint8Array.from({ length: GRID * GRID }, (_, i) => pixel(i % GRID, Math.floor(i / GRID)));

describe("thumbnail against image", () => {
  const gradient = grid((x, y) => x * 12 + y * 3);

  it("takes a darker, flatter encoding of the same picture as the same", () => {
    const darker = grid((x, y) => Math.round((x * 12 + y * 3) * 0.7) + 5);
    expect(thumbnailDiffers(gradient, darker)).toBe(false);
  });

  it("tells another picture apart", () => {
    const other = grid((x, y) => (x < 8 === y < 8 ? 240 : 10));
    expect(thumbnailDiffers(gradient, other)).toBe(true);
  });

  it("tells a blank thumbnail from a picture, and two different blanks apart", () => {
    const white = grid(() => 250);
    expect(thumbnailDiffers(gradient, white)).toBe(true);
    expect(
      thumbnailDiffers(
        grid(() => 10),
        white,
      ),
    ).toBe(true);
    expect(
      thumbnailDiffers(
        grid(() => 248),
        white,
      ),
    ).toBe(false);
  });

  it("correlates a grid perfectly with itself", () => {
    expect(correlation(gradient, gradient)).toBeCloseTo(1, 10);
  });
});

describe("letterbox bands", () => {
  // A 16×12 thumbnail of a 3:2 picture: a 16×10 gradient between two black rows... and one more below.
  const width = 16;
  const height = 12;
  const letterboxed = Array.from({ length: width * height }, (_, i) => {
    const y = Math.floor(i / width);
    return y === 0 || y >= 11 ? 5 : 60 + (i % width) * 10;
  });

  it("finds the picture between them", () => {
    expect(contentBox(letterboxed, width, height)).toEqual({ x: 0, y: 1, width: 16, height: 10 });
  });

  it("keeps a picture without bands whole, and a black one too", () => {
    const plain = Array.from({ length: width * height }, (_, i) => 40 + (i % width));
    expect(contentBox(plain, width, height)).toEqual({ x: 0, y: 0, width, height });
    expect(contentBox(new Array(width * height).fill(0), width, height)).toEqual({
      x: 0,
      y: 0,
      width,
      height,
    });
  });
});
