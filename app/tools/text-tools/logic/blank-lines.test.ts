import { describe, expect, it } from "vitest";
import { removeBlankLines } from "./blank-lines.ts";

describe("removeBlankLines", () => {
  it("refuses empty text", () => {
    expect(removeBlankLines("")).toEqual({ ok: false, messageKey: "messages.noText" });
  });

  it("removes empty and whitespace-only lines", () => {
    expect(removeBlankLines("Le cœur\n\n  \t\na ses raisons\n\u00a0\nĐường phố")).toEqual({
      ok: true,
      text: "Le cœur\na ses raisons\nĐường phố",
      messageKey: "messages.blankLinesRemoved",
      messageParams: { count: 3 },
    });
  });

  it("keeps the final line break, which is not a blank line", () => {
    expect(removeBlankLines("a\n\nb\n")).toMatchObject({ ok: true, text: "a\nb\n" });
    expect(removeBlankLines("a\n")).toEqual({ ok: false, messageKey: "messages.noBlankLines" });
  });

  it("keeps CR LF", () => {
    expect(removeBlankLines("a\r\n\r\nb\r\n")).toMatchObject({ ok: true, text: "a\r\nb\r\n" });
  });

  it("empties a text made only of blank lines", () => {
    expect(removeBlankLines("\n \n\t\n")).toEqual({
      ok: true,
      text: "",
      messageKey: "messages.blankLinesRemoved",
      messageParams: { count: 3 },
    });
  });

  it("says so when there is no blank line", () => {
    expect(removeBlankLines("Tiếng Việt có dấu")).toEqual({ ok: false, messageKey: "messages.noBlankLines" });
  });

  it("does not take combining marks or emoji for blank", () => {
    expect(removeBlankLines("\u0301\n\n👨‍👩‍👧")).toMatchObject({ ok: true, text: "\u0301\n👨‍👩‍👧" });
  });

  it("handles very long lines", () => {
    const long = "Hà Nội ".repeat(50_000);
    expect(removeBlankLines(`${long}\n\n${long}`)).toMatchObject({ ok: true, text: `${long}\n${long}` });
  });
});
