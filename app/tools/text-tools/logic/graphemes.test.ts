import { afterEach, describe, expect, it, vi } from "vitest";
import { randomJoiningTexts, segment } from "../fixtures/graphemes.ts";
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
    for (const text of randomJoiningTexts(5000, 42)) {
      expect(clusters(text), JSON.stringify(text)).toEqual(segment(text));
    }
  });

  it("handles a very long line with joining code points spread through it", () => {
    const text = "Tiê\u0301ng Việt 👨‍👩‍👧 🇻🇳 ".repeat(5000);
    expect(clusters(text)).toEqual(segment(text));
  });
});
