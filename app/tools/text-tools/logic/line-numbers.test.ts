import { describe, expect, it } from "vitest";
import { addLineNumbers, DEFAULT_OPTIONS, parseOptions } from "./line-numbers.ts";

const numbered = (text: string, options = {}) => {
  const result = addLineNumbers(text, options);
  return result.ok ? result.text : undefined;
};

describe("addLineNumbers", () => {
  it("refuses empty text", () => {
    expect(addLineNumbers("")).toEqual({ ok: false, messageKey: "messages.noText" });
  });

  it("numbers every line from 1 with '. ' by default", () => {
    expect(addLineNumbers("Le cœur\n\nĐường phố")).toEqual({
      ok: true,
      text: "1. Le cœur\n2. \n3. Đường phố",
      messageKey: "messages.lineNumbersAdded",
      messageParams: { count: 3 },
    });
  });

  it("leaves blank lines unnumbered, without using up a number, when asked", () => {
    expect(numbered("a\n\n  \nb", { numberEmptyLines: false })).toBe("1. a\n\n  \n2. b");
  });

  it("pads with zeros to the width of the largest number, or to a given width", () => {
    const ten = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj";
    expect(numbered(ten, { padWithZeros: true })).toBe(
      "01. a\n02. b\n03. c\n04. d\n05. e\n06. f\n07. g\n08. h\n09. i\n10. j",
    );
    expect(numbered("a\nb", { padWithZeros: true, padWidth: 4, start: 99 })).toBe("0099. a\n0100. b");
    expect(numbered("a\nb", { padWidth: 4 })).toBe("1. a\n2. b");
  });

  it("uses the start and separator given", () => {
    expect(numbered("x\ny", { start: 0, separator: ") " })).toBe("0) x\n1) y");
    expect(numbered("x", { separator: "" })).toBe("1x");
  });

  it("keeps CR LF and does not number the nothing after a final line break", () => {
    expect(numbered("un\r\ndeux\r\n")).toBe("1. un\r\n2. deux\r\n");
  });

  it("says so when there is no line to number", () => {
    expect(addLineNumbers("\n \n", { numberEmptyLines: false })).toEqual({
      ok: false,
      messageKey: "messages.noLinesToNumber",
    });
    expect(numbered("\n \n")).toBe("1. \n2.  \n");
  });

  it("numbers lines with emoji and a very long line", () => {
    expect(numbered("👨‍👩‍👧\ne\u0301")).toBe("1. 👨‍👩‍👧\n2. e\u0301");
    const long = "Hà Nội ".repeat(50_000);
    expect(numbered(long)).toBe(`1. ${long}`);
  });
});

describe("line number options", () => {
  it("uses the spec's defaults", () => {
    expect(DEFAULT_OPTIONS).toEqual({
      start: 1,
      separator: ". ",
      padWithZeros: false,
      padWidth: 0,
      numberEmptyLines: true,
    });
  });

  it("ignores numbers that are not whole and 0 or more", () => {
    expect(parseOptions({ start: -1, padWidth: 2.5 })).toEqual(DEFAULT_OPTIONS);
    expect(parseOptions({ start: "abc", padWidth: "" })).toEqual(DEFAULT_OPTIONS);
    expect(parseOptions({ start: "5", padWidth: 3 })).toMatchObject({ start: 5, padWidth: 3 });
    expect(parseOptions({ padWidth: 21 }).padWidth).toBe(0);
    expect(numbered("a", { start: -5 })).toBe("1. a");
  });
});
