import { describe, expect, it } from "vitest";
import {
  detectLineEnding,
  isBlank,
  joinLines,
  lineRanges,
  linesInOrder,
  splitLines,
  trimmedRanges,
} from "./lines.ts";

describe("splitLines", () => {
  it("treats a final line break as a terminator", () => {
    expect(splitLines("Le cœur\na ses raisons\n")).toEqual({
      lines: ["Le cœur", "a ses raisons"],
      eol: "\n",
      trailingNewline: true,
    });
  });

  it("keeps Windows line endings", () => {
    expect(splitLines("Đường phố\r\nHà Nội")).toEqual({
      lines: ["Đường phố", "Hà Nội"],
      eol: "\r\n",
      trailingNewline: false,
    });
  });

  it("lets the first line break decide for mixed endings and splits on both", () => {
    expect(splitLines("a\r\nb\nc")).toEqual({ lines: ["a", "b", "c"], eol: "\r\n", trailingNewline: false });
    expect(splitLines("a\nb\r\nc").eol).toBe("\n");
  });

  it("keeps a lone carriage return inside its line", () => {
    expect(splitLines("a\rb\nc").lines).toEqual(["a\rb", "c"]);
  });

  it("reads blank lines and a lone line break", () => {
    expect(splitLines("\n")).toEqual({ lines: [""], eol: "\n", trailingNewline: true });
    expect(splitLines("\n\n")).toEqual({ lines: ["", ""], eol: "\n", trailingNewline: true });
    expect(splitLines("one line")).toEqual({ lines: ["one line"], eol: "\n", trailingNewline: false });
  });
});

describe("joinLines", () => {
  it("restores the line ending and the final break", () => {
    expect(joinLines(["a", "b"], "\r\n", true)).toBe("a\r\nb\r\n");
    expect(joinLines(["a", "b"], "\n", false)).toBe("a\nb");
  });

  it("does not leave a lone line break when every line is gone", () => {
    expect(joinLines([], "\n", true)).toBe("");
  });
});

describe("detectLineEnding and isBlank", () => {
  it("defaults to LF without line breaks", () => {
    expect(detectLineEnding("Tiếng Việt")).toBe("\n");
    expect(detectLineEnding("\n")).toBe("\n");
    expect(detectLineEnding("\r\n")).toBe("\r\n");
  });

  it("counts whitespace-only lines as blank, including no-break spaces", () => {
    expect(isBlank("")).toBe(true);
    expect(isBlank(" \t\u00a0")).toBe(true);
    expect(isBlank(" é ")).toBe(false);
  });
});

describe("line ranges", () => {
  const texts = ["a\nbc\n", "a\r\nbc\r\n\r\nd", "a\nb\r\nc", "lone\rreturn\nx\r", "", "\n\n", "\n", "x"];

  it("finds the lines splitLines gives, with the same line ending and final line break", () => {
    for (const text of texts) {
      const { starts, ends, eol, trailingNewline } = lineRanges(text);
      const lines = Array.from(starts, (start, index) => text.slice(start, ends[index]));
      expect({ lines, eol, trailingNewline }, JSON.stringify(text)).toEqual(splitLines(text));
    }
  });

  it("leaves out the whitespace around each line when trimmed, as String.prototype.trim does", () => {
    const text = "  Đường phố \t\r\n\u00a0cœur\u3000\r\n   \r\nx";
    const { starts, ends } = lineRanges(text);
    const { from, to } = trimmedRanges(text, starts, ends);
    const trimmed = Array.from(from, (start, index) => text.slice(start, to[index]));
    expect(trimmed).toEqual(splitLines(text).lines.map((line) => line.trim()));
  });

  it("puts the lines in any order, as joinLines would join them", () => {
    for (const text of [...texts, "é👍\r\nĐà Lạt\r\n"]) {
      const { lines, eol, trailingNewline } = splitLines(text);
      const order = Int32Array.from(lines, (_, index) => lines.length - 1 - index);
      const expected = joinLines(
        Array.from(order, (index) => lines[index] ?? ""),
        eol,
        trailingNewline,
      );
      expect(linesInOrder(text, lineRanges(text), order), JSON.stringify(text)).toBe(expected);
    }
  });
});
