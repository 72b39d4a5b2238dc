import { describe, expect, it } from "vitest";
import { certaintyOf } from "./confidence.ts";
import { isOcrChoice, languagesOf, linesOf, ocrLanguageFor, textOf } from "./lines.ts";

const line = (text: string, confidence: number, x0: number, y0: number, x1: number, y1: number) => ({
  text,
  confidence,
  bbox: { x0, y0, x1, y1 },
});

describe("lines of a reading", () => {
  it("flattens blocks and paragraphs in reading order, drops empty lines, scales boxes back", () => {
    const lines = linesOf(
      {
        blocks: [
          {
            paragraphs: [
              { lines: [line("First line\n", 95.6, 20, 10, 220, 40), line(" \n", 30, 0, 0, 1, 1)] },
            ],
          },
          { paragraphs: [{ lines: [line("Second", 61.2, 40, 60, 140, 90)] }] },
        ],
      },
      2,
    );
    expect(lines).toEqual([
      { text: "First line", confidence: 96, certainty: "high", box: { x: 10, y: 5, width: 100, height: 15 } },
      {
        text: "Second",
        confidence: 61,
        certainty: "uncertain",
        box: { x: 20, y: 30, width: 50, height: 15 },
      },
    ]);
    expect(textOf(lines)).toBe("First line\nSecond");
    expect(linesOf({ blocks: null }, 1)).toEqual([]);
  });

  it("moves a strip's boxes down to where the strip starts on the read image, then scales them", () => {
    const strip = { blocks: [{ paragraphs: [{ lines: [line("Lower half", 92, 20, 10, 220, 40)] }] }] };
    expect(linesOf(strip, 2, 1200)[0]?.box).toEqual({ x: 10, y: 605, width: 100, height: 15 });
    // A part read from (40, 300) of the image: the box falls on the whole image.
    expect(linesOf(strip, 2, 1200, { x: 40, y: 300 })[0]?.box).toEqual({
      x: 50,
      y: 905,
      width: 100,
      height: 15,
    });
  });

  it("says a confidence in words: uncertain under 70, confident from 90", () => {
    expect(certaintyOf(69.9)).toBe("uncertain");
    expect(certaintyOf(70)).toBe("medium");
    expect(certaintyOf(89)).toBe("medium");
    expect(certaintyOf(90)).toBe("high");
    expect(certaintyOf(Number.NaN)).toBe("uncertain");
  });

  it("reads the three languages together, the page's first, or one chosen; accepts only those", () => {
    expect(ocrLanguageFor("vi")).toBe("vie");
    expect(ocrLanguageFor("de")).toBe("eng");
    expect(languagesOf("all", "vi")).toEqual(["vie", "eng", "fra"]);
    expect(languagesOf("all", "fr")).toEqual(["fra", "eng", "vie"]);
    expect(languagesOf("all", "de")).toEqual(["eng", "fra", "vie"]);
    expect(languagesOf("fra", "vi")).toEqual(["fra"]);
    expect(isOcrChoice("all")).toBe(true);
    expect(isOcrChoice("fra")).toBe(true);
    expect(isOcrChoice("deu")).toBe(false);
    expect(isOcrChoice(null)).toBe(false);
  });
});
