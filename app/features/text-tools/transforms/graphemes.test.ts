import { afterEach, describe, expect, it, vi } from "vitest";
import { seededRandom } from "../../../test/seeded-random.ts";
import { GraphemeCursor } from "./graphemes.ts";

function clusters(text: string): string[] {
  const cursor = new GraphemeCursor(text);
  const out: string[] = [];
  for (let start = 0; start < text.length; ) {
    const end = cursor.end(start);
    out.push(text.slice(start, end));
    start = end;
  }
  return out;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const segment = (text: string) => Array.from(segmenter.segment(text), ({ segment }) => segment);

describe("GraphemeCursor", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("does not call the segmenter for composed French and Vietnamese, or for plain emoji", () => {
    const segment = vi.spyOn(Intl.Segmenter.prototype, "segment");
    expect(clusters("Lé cœur\r\nĐường phố 😀")).toEqual([..."Lé cœur", "\r\n", ..."Đường phố", " ", "😀"]);
    expect(segment).not.toHaveBeenCalled();
  });

  it("calls the segmenter once, however many stretches need it", () => {
    const segment = vi.spyOn(Intl.Segmenter.prototype, "segment");
    clusters("e\u0301 a\u0301 🇫🇷\n👨‍👩‍👧");
    expect(segment).toHaveBeenCalledTimes(1);
  });

  it("finds the clusters made of several code points", () => {
    expect(clusters("e\u0301t\u00e9")).toEqual(["e\u0301", "t", "\u00e9"]);
    expect(clusters("a👨‍👩‍👧b")).toEqual(["a", "👨‍👩‍👧", "b"]);
    expect(clusters("🇫🇷🇻🇳")).toEqual(["🇫🇷", "🇻🇳"]);
    expect(clusters("👍🏽\r\n❤️")).toEqual(["👍🏽", "\r\n", "❤️"]);
    expect(clusters("Tie\u0302\u0301ng Vie\u0323\u0302t")).toEqual(
      segment("Tie\u0302\u0301ng Vie\u0323\u0302t"),
    );
  });

  it("agrees with Intl.Segmenter on random mixes of joining code points", () => {
    const alphabet = [
      "a",
      "é",
      "\u0301",
      "\u0323",
      "\u200d",
      "👨",
      "👩",
      "🇫",
      "🇷",
      "🏻",
      "\ufe0f",
      "\r",
      "\n",
      " ",
      "\u1100",
      "\u1161",
      "\u11a8",
      "가",
      "क",
      "्",
      "ष",
      "\u0600",
      "\ud800",
      "\udc00",
      "\u{1d165}",
      "\u{e0067}",
      "😀",
    ];
    const next = seededRandom(42);
    for (let round = 0; round < 5000; round++) {
      let text = "";
      const length = Math.floor(next() * 12);
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)];
      expect(clusters(text), JSON.stringify(text)).toEqual(segment(text));
    }
  });

  it("handles a very long line with joining code points spread through it", () => {
    const text = "Tiê\u0301ng Việt 👨‍👩‍👧 🇻🇳 ".repeat(5000);
    expect(clusters(text)).toEqual(segment(text));
  });
});
