import { expect, test } from "vitest";
import { copyBlock, libjpegTurboFromFiles, scene, throughJpeg } from "../../fixtures/forensic-images.ts";
import { differences, errorLevels } from "./ela.ts";
import { libjpegTurboRoundTrip } from "./libjpeg-turbo.ts";
import { amplified, channelMean, meanIn } from "./pixels.ts";

const roundTrip = libjpegTurboRoundTrip(libjpegTurboFromFiles);
const pasted = { x: 100, y: 60, width: 96, height: 80 };

/** A photo saved at quality 60, with a region from a never-compressed picture pasted in, saved at 95. */
function splice() {
  const background = throughJpeg(scene(320, 240, 11), 60);
  copyBlock(background, { ...pasted, x: 20, y: 20 }, pasted, scene(320, 240, 12));
  return throughJpeg(background, 95);
}

test("the pasted region of a splice stands out in the error levels", async () => {
  const image = splice();
  const levels = await errorLevels(image, 90, roundTrip);
  const view = amplified(levels, image.width, image.height, 20);
  const brightness = channelMean(view);
  const inside = meanIn(brightness, image.width, pasted);
  const whole = meanIn(brightness, image.width, { x: 0, y: 0, width: image.width, height: image.height });
  const pastedArea = pasted.width * pasted.height;
  const area = image.width * image.height;
  const outside = (whole * area - inside * pastedArea) / (area - pastedArea);
  // Measured: the pasted region is about 1.6 times as bright as the re-saved background.
  expect(inside).toBeGreaterThan(1.5 * outside);
  expect(outside).toBeGreaterThan(0);
});

test("the analysis is the same on every run (one encoder, no canvas)", async () => {
  const image = splice();
  const first = await errorLevels(image, 90, roundTrip);
  const second = await errorLevels(image, 90, roundTrip);
  expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
});

test("a lower quality changes more of the picture", async () => {
  const image = splice();
  const total = (levels: Uint8Array) => levels.reduce((sum, v) => sum + v, 0);
  expect(total(await errorLevels(image, 60, roundTrip))).toBeGreaterThan(
    total(await errorLevels(image, 95, roundTrip)),
  );
});

test("amplified differences are rounded and clamped as bytes, opaque, from any start in their buffer", () => {
  const diff = new Uint8Array([9, 1, 2, 3, 0, 200, 100, 13, 0]).subarray(1);
  expect([...amplified(diff, 2, 1, 2.5).data]).toEqual([2, 5, 8, 255, 255, 250, 32, 255]);
  expect([...amplified(diff, 2, 1, 1).data]).toEqual([1, 2, 3, 255, 200, 100, 13, 255]);
});

test("pictures of different sizes cannot be compared", () => {
  expect(() => differences(scene(16, 16), scene(16, 8))).toThrow();
});

test("an encoder whose WebAssembly cannot be had fails with a named error, and does not hang", async () => {
  const unreachable = libjpegTurboRoundTrip(() => Promise.reject(new Error("HTTP 404")));
  await expect(unreachable(scene(16, 16), 90)).rejects.toThrow("encoder_unavailable");
  // A module that compiles but is not libjpeg-turbo (an empty one): Emscripten would wait for ever.
  const empty = new WebAssembly.Module(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
  const wrong = libjpegTurboRoundTrip(async () => empty);
  await expect(wrong(scene(16, 16), 90)).rejects.toThrow("encoder_unavailable");
});
