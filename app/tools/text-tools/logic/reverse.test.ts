import { describe, expect, it } from "vitest";
import { randomJoiningTexts, segment } from "../fixtures/graphemes.ts";
import { DEFAULT_OPTIONS, parseOptions, reverseText } from "./reverse.ts";

const whole = (text: string) => {
  const result = reverseText(text, { mode: "whole" });
  return result.ok ? result.text : undefined;
};
const eachLine = (text: string) => {
  const result = reverseText(text, { mode: "eachLine" });
  return result.ok ? result.text : undefined;
};

describe("reverseText", () => {
  it("refuses empty text", () => {
    expect(reverseText("")).toEqual({ ok: false, messageKey: "messages.noText" });
  });

  it("reverses the whole text, lines included", () => {
    expect(reverseText("Le cœur\nHà Nội", { mode: "whole" })).toEqual({
      ok: true,
      text: "iộN àH\nruœc eL",
      messageKey: "messages.textReversed",
    });
  });

  it("reverses each line in place", () => {
    expect(reverseText("Le cœur\nHà Nội", { mode: "eachLine" })).toEqual({
      ok: true,
      text: "ruœc eL\niộN àH",
      messageKey: "messages.eachLineReversed",
    });
  });

  it("keeps grapheme clusters whole", () => {
    expect(whole("ae\u0301👨‍👩‍👧🇫🇷🇻🇳👍🏽❤️😀b")).toBe("b😀❤️👍🏽🇻🇳🇫🇷👨‍👩‍👧e\u0301a");
    expect(eachLine("Tie\u0302\u0301ng\nVie\u0323\u0302t")).toBe("gne\u0302\u0301iT\nte\u0323\u0302iV");
  });

  it("keeps CR LF and the final line break where they belong", () => {
    expect(whole("ab\r\ncd\r\n")).toBe("dc\r\nba\r\n");
    expect(eachLine("ab\r\ncd\r\n")).toBe("ba\r\ndc\r\n");
    expect(whole("ab\ncd\n")).toBe("dc\nba\n");
  });

  it("handles blank lines and a one-character text", () => {
    expect(whole("\n\na\n")).toBe("a\n\n\n");
    expect(eachLine("\n\nab\n")).toBe("\n\nba\n");
    expect(whole("x")).toBe("x");
    expect(whole("\n \n")).toBe(" \n\n");
    expect(eachLine("\r\n\r\n")).toBe("\r\n\r\n");
  });

  it("keeps a lone surrogate rather than corrupting it", () => {
    expect(whole("a\ud800b")).toBe("b\ud800a");
  });

  it("reverses the clusters Intl.Segmenter finds, on random mixes of joining code points", () => {
    for (const text of randomJoiningTexts(3000, 7)) {
      // Texts in one line without a final break: the whole text is its clusters in reverse.
      const line = `x${text.replaceAll(/[\r\n]/g, "")}y`;
      expect(whole(line), JSON.stringify(line)).toBe(segment(line).reverse().join(""));
      expect(eachLine(line), JSON.stringify(line)).toBe(segment(line).reverse().join(""));
    }
  });

  it("reverses a very long line exactly", () => {
    const line = "Đường phố 👨‍👩‍👧 ".repeat(20_000);
    const expected = " 👨‍👩‍👧 ốhp gnờưĐ".repeat(20_000);
    expect(whole(line)).toBe(expected);
    expect(eachLine(`${line}\n${line}`)).toBe(`${expected}\n${expected}`);
  });
});

describe("reverse options", () => {
  it("defaults to the whole text and ignores unknown modes", () => {
    expect(DEFAULT_OPTIONS).toEqual({ mode: "whole" });
    expect(parseOptions({ mode: "words" })).toEqual({ mode: "whole" });
  });
});
