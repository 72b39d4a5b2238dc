import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import {
  binarize,
  isDarkMode,
  otsuThreshold,
  prepare,
  scaleFor,
  stretchContrast,
  toGray,
  toPgm,
} from "./preprocess.ts";

const WIDTH = 360;
const HEIGHT = 120;

/**
 * A screenshot-like image drawn by ffmpeg (Debian's, with FreeType and Noto Sans): text on a plain
 * background, as the RGBA pixels a canvas gives.
 */
function screenshot(background: string, colour: string) {
  const data = execFileSync("ffmpeg", [
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    `color=c=${background}:s=${WIDTH}x${HEIGHT}`,
    "-frames:v",
    "1",
    "-vf",
    `drawtext=fontfile=/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf:text='Breaking news':fontcolor=${colour}:fontsize=36:x=20:y=40`,
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgba",
    "-",
  ]);
  expect(data.length).toBe(WIDTH * HEIGHT * 4);
  return { data: new Uint8Array(data), width: WIDTH, height: HEIGHT };
}

const mean = (gray: Uint8Array) => gray.reduce((sum, value) => sum + value, 0) / gray.length;

describe("pre-processing of screenshots", () => {
  it("leaves a light screenshot dark-on-light and stretches grey text on grey to black on white", () => {
    const image = screenshot("0xd0d0d0", "0x707070");
    const prepared = prepare(image.data, image.width, image.height);
    expect(prepared.inverted).toBe(false);
    // The background (most pixels) becomes white, the text's core black.
    expect(Math.max(...prepared.gray)).toBe(255);
    expect(Math.min(...prepared.gray)).toBe(0);
    expect(mean(prepared.gray)).toBeGreaterThan(200);
  });

  it("inverts a dark-mode screenshot into dark text on a light background", () => {
    const image = screenshot("0x15202b", "0xe7e9ea");
    const gray = toGray(image.data, image.width, image.height);
    expect(isDarkMode(gray)).toBe(true);
    const prepared = prepare(image.data, image.width, image.height);
    expect(prepared.inverted).toBe(true);
    expect(mean(prepared.gray)).toBeGreaterThan(200);
  });

  it("finds a threshold between text and background (Otsu) and binarises with it", () => {
    const image = screenshot("white", "black");
    const gray = toGray(image.data, image.width, image.height);
    const threshold = otsuThreshold(gray);
    expect(threshold).toBeGreaterThan(40);
    expect(threshold).toBeLessThan(215);
    binarize(gray, threshold);
    expect(new Set(gray)).toEqual(new Set([0, 255]));
  });

  it("leaves a flat image's contrast alone rather than amplifying noise", () => {
    const flat = new Uint8Array(1000).fill(120);
    flat[0] = 125;
    stretchContrast(flat);
    expect(flat[1]).toBe(120);
  });

  it("enlarges only narrow images, and never past twelve million pixels", () => {
    expect(scaleFor(600, 400)).toBe(2);
    expect(scaleFor(720, 1600)).toBe(2);
    expect(scaleFor(1080, 2400)).toBe(1);
    expect(scaleFor(900, 4000)).toBe(1);
    expect(scaleFor(0, 0)).toBe(1);
  });

  it("writes a binary PGM: its header, then one byte a pixel", () => {
    const pgm = toPgm(new Uint8Array([0, 128, 255, 7, 8, 9]), 3, 2);
    const header = "P5\n3 2\n255\n";
    expect(new TextDecoder().decode(pgm.slice(0, header.length))).toBe(header);
    expect([...pgm.slice(header.length)]).toEqual([0, 128, 255, 7, 8, 9]);
  });
});
