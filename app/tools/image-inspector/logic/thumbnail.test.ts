import { describe, expect, it } from "vitest";
import { correlation, GRID, thumbnailDiffers } from "./thumbnail.ts";

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
