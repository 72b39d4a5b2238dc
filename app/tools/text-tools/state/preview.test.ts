import { describe, expect, it } from "vitest";
import { headOfText } from "./preview.ts";

describe("headOfText", () => {
  it("gives the first five lines and says when more follow", () => {
    expect(headOfText("1\n2\n3\n4\n5\n6")).toEqual({ lines: ["1", "2", "3", "4", "5"], more: true });
    expect(headOfText("1\n2\n3\n4\n5")).toEqual({ lines: ["1", "2", "3", "4", "5"], more: false });
  });

  it("reads a final line break as the end of the last line", () => {
    expect(headOfText("a\nb\n")).toEqual({ lines: ["a", "b"], more: false });
    expect(headOfText("1\n2\n3\n4\n5\n")).toEqual({ lines: ["1", "2", "3", "4", "5"], more: false });
  });

  it("drops Windows line endings and keeps blank lines", () => {
    expect(headOfText("é\r\n\r\nđ\r\n")).toEqual({ lines: ["é", "", "đ"], more: false });
  });

  it("has nothing for an empty text", () => {
    expect(headOfText("")).toEqual({ lines: [], more: false });
  });

  it("cuts very long lines", () => {
    const head = headOfText(`${"x".repeat(50)}\ny`, 5, 20);
    expect(head).toEqual({ lines: ["x".repeat(20)], more: true });
  });

  it("takes another number of lines", () => {
    expect(headOfText("1\n2\n3", 2)).toEqual({ lines: ["1", "2"], more: true });
  });
});
