import { describe, expect, it } from "vitest";
import { seededRandom } from "#app/test/seeded-random.ts";
import { randomLines } from "../fixtures/collation.ts";
import { DEFAULT_OPTIONS, parseOptions, removeDuplicates } from "./duplicates.ts";
import { joinLines, splitLines } from "./lines.ts";

describe("removeDuplicates", () => {
  it("refuses empty text", () => {
    expect(removeDuplicates("")).toEqual({ ok: false, messageKey: "messages.noText" });
  });

  it("keeps the first occurrence, case sensitive and trimmed by default", () => {
    expect(removeDuplicates("Hà Nội\nSài Gòn\n  Hà Nội\nhà nội\nSài Gòn")).toEqual({
      ok: true,
      text: "Hà Nội\nSài Gòn\nhà nội",
      messageKey: "messages.duplicatesRemoved",
      messageParams: { count: 2 },
    });
  });

  it("compares without case when asked, folding ß and SS", () => {
    const result = removeDuplicates("Le Cœur\nle cœur\nLE CŒUR\nStraße\nSTRASSE", { caseSensitive: false });
    expect(result).toMatchObject({ ok: true, text: "Le Cœur\nStraße" });
  });

  it("compares surrounding whitespace when trim is off, and keeps lines as written either way", () => {
    expect(removeDuplicates("a\n a\na ", { trim: false })).toEqual({
      ok: false,
      messageKey: "messages.noDuplicates",
    });
    expect(removeDuplicates("  indented\nindented")).toMatchObject({ ok: true, text: "  indented" });
  });

  it("treats composed and decomposed accents as the same line", () => {
    expect(removeDuplicates("Tiếng Việt\nTie\u0302\u0301ng Vie\u0323\u0302t")).toMatchObject({
      ok: true,
      text: "Tiếng Việt",
    });
  });

  it("says so when there is nothing to remove", () => {
    expect(removeDuplicates("one line")).toEqual({ ok: false, messageKey: "messages.noDuplicates" });
    expect(removeDuplicates("\n\n \n")).toEqual({ ok: false, messageKey: "messages.noDuplicates" });
  });

  it("never removes blank lines, so paragraphs stay apart", () => {
    expect(removeDuplicates("un\n\ndeux\n\nun\n")).toMatchObject({ ok: true, text: "un\n\ndeux\n\n" });
  });

  it("keeps CR LF and the final line break", () => {
    expect(removeDuplicates("x\r\ny\r\nx\r\n")).toMatchObject({ ok: true, text: "x\r\ny\r\n" });
  });

  it("handles emoji lines and very long lines", () => {
    const long = "Đường phố 👨‍👩‍👧 ".repeat(10_000);
    expect(removeDuplicates(`${long}\n🇫🇷\n${long}\n🇫🇷`)).toMatchObject({ ok: true, text: `${long}\n🇫🇷` });
  });
});

describe("removeDuplicates against a set of strings", () => {
  /** The definition: a line repeats an earlier one when its normalised (and folded) text does. */
  function reference(text: string, { caseSensitive, trim }: { caseSensitive: boolean; trim: boolean }) {
    const { lines, eol, trailingNewline } = splitLines(text);
    const seen = new Set<string>();
    const kept = lines.filter((line) => {
      if (line.trim() === "") return true;
      const key = (trim ? line.trim() : line).normalize("NFC");
      const folded = caseSensitive ? key : key.toUpperCase().toLowerCase();
      if (seen.has(folded)) return false;
      seen.add(folded);
      return true;
    });
    return joinLines(kept, eol, trailingNewline);
  }

  it("keeps the same lines on texts of many repeats, accents composed or not, with every option", () => {
    const pool = randomLines(300, 17);
    const next = seededRandom(19);
    const lines = Array.from({ length: 3000 }, () => {
      const line = pool[Math.floor(next() * pool.length)] ?? "";
      const roll = next();
      return roll < 0.2
        ? ` ${line}`
        : roll < 0.3
          ? line.normalize("NFD")
          : roll < 0.4
            ? line.toUpperCase()
            : line;
    });
    const text = `${lines.join("\n")}\n`;
    for (const caseSensitive of [true, false]) {
      for (const trim of [true, false]) {
        const result = removeDuplicates(text, { caseSensitive, trim });
        expect(result.ok && result.text, JSON.stringify({ caseSensitive, trim })).toBe(
          reference(text, { caseSensitive, trim }),
        );
      }
    }
  });
});

describe("duplicates options", () => {
  it("uses the spec's defaults and ignores invalid values", () => {
    expect(DEFAULT_OPTIONS).toEqual({ caseSensitive: true, trim: true });
    expect(parseOptions({ caseSensitive: "no", trim: false })).toEqual({ caseSensitive: true, trim: false });
  });
});
