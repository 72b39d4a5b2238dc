import { expect, test } from "vitest";
import { copyBlock, scene, throughJpeg } from "../../fixtures/forensic-images.ts";
import { type Box, detectClones } from "./clone.ts";

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? (width * height) / (b.width * b.height) : 0;
}

test("a block pasted elsewhere in a photo saved as JPEG is found, with the place it came from", () => {
  const image = scene(480, 360, 3);
  const source = { x: 40, y: 50, width: 72, height: 64 };
  const pasted = { x: 300, y: 220 };
  copyBlock(image, source, pasted);
  const { pairs } = detectClones(throughJpeg(image, 85));
  expect(pairs.length).toBeGreaterThan(0);
  const best = pairs[0];
  if (!best) throw new Error("no pair");
  const target = { ...pasted, width: source.width, height: source.height };
  // The two regions, in either order: most of each outlined box lies on the copied block.
  const [a, b] = best.first.x < best.second.x ? [best.first, best.second] : [best.second, best.first];
  expect(overlap(a, source)).toBeGreaterThan(0.6);
  expect(overlap(b, target)).toBeGreaterThan(0.6);
  expect(Math.abs(Math.abs(best.shift.x) - 260)).toBeLessThanOrEqual(2);
  expect(Math.abs(Math.abs(best.shift.y) - 170)).toBeLessThanOrEqual(2);
});

test("the same photo without a copy gives no region", () => {
  expect(detectClones(throughJpeg(scene(480, 360, 3), 85)).pairs).toEqual([]);
});

test("a photo larger than 1,024 px is searched shrunk and answered in its own pixels", () => {
  const image = scene(2048, 1200, 5);
  const source = { x: 200, y: 300, width: 240, height: 200 };
  copyBlock(image, source, { x: 1400, y: 700 });
  const result = detectClones(throughJpeg(image, 90));
  expect(result.searched).toEqual({ width: 1024, height: 600 });
  const best = result.pairs[0];
  if (!best) throw new Error("no pair");
  const [a, b] = best.first.x < best.second.x ? [best.first, best.second] : [best.second, best.first];
  expect(overlap(a, source)).toBeGreaterThan(0.6);
  expect(overlap(b, { x: 1400, y: 700, width: 240, height: 200 })).toBeGreaterThan(0.6);
});

test("a picture smaller than a block is answered with nothing, not an error", () => {
  expect(detectClones(scene(10, 8)).pairs).toEqual([]);
});
