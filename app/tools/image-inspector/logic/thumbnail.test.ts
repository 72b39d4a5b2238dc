import { describe, expect, it } from "vitest";
import { GRID, gridDifference, thumbnailDiffers } from "./thumbnail.ts";

const grid = (pixel: (x: number, y: number) => number) =>
  Uint8Array.from({ length: GRID * GRID }, (_, i) => pixel(i % GRID, Math.floor(i / GRID)));

describe("thumbnail against image", () => {
  const gradient = grid((x) => x * 16);

  it("takes a darker encoding of the same picture as the same", () => {
    const darker = grid((x) => Math.max(0, x * 16 - 30));
    expect(thumbnailDiffers(gradient, darker)).toBe(false);
  });

  it("tells another picture apart", () => {
    const other = grid((x, y) => (x < 8 === y < 8 ? 240 : 10));
    expect(thumbnailDiffers(gradient, other)).toBe(true);
  });

  it("measures nothing between identical grids", () => {
    expect(gridDifference(gradient, gradient)).toBe(0);
  });
});
