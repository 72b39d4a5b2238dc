import { describe, expect, test } from "vitest";
import { findOccurrences } from "./scan.ts";

const summary = (text: string) =>
  findOccurrences(text).map(({ index, kind, codePoint, passesFor }) => ({
    index,
    kind,
    char: String.fromCodePoint(codePoint),
    ...(passesFor === undefined ? {} : { passesFor: String.fromCodePoint(passesFor) }),
  }));

describe("invisible and unusual characters", () => {
  test.each([
    ["zero-width", "a\u200Bb", "\u200B"],
    ["zero-width", "a\u200Db", "\u200D"],
    ["zero-width", "a\u2060b", "\u2060"],
    ["zero-width", "\uFEFFab", "\uFEFF"],
    ["bidi", "a\u202Eb", "\u202E"],
    ["bidi", "a\u2067b", "\u2067"],
    ["space", "a\u00A0b", "\u00A0"],
    ["space", "a\u202Fb", "\u202F"],
    ["space", "a\u3000b", "\u3000"],
    ["soft-hyphen", "ab\u00ADc", "\u00AD"],
    // The blank Braille pattern: a symbol for Unicode, so a "not blank" check lets a name of it through.
    ["blank", "a\u2800b", "\u2800"],
    ["control", "a\u0007b", "\u0007"],
    ["control", "a\u0085b", "\u0085"],
    ["variation-selector", "a\uFE0Fb", "\uFE0F"],
    ["variation-selector", "a\u{E0100}b", "\u{E0100}"],
    ["tag", "a\u{E0041}b", "\u{E0041}"],
    ["format", "a\u{1BCA0}b", "\u{1BCA0}"],
  ])("%s: %j", (kind, text, char) => {
    expect(summary(text)).toEqual([{ index: text.indexOf(char), kind, char }]);
  });

  test("tab, line feed and carriage return are ordinary", () => {
    expect(findOccurrences("one\ttwo\r\nthree\n")).toEqual([]);
  });

  test("a character beyond the BMP is found whole, at its place", () => {
    expect(findOccurrences("😀\u{E0067}")).toEqual([
      { index: 2, length: 2, codePoint: 0xe0067, kind: "tag" },
    ]);
  });
});

describe("a Trojan Source line", () => {
  // The comment seems to end the line, but the right-to-left override makes the code after it run:
  // what a reviewer reads is not what the compiler reads.
  const line = 'if (accessLevel != "user\u202E \u2066// Check if admin\u2069 \u2066") {';

  test("every bidirectional control in it is found, in order", () => {
    expect(summary(line).map(({ kind, char }) => [kind, char])).toEqual([
      ["bidi", "\u202E"],
      ["bidi", "\u2066"],
      ["bidi", "\u2069"],
      ["bidi", "\u2066"],
    ]);
  });
});

describe("look-alike letters", () => {
  test("a Cyrillic а inside a Latin word passes for a Latin a", () => {
    expect(summary("the аpple")).toEqual([{ index: 4, kind: "lookalike", char: "а", passesFor: "a" }]);
  });

  test("a Latin o inside a Cyrillic word passes for a Cyrillic о", () => {
    expect(summary("пoка")).toEqual([{ index: 1, kind: "lookalike", char: "o", passesFor: "о" }]);
  });

  test("a Greek omicron among Latin letters passes for a Latin o", () => {
    expect(summary("gοοgle")).toEqual([
      { index: 1, kind: "lookalike", char: "ο", passesFor: "o" },
      { index: 2, kind: "lookalike", char: "ο", passesFor: "o" },
    ]);
  });

  test("a word wholly in one script is not flagged", () => {
    expect(findOccurrences("Привет, мир. Καλημέρα κόσμε.")).toEqual([]);
  });

  test("a hidden character inside a word keeps it one word, and the list stays in order", () => {
    expect(summary("pа\u200Bypal").map(({ index, kind }) => [index, kind])).toEqual([
      [1, "lookalike"],
      [2, "zero-width"],
    ]);
  });

  test("Japanese mixing Han, Hiragana and Katakana in a word is how it is written", () => {
    expect(findOccurrences("東京タワーへ行きました。カ力")).toEqual([]);
  });

  test("two scripts side by side but in different words are fine", () => {
    expect(findOccurrences("Moscow (Москва)")).toEqual([]);
  });
});

describe("French and Vietnamese", () => {
  const french = "L’été à Noël, où l’œuvre naïve de Françoise déçoit ; ça, c’est Ève.";
  const vietnamese = "Tiếng Việt có dấu: đường phố Hà Nội, người ở đây rất dễ thương.";

  test.each([
    ["French, composed", french],
    ["Vietnamese, composed (NFC)", vietnamese],
    ["Vietnamese, decomposed (NFD)", vietnamese.normalize("NFD")],
    ["French, decomposed (NFD)", french.normalize("NFD")],
  ])("%s: nothing is flagged", (_, text) => {
    expect(findOccurrences(text)).toEqual([]);
  });
});
