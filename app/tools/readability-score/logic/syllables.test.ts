import { describe, expect, it } from "vitest";
import { syllableCounter } from "./syllables.ts";

// Word lists with the syllables a reader says, checked by hand. The counters are approximations: the
// cases they get wrong are listed too, so a change that fixes or breaks one shows here.
describe("English syllables (the syllable package)", () => {
  const count = syllableCounter("en");
  it.each([
    ["a", 1],
    ["the", 1],
    ["cat", 1],
    ["table", 2],
    ["queue", 1],
    ["created", 3],
    ["every", 2],
    ["business", 2],
    ["people", 2],
    ["beautiful", 3],
    ["readability", 5],
    ["celebrated", 4],
    ["Misinformation", 5],
  ])("%s has %i", (word, syllables) => {
    expect(count(word)).toBe(syllables);
  });

  it("gets « science » (1, said sci-ence) and « everybody » (5, said ev-ry-bod-y) wrong", () => {
    expect(count("science")).toBe(1);
    expect(count("everybody")).toBe(5);
  });
});

describe("French syllables (hyphenation patterns, with vowel groups as the floor)", () => {
  const count = syllableCounter("fr");
  it.each([
    ["chat", 1],
    ["table", 1], // « ta-ble » is said « tabl »: the final e is silent
    ["tables", 1],
    ["parlent", 1],
    ["ami", 2],
    ["été", 2], // the patterns alone say 1: they never cut off a one-letter syllable
    ["école", 2],
    ["idée", 2],
    ["poème", 2],
    ["Noël", 2],
    ["oiseau", 2],
    ["beaucoup", 2],
    ["soleil", 2],
    ["aujourd’hui", 3],
    ["aujourd'hui", 3],
    ["extraordinaire", 5],
    ["désinformation", 5],
    ["anticonstitutionnellement", 9], // written syllables here: « nel-le-ment » keeps its inner e
  ])("%s has %i", (word, syllables) => {
    expect(count(word)).toBe(syllables);
  });

  it("gets « pays » wrong (pa-ys, said pé-i), as vowel groups do", () => {
    expect(count("pays")).toBe(1);
  });
});

describe("Vietnamese syllables", () => {
  const count = syllableCounter("vi");
  it.each([
    ["Hà", 1],
    ["Nội", 1],
    ["nghiêng", 1],
    ["trường", 1],
    ["Hà-Nội", 2],
  ])("%s has %i", (word, syllables) => {
    expect(count(word)).toBe(syllables);
  });
});

it("counts a word the same whatever its case, from its memory the second time", () => {
  const count = syllableCounter("en");
  expect(count("Beautiful")).toBe(3);
  expect(count("BEAUTIFUL")).toBe(3);
});
