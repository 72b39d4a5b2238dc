import { expect, test } from "vitest";
import { libjpegTurboFromFiles, scene, throughJpeg } from "../../fixtures/forensic-images.ts";
import { errorLevels } from "./ela.ts";
import { type BandLevels, bandPixels, bands, errorLevelsInBands } from "./ela-bands.ts";
import { libjpegTurboRoundTrip } from "./libjpeg-turbo.ts";
import type { Pixels } from "./pixels.ts";

const roundTrip = libjpegTurboRoundTrip(libjpegTurboFromFiles);

test("bands cover every row once, on block rows, with 16 rows more on each inner side", () => {
  expect(bands(3000, 2)).toEqual([
    { from: 0, to: 1520, keepFrom: 0, keepTo: 1504 },
    { from: 1488, to: 3000, keepFrom: 1504, keepTo: 3000 },
  ]);
  for (const [height, count] of [
    [3000, 3],
    [2999, 4],
    [4001, 4],
    [130, 2],
  ] as const) {
    const cut = bands(height, count);
    expect(cut).toHaveLength(count);
    expect(cut[0]?.keepFrom).toBe(0);
    expect(cut.at(-1)?.keepTo).toBe(height);
    cut.forEach((band, k) => {
      if (k > 0) expect(band.keepFrom).toBe(cut[k - 1]?.keepTo);
      expect(band.keepFrom % 16).toBe(0);
      expect(band.from).toBe(Math.max(0, band.keepFrom - 16));
      expect(band.to).toBe(Math.min(height, band.keepTo + 16));
    });
  }
});

test("a short picture is not cut into bands mostly made of their neighbours' rows", () => {
  expect(bands(40, 4)).toEqual([{ from: 0, to: 40, keepFrom: 0, keepTo: 40 }]);
  expect(bands(100, 4)).toHaveLength(1);
  expect(bands(128, 4)).toHaveLength(2);
  expect(bands(3000, 0)).toHaveLength(1);
});

/** Analysers working as the page's do: each band's rows copied out, as a band sent to another worker is. */
function analysers(image: Pixels, count: number, quality: number): BandLevels[] {
  return Array.from({ length: count }, () => async (band) => {
    const rows = bandPixels(image, band);
    return errorLevels({ ...rows, data: rows.data.slice() }, quality, roundTrip);
  });
}

test("error levels in bands are the whole picture's, byte for byte", async () => {
  // A height that is no multiple of 16, and a width that is no multiple of 16 either: edges padded.
  const image = throughJpeg(scene(250, 333, 7), 75);
  for (const quality of [60, 90]) {
    const whole = Buffer.from(await errorLevels(image, quality, roundTrip));
    for (const count of [2, 3, 4]) {
      const banded = Buffer.from(await errorLevelsInBands(image, analysers(image, count, quality)));
      expect(banded.equals(whole), `${count} bands at quality ${quality}`).toBe(true);
    }
  }
});

test("halves cut without the overlap are not the same bytes: the overlap is what makes bands exact", async () => {
  const image = throughJpeg(scene(160, 320, 3), 75);
  const whole = Buffer.from(await errorLevels(image, 90, roundTrip));
  const half = (from: number, to: number) => {
    const rows = bandPixels(image, { from, to, keepFrom: from, keepTo: to });
    return errorLevels({ ...rows, data: rows.data.slice() }, 90, roundTrip);
  };
  const joined = Buffer.concat([await half(0, 160), await half(160, 320)]);
  expect(joined.length).toBe(whole.length);
  expect(joined.equals(whole)).toBe(false);
});

test("a single analyser gives the whole picture's levels as they are", async () => {
  const image = throughJpeg(scene(64, 48, 5), 80);
  const whole = Buffer.from(await errorLevels(image, 90, roundTrip));
  expect(Buffer.from(await errorLevelsInBands(image, analysers(image, 1, 90))).equals(whole)).toBe(true);
});
