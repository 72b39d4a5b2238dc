import { describe, expect, it } from "vitest";
import { randomJoiningTexts, segment } from "../fixtures/graphemes.ts";
import { countText, type TextStats } from "./counter.ts";

const ZERO: TextStats = {
  characters: 0,
  charactersNoSpaces: 0,
  words: 0,
  lines: 0,
  sentences: 0,
  paragraphs: 0,
  emptyLines: 0,
  averageWordLength: 0,
};

describe("countText", () => {
  it("counts nothing in empty text", () => {
    expect(countText("")).toEqual(ZERO);
  });

  it("counts a French paragraph", () => {
    expect(countText("Le cœur a ses raisons que la raison ne connaît point. Pascal !")).toEqual({
      characters: 62,
      charactersNoSpaces: 50,
      words: 12, // "!" alone is not a word
      lines: 1,
      sentences: 2,
      paragraphs: 1,
      emptyLines: 0,
      averageWordLength: 4.1, // 49 characters in 12 words, "point." counting 6
    });
  });

  it("counts Vietnamese syllables as words", () => {
    expect(countText("Đường phố Hà Nội.\nTiếng Việt có dấu?")).toEqual({
      characters: 36,
      charactersNoSpaces: 29,
      words: 8,
      lines: 2,
      sentences: 2,
      paragraphs: 1,
      emptyLines: 0,
      averageWordLength: 3.6,
    });
  });

  it("counts grapheme clusters: combining marks, ZWJ sequences, flags, skin tones", () => {
    expect(countText("e\u0301")).toMatchObject({ characters: 1, words: 1, averageWordLength: 1 });
    expect(countText("👨‍👩‍👧 🇫🇷 👍🏽")).toMatchObject({ characters: 5, charactersNoSpaces: 3, words: 0 });
    expect(countText("Tie\u0302\u0301ng Vie\u0323\u0302t")).toMatchObject({ characters: 10, words: 2 });
  });

  it("counts lines, empty lines and paragraphs, a final line break ending the last line", () => {
    expect(countText("one\ntwo\n\n\nthree\n")).toEqual({
      characters: 16,
      charactersNoSpaces: 11,
      words: 3,
      lines: 5,
      sentences: 1,
      paragraphs: 2,
      emptyLines: 2,
      averageWordLength: 3.7,
    });
  });

  it("counts CR LF as one character and one line break", () => {
    expect(countText("un\r\ndeux\r\n")).toMatchObject({
      characters: 8,
      charactersNoSpaces: 6,
      lines: 2,
      words: 2,
    });
  });

  it("counts a text of blank lines", () => {
    expect(countText("\n \n\t")).toEqual({ ...ZERO, characters: 4, lines: 3, emptyLines: 3 });
  });

  it("ends sentences at terminators followed by space or the end, through closing quotes", () => {
    expect(countText("Wait... what?! « C'est fini. » Done").sentences).toBe(4);
    expect(countText("Pi vaut 3.14, voir example.com").sentences).toBe(1);
    expect(countText("?! ... !").sentences).toBe(0);
  });

  it("does not count punctuation standing alone as a word", () => {
    expect(countText("Bonjour ! — Ça va ?")).toMatchObject({ words: 3, averageWordLength: 3.7 });
  });

  it("counts the clusters Intl.Segmenter finds, on random mixes of joining code points", () => {
    for (const text of randomJoiningTexts(3000, 9)) {
      expect(countText(text).characters, JSON.stringify(text)).toBe(segment(text).length);
    }
  });

  it("counts a very long line", () => {
    expect(countText("Hà Nội ".repeat(100_000))).toEqual({
      characters: 700_000,
      charactersNoSpaces: 500_000,
      words: 200_000,
      lines: 1,
      sentences: 1,
      paragraphs: 1,
      emptyLines: 0,
      averageWordLength: 2.5,
    });
  });
});
