import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { fixture } from "../../fixtures/make-images.ts";
import { ffmpegJpeg, libjpegJpeg, photoJpeg } from "../../fixtures/make-jpegs.ts";
import { lumaCoefficients } from "./coefficients.ts";
import { doubleQuantisation } from "./double-quantisation.ts";
import { jpegHistory } from "./history.ts";
import { ANNEX_K_LUMINANCE, libjpegTable } from "./quality.ts";

const hint = (file: Uint8Array) =>
  jpegHistory(file, { software: [] })?.hints.find((h) => h.code === "double_quantisation");

describe("lumaCoefficients", () => {
  it("decodes every brightness block of each colour sampling ffmpeg writes", () => {
    // 96 × 64 pixels: 12 × 8 blocks of brightness whatever the colour sampling.
    for (const format of ["yuvj444p", "yuvj422p", "yuvj420p"]) {
      expect(lumaCoefficients(ffmpegJpeg(format), 100_000)?.length, format).toBe(12 * 8 * 64);
    }
  });

  it("reads the DC of a flat grey picture as its level, quantised", () => {
    const size = 16;
    const grey = Buffer.alloc(size * size * 4, 200);
    expect(lumaCoefficients(libjpegJpeg(75, 16, 16), 100)?.length).toBe(4 * 64);
    const flat = lumaCoefficients(
      new Uint8Array(jpeg.encode({ data: grey, width: size, height: size }, 75).data),
      100,
    );
    const step = libjpegTable(ANNEX_K_LUMINANCE, 75)[0] ?? 1;
    // Level 200 shifted by 128, times 8 (the DCT's DC gain), over the step.
    expect(flat?.[0]).toBe(Math.round(((200 - 128) * 8) / step));
    expect(flat?.slice(1, 64).every((value) => value === 0)).toBe(true);
  });

  it("stops at the first block it cannot follow, and reads no progressive file", () => {
    const file = libjpegJpeg(90, 128, 128);
    const cut = file.slice(0, Math.floor(file.length / 2));
    const read = lumaCoefficients(cut, 100_000);
    expect(read && read.length / 64).toBeGreaterThan(0);
    expect(read && read.length / 64).toBeLessThan(16 * 16);
    expect(lumaCoefficients(fixture("no_manifest.jpg"), 100)).toBeUndefined();
  });
});

describe("doubleQuantisation", () => {
  it("finds dips in a photo saved at 60 then at 90, and at 50 then 80", () => {
    expect(hint(photoJpeg(60, [90]))).toMatchObject({ code: "double_quantisation", blocks: 4096 });
    expect(hint(photoJpeg(50, [80]))).toMatchObject({ code: "double_quantisation" });
  });

  it("finds none in a photo saved once, nor saved twice at the same or a coarser quality", () => {
    expect(hint(photoJpeg(90))).toBeUndefined();
    expect(hint(photoJpeg(75))).toBeUndefined();
    expect(hint(photoJpeg(95, [95]))).toBeUndefined();
    expect(hint(photoJpeg(90, [60]))).toBeUndefined();
  });

  it("says nothing of a picture too small to count on", () => {
    const few = lumaCoefficients(photoJpeg(60, [90], 128), 100_000);
    expect(few && few.length / 64).toBe(256);
    expect(few && doubleQuantisation(few)).toBeUndefined();
  });
});
