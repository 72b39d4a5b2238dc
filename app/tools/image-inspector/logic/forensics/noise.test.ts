import { expect, test } from "vitest";
import { addNoise, scene, throughJpeg } from "../../fixtures/forensic-images.ts";
import { lumaPlane, noiseResidual } from "./noise.ts";
import { amplified, channelMean, meanIn, type Pixels } from "./pixels.ts";

test("a region with added noise has a higher median-filter residual than the rest", () => {
  const image = scene(320, 240, 21, 1);
  const noisy = { x: 180, y: 40, width: 100, height: 90 };
  addNoise(image, noisy, 12);
  const file = throughJpeg(image, 92);
  const residual = channelMean(amplified(noiseResidual(file), file.width, file.height, 1));
  const inside = meanIn(residual, file.width, noisy);
  const outside = meanIn(residual, file.width, { x: 10, y: 140, width: 150, height: 90 });
  expect(inside).toBeGreaterThan(2.5 * outside);
});

test("the residual is the distance of the luma to the true median of its 3×3 neighbourhood", () => {
  const width = 5;
  const height = 4;
  const values = [9, 200, 3, 77, 14, 120, 5, 61, 250, 33, 8, 99, 140, 2, 47, 180, 66, 12, 90, 101];
  const data = new Uint8ClampedArray(width * height * 4);
  values.forEach((v, p) => {
    data.set([v, 255 - v, (v * 3) % 256, 255], p * 4);
  });
  const image: Pixels = { width, height, data };
  const luma = lumaPlane(image);
  values.forEach((v, p) => {
    expect(
      Math.abs((luma[p] as number) - (0.299 * v + 0.587 * (255 - v) + 0.114 * ((v * 3) % 256))),
    ).toBeLessThanOrEqual(0.5);
  });
  const residual = noiseResidual(image);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const window: number[] = [];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) window.push(luma[(y + dy) * width + x + dx] as number);
      window.sort((a, b) => a - b);
      const expected = Math.abs((luma[y * width + x] as number) - (window[4] as number));
      const i = (y * width + x) * 4;
      expect([residual[i], residual[i + 1], residual[i + 2]]).toEqual([expected, expected, expected]);
    }
  // The border is left at zero.
  expect(residual[0]).toBe(0);
});
