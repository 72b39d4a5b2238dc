import { describe, expect, it } from "vitest";
import { randomLines } from "../fixtures/collation.ts";
import { MAX_DIGIT_RUN, primaryKeys } from "./collation-keys.ts";
import { compareKeys } from "./key-sort.ts";

const sign = (value: number) => Math.sign(value);

/** The keys of `lines`, as sort-lines makes them: ranges of the text they make. */
function keysOf(lines: readonly string[], locale: string, numeric: boolean, cap?: number) {
  const from = new Int32Array(lines.length);
  const to = new Int32Array(lines.length);
  let offset = 0;
  lines.forEach((line, index) => {
    from[index] = offset;
    to[index] = offset + line.length;
    offset += line.length + 1;
  });
  return primaryKeys(lines.join("\n"), from, to, { locale, numeric, cap });
}

describe("primaryKeys", () => {
  for (const locale of ["en", "fr", "vi"]) {
    for (const numeric of [false, true]) {
      it(`orders keyed lines as the ${locale} collator's primary level${numeric ? ", numeric" : ""}`, () => {
        const lines = randomLines(1500, locale.length * 7 + Number(numeric));
        const keys = keysOf(lines, locale, numeric);
        const collate = new Intl.Collator(locale, { sensitivity: "base", numeric }).compare;
        let keyed = 0;
        for (let a = 0; a < lines.length; a++) {
          const b = (a * 7919 + 13) % lines.length;
          if ((keys.lengths[a] ?? -1) < 0 || (keys.lengths[b] ?? -1) < 0) continue;
          keyed++;
          const expected = sign(collate(lines[a] ?? "", lines[b] ?? ""));
          expect(sign(compareKeys(keys, a, b)), `${lines[a]} | ${lines[b]}`).toBe(expected);
        }
        expect(keyed).toBeGreaterThan(500);
      });
    }
  }

  it("keys French, Vietnamese and English text, emoji and combining accents included", () => {
    const lines = [
      "Đường phố Hà Nội",
      "Le cœur a ses raisons",
      "naïve façade",
      "👍🏽 ❤️ 🇫🇷",
      "e\u0301te\u0301",
      "",
    ];
    const keys = keysOf(lines, "vi", false);
    expect(Array.from(keys.lengths).every((length) => length >= 0)).toBe(true);
    // The empty line's key is empty, and sorts first.
    expect(keys.lengths[5]).toBe(0);
  });

  it("leaves other scripts, and very long numbers in numeric mode, to the collator", () => {
    const keys = keysOf(["日本", "Ωμέγα", "²", "½", "ĳ", "1".repeat(MAX_DIGIT_RUN + 1), "1"], "fr", true);
    expect(Array.from(keys.lengths).slice(0, 6)).toEqual([-1, -1, -1, -1, -1, -1]);
    expect(keys.lengths[6]).toBeGreaterThan(0);
  });

  it("renumbers the units it uses densely, below the alphabet it gives", () => {
    const keys = keysOf(randomLines(200, 1), "vi", true);
    let length = 0;
    for (const value of keys.lengths) length += Math.max(0, value);
    for (let i = 0; i < keys.starts.length; i++) {
      for (let at = 0; at < (keys.lengths[i] ?? 0); at++) {
        const unit = keys.dense[keys.units[(keys.starts[i] ?? 0) + at] ?? 0] ?? 0;
        expect(unit).toBeGreaterThan(0);
        expect(unit).toBeLessThan(keys.alphabet);
      }
    }
    expect(length).toBeGreaterThan(0);
  });
});
