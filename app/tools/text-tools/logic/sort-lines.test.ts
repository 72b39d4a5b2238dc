import { describe, expect, it } from "vitest";
import { seededRandom } from "#app/test/seeded-random.ts";
import { randomLines } from "../fixtures/collation.ts";
import {
  DEFAULT_OPTIONS,
  leadingNumberReader,
  parseOptions,
  type SortLinesOptions,
  sortLines,
} from "./sort-lines.ts";

const sorted = (text: string, options = {}, locale = "en") => {
  const result = sortLines(text, options, locale);
  return result.ok ? result.text : undefined;
};

describe("sortLines", () => {
  it("refuses empty text", () => {
    expect(sortLines("")).toEqual({ ok: false, messageKey: "messages.noText" });
  });

  it("sorts ascending and descending with the right message", () => {
    expect(sortLines("pomme\nabricot\ncerise")).toEqual({
      ok: true,
      text: "abricot\ncerise\npomme",
      messageKey: "messages.sortedAscending",
    });
    expect(sortLines("pomme\nabricot\ncerise", { direction: "desc" })).toEqual({
      ok: true,
      text: "pomme\ncerise\nabricot",
      messageKey: "messages.sortedDescending",
    });
  });

  it("follows Vietnamese alphabetical order", () => {
    expect(sorted("đường\ndưa\nơi\nô tô\nốc\nắn\nan\nâm\nbánh", {}, "vi")).toBe(
      "an\nắn\nâm\nbánh\ndưa\nđường\nô tô\nốc\nơi",
    );
  });

  it("puts accented French words with their base letter, œ reading as oe", () => {
    expect(sorted("zèbre\nÉté\nœuvre\nécole\nete\nOrange", {}, "fr")).toBe(
      "école\nete\nÉté\nœuvre\nOrange\nzèbre",
    );
  });

  it("ignores case by default, keeping equal lines in their order, and separates it when asked", () => {
    expect(sorted("b\nB\na\nA")).toBe("a\nA\nb\nB");
    expect(sorted("b\nA\nB\na")).toBe("A\na\nb\nB");
    expect(sorted("b\na\nB\nA", { caseSensitive: true })).toBe("A\na\nB\nb");
  });

  it("is stable in descending order too", () => {
    expect(sorted("a\nb\nA", { direction: "desc" })).toBe("b\na\nA");
  });

  it("sorts numbers by value when numeric is on, with the language's decimal comma", () => {
    const lines = "item 10\n10\n-3\nabc\n2.5\nitem 2\n−4\n+1";
    expect(sorted(lines)).toBe("-3\n+1\n−4\n10\n2.5\nabc\nitem 10\nitem 2");
    expect(sorted(lines, { numeric: true })).toBe("−4\n-3\n+1\n2.5\n10\nabc\nitem 2\nitem 10");
    expect(sorted("1,5\n1,25\n1.75\n1", { numeric: true }, "fr")).toBe("1\n1,25\n1,5\n1.75");
    // In English the comma is not a decimal separator: both read as 1, then digit runs compare 5 < 25.
    expect(sorted("1,5\n1,25\n1", { numeric: true }, "en")).toBe("1\n1,5\n1,25");
  });

  it("compares trimmed lines but outputs them as written", () => {
    expect(sorted("  b\na\n c")).toBe("a\n  b\n c");
    expect(sorted("  b\na\n c", { trim: false })).toBe("  b\n c\na");
  });

  it("keeps CR LF and the final line break", () => {
    expect(sorted("c\r\na\r\nb\r\n")).toBe("a\r\nb\r\nc\r\n");
  });

  it("sorts blank lines first and handles one line or blank lines only", () => {
    expect(sorted("b\n\na\n")).toBe("\na\nb\n");
    expect(sorted("seule ligne")).toBe("seule ligne");
    expect(sorted("\n \n")).toBe("\n \n");
  });

  it("sorts lines with emoji and combining marks", () => {
    expect(sorted("e\u0301te\u0301\n🇫🇷 France\nete\nété", {}, "fr")).toBe(
      "🇫🇷 France\nete\ne\u0301te\u0301\nété",
    );
  });

  it("sorts very long lines", () => {
    const a = `a${"x".repeat(100_000)}`;
    const b = `b${"x".repeat(100_000)}`;
    expect(sorted(`${b}\n${a}`)).toBe(`${a}\n${b}`);
  });
});

describe("leadingNumberReader", () => {
  /** The definition: what this regular expression matches at the start of a line, as a number. */
  const byPattern = (decimalComma: boolean) => {
    const separators = decimalComma ? "[.,]" : "\\.";
    const pattern = new RegExp(`^\\s*[+\\-−]?(?:\\d+(?:${separators}\\d+)?|${separators}\\d+)`);
    return (key: string) => {
      const match = pattern.exec(key);
      return match ? Number(match[0].trimStart().replace("−", "-").replace(",", ".")) : Number.NaN;
    };
  };

  it("reads what the definition reads, in English and in French", () => {
    const next = seededRandom(3);
    const pieces = ["1", "0", "9", "42", ".", ",", "-", "−", "+", " ", "\u00a0", "\t", "a", "é", "e", "x"];
    for (const [locale, decimalComma] of [
      ["en", false],
      ["fr", true],
    ] as const) {
      const read = leadingNumberReader(locale);
      const expected = byPattern(decimalComma);
      for (let round = 0; round < 3000; round++) {
        let key = "";
        for (let i = Math.floor(next() * 7); i > 0; i--) key += pieces[Math.floor(next() * pieces.length)];
        expect(Object.is(read(key), expected(key)), `${locale} ${JSON.stringify(key)}`).toBe(true);
      }
    }
  });
});

describe("sort options", () => {
  it("uses the spec's defaults and ignores invalid values", () => {
    expect(DEFAULT_OPTIONS).toEqual({ direction: "asc", caseSensitive: false, numeric: false, trim: true });
    expect(parseOptions({ direction: "up", numeric: true, trim: "yes" })).toEqual({
      ...DEFAULT_OPTIONS,
      numeric: true,
    });
  });
});

describe("sortLines against the collator", () => {
  /** What sorting must give: a stable sort by leading number, then the collator. */
  function reference(lines: string[], options: SortLinesOptions, locale: string): string {
    const collate = new Intl.Collator(locale, {
      sensitivity: options.caseSensitive ? "variant" : "accent",
      caseFirst: options.caseSensitive ? "upper" : "false",
      numeric: options.numeric,
    }).compare;
    const read = leadingNumberReader(locale);
    const entries = lines.map((line) => {
      const key = options.trim ? line.trim() : line;
      return { line, key, value: options.numeric ? read(key) : 0 };
    });
    const byValue = (a: number, b: number) =>
      a === b || (Number.isNaN(a) && Number.isNaN(b))
        ? 0
        : Number.isNaN(a)
          ? 1
          : Number.isNaN(b)
            ? -1
            : a - b;
    const compare = (a: (typeof entries)[number], b: (typeof entries)[number]) =>
      byValue(a.value, b.value) || collate(a.key, b.key);
    entries.sort(options.direction === "asc" ? compare : (a, b) => compare(b, a));
    return entries.map((entry) => entry.line).join("\n");
  }

  it("gives the collator's order on a text long enough to be sorted by radix passes", () => {
    const lines = randomLines(12_000, 7);
    for (let i = 0; i < lines.length; i += 7) lines[i] = `${i % 101} ${lines[i]}`;
    lines.push("fin");
    for (const numeric of [false, true]) {
      const options = { ...DEFAULT_OPTIONS, numeric };
      expect(sorted(lines.join("\n"), options, "vi") === reference(lines, options, "vi")).toBe(true);
    }
  });

  it("gives the collator's order on lines that share long beginnings, in runs short and long", () => {
    // Keys are cut after 24 units: what follows the cut decides, mark, ligature, digits or emoji.
    const beginnings = ["Đường phố Hà Nội, quận Hoàn Kiếm, số ", "https://www.example.com/articles/", "x"];
    const endings = [
      "o\u031Bi",
      "oi",
      "ơi",
      "Ơi",
      "o",
      "ôi",
      "œuf",
      "oeuf",
      "12",
      "2",
      "002",
      "日本",
      "😀",
      " ",
      "",
    ];
    const next = seededRandom(11);
    const lines: string[] = [];
    for (let i = 0; i < 600; i++) {
      const beginning = beginnings[i % beginnings.length] ?? "";
      const cut = 20 + Math.floor(next() * 17);
      const ending = endings[Math.floor(next() * endings.length)] ?? "";
      lines.push(`${beginning.padEnd(cut, "a").slice(0, cut)}${ending}${i % 3 === 0 ? ` ${i % 7}` : ""}`);
    }
    lines.push("fin");
    for (const locale of ["fr", "vi"]) {
      for (const numeric of [false, true]) {
        for (const direction of ["asc", "desc"] as const) {
          const options = { ...DEFAULT_OPTIONS, numeric, direction };
          expect(sorted(lines.join("\n"), options, locale), JSON.stringify({ locale, ...options })).toBe(
            reference(lines, options, locale),
          );
        }
      }
    }
  });

  for (const locale of ["en", "fr", "vi"]) {
    it(`gives the collator's order in ${locale}, with every option`, () => {
      const lines = randomLines(1200, locale.charCodeAt(0));
      // Numbers at the start of some lines, for numeric mode.
      for (let i = 0; i < lines.length; i += 5) lines[i] = `${(i * 37) % 23}${i % 2 ? ".5" : ""} ${lines[i]}`;
      // A last empty line would read as a final line break.
      lines.push("fin");
      for (const caseSensitive of [false, true]) {
        for (const numeric of [false, true]) {
          for (const direction of ["asc", "desc"] as const) {
            for (const trim of [true, false]) {
              const options = { caseSensitive, numeric, direction, trim };
              expect(sorted(lines.join("\n"), options, locale), JSON.stringify(options)).toBe(
                reference(lines, options, locale),
              );
            }
          }
        }
      }
    });
  }
});
