import { describe, expect, it } from "vitest";
import { chooser, MIXED_WORDS, sentence, UNUSUAL, WORDS } from "./corpus.ts";

describe("chooser", () => {
  it("chooses the same words from the same seed, so every run measures the same text", () => {
    const words = (seed: number) => {
      const { word } = chooser(seed);
      return Array.from({ length: 50 }, () => word(MIXED_WORDS));
    };
    expect(words(7)).toEqual(words(7));
    expect(words(7)).not.toEqual(words(8));
  });

  it("draws whole numbers within both bounds", () => {
    const { between } = chooser(1);
    const drawn = new Set(Array.from({ length: 500 }, () => between(2, 6)));
    expect([...drawn].sort()).toEqual([2, 3, 4, 5, 6]);
  });

  it("mixes in an unusual piece now and then", () => {
    const { word } = chooser(3);
    const drawn = Array.from({ length: 2000 }, () => word(WORDS.vi));
    expect(drawn.some((piece) => UNUSUAL.includes(piece))).toBe(true);
    expect(drawn.filter((piece) => UNUSUAL.includes(piece)).length).toBeLessThan(100);
  });
});

describe("sentence", () => {
  it("capitalises the first letter, even an accented one, and ends as asked", () => {
    expect(sentence(["élèves", "de", "paris"], ".")).toBe("Élèves de paris.");
    expect(sentence(["đường", "phố"], " ?")).toBe("Đường phố ?");
  });
});
