import { describe, expect, it } from "vitest";
import { seededRandom } from "#app/test/seeded-random.ts";
import { mayChangeUnderNfc } from "./nfc.ts";

describe("mayChangeUnderNfc", () => {
  it("says composed French and Vietnamese, and emoji, stay as they are", () => {
    for (const text of [
      "Le cœur a ses raisons",
      "Đường phố Hà Nội, tiếng Việt",
      "👍🏽 🇫🇷 ❤️",
      "naïve façade",
      "",
    ]) {
      expect(mayChangeUnderNfc(text), text).toBe(false);
      expect(text.normalize("NFC")).toBe(text);
    }
  });

  it("never says a string stays as it is when NFC changes it", () => {
    // Marks, characters NFC replaces (Ω ohm, Å angstrom, CJK compatibility), jamo, astral marks.
    const pieces = [
      "e",
      "o",
      "a",
      "\u0301",
      "\u031b",
      "\u0323",
      "\u0340",
      "\u2126",
      "\u212b",
      "\uf900",
      "\u1100",
      "\u1161",
      "\u11a8",
      "가",
      "\u0915",
      "\u093c",
      "\u{1d15e}",
      "\u{1d165}",
      "\u{2f800}",
      "😀",
      "🇫",
      "\ud800",
      "Đ",
      "ư",
      " ",
    ];
    const next = seededRandom(5);
    let changed = 0;
    for (let round = 0; round < 5000; round++) {
      let text = "";
      for (let i = Math.floor(next() * 6); i > 0; i--) text += pieces[Math.floor(next() * pieces.length)];
      const changes = text.normalize("NFC") !== text;
      if (changes) {
        changed++;
        expect(mayChangeUnderNfc(text), JSON.stringify(text)).toBe(true);
      }
    }
    expect(changed).toBeGreaterThan(500);
  });
});
