import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS, parseOptions, processSpecialChars } from "./special-chars.ts";

const SAMPLE = "Đường phố, Hà Nội! Le cœur (100 %) 👨‍👩‍👧 e\u0301 ❤️\n#tag\t@home";

describe("processSpecialChars", () => {
  it("refuses empty text", () => {
    expect(processSpecialChars("")).toEqual({ ok: false, messageKey: "messages.noText" });
  });

  it("removes special characters, keeping any letter, digit and space, and the line breaks", () => {
    expect(processSpecialChars(SAMPLE)).toEqual({
      ok: true,
      text: "Đường phố Hà Nội Le cœur 100   e\u0301 \ntag\thome",
      messageKey: "messages.specialCharsRemoved",
    });
  });

  it("keeps only the special characters, whole clusters included", () => {
    expect(processSpecialChars(SAMPLE, { mode: "keep" })).toEqual({
      ok: true,
      text: ",!(%)👨‍👩‍👧❤️\n#@",
      messageKey: "messages.specialCharsKept",
    });
  });

  it("applies the spec's ASCII rule when asked", () => {
    expect(processSpecialChars("Tiếng Việt, café\tx", { asciiOnly: true })).toMatchObject({
      ok: true,
      text: "Ting Vit cafx",
    });
    expect(processSpecialChars("Tiếng Việt, café", { asciiOnly: true, mode: "keep" })).toMatchObject({
      ok: true,
      text: "ếệ,é",
    });
  });

  it("treats a class that is switched off as special", () => {
    expect(processSpecialChars("Hà Nội 2024", { numbers: false })).toMatchObject({
      ok: true,
      text: "Hà Nội ",
    });
    expect(processSpecialChars("Hà Nội 2024", { letters: false, spaces: false })).toMatchObject({
      ok: true,
      text: "2024",
    });
    expect(processSpecialChars("a b\r\nc", { spaces: false })).toMatchObject({ ok: true, text: "ab\r\nc" });
  });

  it("keeps CR LF and the final line break in both modes", () => {
    expect(processSpecialChars("Hà Nội!\r\nSài Gòn?\r\n")).toMatchObject({
      ok: true,
      text: "Hà Nội\r\nSài Gòn\r\n",
    });
    expect(processSpecialChars("Hà Nội!\r\nSài Gòn?\r\n", { mode: "keep" })).toMatchObject({
      ok: true,
      text: "!\r\n?\r\n",
    });
  });

  it("says when nothing would be removed", () => {
    expect(processSpecialChars("Le cœur a ses raisons\n")).toEqual({
      ok: false,
      messageKey: "messages.nothingToRemove",
    });
    expect(processSpecialChars("?!\n…", { mode: "keep" })).toEqual({
      ok: false,
      messageKey: "messages.nothingToRemove",
    });
    expect(
      processSpecialChars("abc", { mode: "keep", letters: false, numbers: false, spaces: false }),
    ).toEqual({
      ok: false,
      messageKey: "messages.nothingToRemove",
    });
  });

  it("says when nothing would be left", () => {
    expect(processSpecialChars("Đường phố\r\nHà Nội\r\n", { mode: "keep" })).toEqual({
      ok: false,
      messageKey: "messages.nothingToKeep",
    });
    expect(processSpecialChars("!!\n??")).toEqual({ ok: false, messageKey: "messages.nothingToKeep" });
  });

  it("handles blank lines only and very long lines", () => {
    expect(processSpecialChars("\n\n")).toEqual({ ok: false, messageKey: "messages.nothingToRemove" });
    const long = "Hà Nội! ".repeat(50_000);
    expect(processSpecialChars(long)).toMatchObject({ ok: true, text: "Hà Nội ".repeat(50_000) });
  });
});

describe("special characters options", () => {
  it("uses the spec's defaults and ignores invalid values", () => {
    expect(DEFAULT_OPTIONS).toEqual({
      mode: "remove",
      letters: true,
      numbers: true,
      spaces: true,
      asciiOnly: false,
    });
    expect(parseOptions({ mode: "strip", letters: 0, asciiOnly: true })).toEqual({
      ...DEFAULT_OPTIONS,
      asciiOnly: true,
    });
  });
});
