import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { toGray } from "./preprocess.ts";
import { rowInk, splitIntoStrips } from "./regions.ts";

const WIDTH = 640;
const FONT = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf";
/** Vietnamese with stacked diacritics (ồ, ể, ữ), whose accents sit a few rows above their letters. */
const LINES = [
  "Hội đồng nhân dân thành phố",
  "đóng cửa cây cầu cũ để sửa chữa",
  "tháng Ba theo thông cáo",
  "Xe cộ sẽ được phân luồng",
];

/**
 * Lines of text drawn by ffmpeg (Debian's, with FreeType and Noto Sans) 60 pixels apart at 40 pixels,
 * as a phone shows a post, in grey: one byte a pixel. `bar` adds a two-pixel rule down the whole image.
 */
function page(lines: readonly string[], { dark = false, bar = false } = {}) {
  const height = 40 + lines.length * 60;
  const colour = dark ? "0xe7e9ea" : "0x0f1419";
  const drawn = lines.map(
    (line, index) =>
      `drawtext=fontfile=${FONT}:text='${line}':fontcolor=${colour}:fontsize=40:x=24:y=${24 + index * 60}`,
  );
  if (bar) drawn.push(`drawbox=x=${WIDTH - 8}:y=0:w=2:h=${height}:color=${colour}:t=fill`);
  const data = execFileSync("ffmpeg", [
    ...[
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      `color=c=${dark ? "0x15202b" : "white"}:s=${WIDTH}x${height}`,
    ],
    ...["-frames:v", "1", "-vf", drawn.join(","), "-f", "rawvideo", "-pix_fmt", "rgba", "-"],
  ]);
  return { gray: toGray(new Uint8Array(data), WIDTH, height), height };
}

/** How many runs of inked rows (a line of text with its accents) a strip holds. */
function linesIn(ink: Uint32Array, top: number, bottom: number): number {
  let lines = 0;
  let inLine = false;
  for (let y = top; y < bottom; y++) {
    const inked = (ink[y] ?? 0) > 0;
    if (inked && !inLine) lines++;
    inLine = inked;
  }
  return lines;
}

describe("cutting a page into strips read side by side", () => {
  it("cuts four lines into two strips of two, in a blank band, never through an accent", () => {
    const { gray, height } = page(LINES);
    const ink = rowInk(gray, WIDTH, height, false);
    const strips = splitIntoStrips(ink, WIDTH, 2);
    expect(strips).toHaveLength(2);
    expect(strips[0]?.top).toBe(0);
    expect(strips[1]?.bottom).toBe(height);
    expect(strips[0]?.bottom).toBe(strips[1]?.top);
    const cut = strips[1]?.top ?? 0;
    // The cut row and its neighbours hold no ink: the accents of the third line are below it.
    expect([ink[cut - 1], ink[cut], ink[cut + 1]]).toEqual([0, 0, 0]);
    expect(linesIn(ink, 0, cut)).toBe(2);
    expect(linesIn(ink, cut, height)).toBe(2);
  });

  it("finds the same cut in dark mode, where the text is the light side", () => {
    const light = page(LINES);
    const dark = page(LINES, { dark: true });
    const cutOf = (gray: Uint8Array, lightText: boolean) =>
      splitIntoStrips(rowInk(gray, WIDTH, light.height, lightText), WIDTH, 2)[1]?.top;
    expect(cutOf(dark.gray, true)).toBe(cutOf(light.gray, false));
  });

  it("ignores a thin rule running down the page (a scroll bar, a divider)", () => {
    const { gray, height } = page(LINES, { bar: true });
    expect(splitIntoStrips(rowInk(gray, WIDTH, height, false), WIDTH, 2)).toHaveLength(2);
  });

  it("keeps one line, or a page asked for one part, whole", () => {
    const one = page(LINES.slice(0, 1));
    expect(splitIntoStrips(rowInk(one.gray, WIDTH, one.height, false), WIDTH, 2)).toEqual([
      { top: 0, bottom: one.height },
    ]);
    const four = page(LINES);
    expect(splitIntoStrips(rowInk(four.gray, WIDTH, four.height, false), WIDTH, 1)).toEqual([
      { top: 0, bottom: four.height },
    ]);
  });

  it("keeps an image without a blank band whole (a photo, text over a picture)", () => {
    const noisy = new Uint32Array(500).fill(WIDTH / 2);
    expect(splitIntoStrips(noisy, WIDTH, 2)).toEqual([{ top: 0, bottom: 500 }]);
  });

  it("balances the strips by ink, not by height: a long line weighs more than a short one", () => {
    // Rows 0–9 ink 600 (a full line), blank, rows 20–29 ink 10, blank, rows 40–49 ink 10, blank, 60–69 ink 10.
    const ink = new Uint32Array(80);
    for (let y = 0; y < 10; y++) ink[y] = 600;
    for (const start of [20, 40, 60]) for (let y = start; y < start + 10; y++) ink[y] = 10;
    expect(splitIntoStrips(ink, WIDTH, 2)).toEqual([
      { top: 0, bottom: 15 },
      { top: 15, bottom: 80 },
    ]);
  });
});
