import { describe, expect, it } from "vitest";
import {
  isLargeText,
  LARGE_TEXT_THRESHOLD,
  LINE_HEIGHT,
  largePaste,
  lineAt,
  lineStarts,
  VIEW_HEIGHT,
  VISIBLE_LINES,
  visibleWindow,
} from "./large-text.ts";

describe("largePaste", () => {
  const big = "x".repeat(LARGE_TEXT_THRESHOLD);

  it("lets the browser paste what keeps the text small", () => {
    expect(largePaste("abc", 3, 3, "def")).toBeNull();
    expect(largePaste(big, 0, big.length, "small")).toBeNull();
  });

  it("makes the large text, the paste replacing the selection", () => {
    expect(largePaste("ab|cd", 2, 3, big)).toBe(`ab${big}cd`);
    expect(isLargeText(largePaste("", 0, 0, `${big}!`) ?? "")).toBe(true);
  });
});

describe("lineStarts and lineAt", () => {
  it("find each line, a final line break ending the last one", () => {
    const text = "un\r\ndeux\n\ntrois\n";
    const starts = lineStarts(text);
    expect(Array.from(starts)).toEqual([0, 4, 9, 10]);
    expect([0, 1, 2, 3].map((index) => lineAt(text, starts, index))).toEqual(["un", "deux", "", "trois"]);
  });

  it("have one empty line for an empty text, and cut very long lines", () => {
    expect(Array.from(lineStarts(""))).toEqual([0]);
    const starts = lineStarts("abcdef\ng");
    expect(lineAt("abcdef\ng", starts, 0, 3)).toBe("abc…");
    expect(lineAt("abcdef\ng", starts, 1, 3)).toBe("g");
  });
});

describe("visibleWindow", () => {
  it("draws the lines from the scroll position, one line height each", () => {
    expect(visibleWindow(0, 1000)).toEqual({ height: 1000 * LINE_HEIGHT, first: 0, top: 0 });
    expect(visibleWindow(LINE_HEIGHT * 10 + 5, 1000)).toEqual({
      height: 1000 * LINE_HEIGHT,
      first: 10,
      top: LINE_HEIGHT * 10,
    });
  });

  it("scales the scrolling of more lines than an element can be tall", () => {
    const lines = 10_000_000;
    const start = visibleWindow(0, lines);
    expect(start.height).toBeLessThan(lines * LINE_HEIGHT);
    expect(start.first).toBe(0);
    const end = visibleWindow(start.height - VIEW_HEIGHT, lines);
    expect(end.first).toBe(lines - VISIBLE_LINES);
    expect(end.top).toBe(start.height - VIEW_HEIGHT);
  });
});
