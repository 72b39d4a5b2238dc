import { describe, expect, it } from "vitest";
import { canonicalAlias, isReservedAlias, RESERVED_ALIASES, validateAlias } from "./alias.ts";

describe("validateAlias", () => {
  it.each([
    ["abc", "abc"],
    ["My-Link_2024", "my-link_2024"],
    ["  spaced  ", "spaced"],
    ["123", "123"],
    ["---", "---"],
    ["a".repeat(50), "a".repeat(50)],
    ["apis", "apis"],
    ["tools2", "tools2"],
    ["about-us", "about-us"],
  ])("accepts %j (canonical %j)", (input, canonical) => {
    expect(validateAlias(input)).toEqual({ ok: true, alias: input.trim(), canonical });
  });

  it.each([
    ["", "alias_too_short"],
    ["ab", "alias_too_short"],
    ["  ab  ", "alias_too_short"],
    ["a".repeat(51), "alias_too_long"],
    ["😀".repeat(51), "alias_too_long"],
    ["my link", "alias_invalid_chars"],
    ["my.link", "alias_invalid_chars"],
    ["my/link", "alias_invalid_chars"],
    ["café", "alias_accents"],
    ["đà-lạt", "alias_accents"],
    ["Ưu-đãi", "alias_accents"],
    ["café!", "alias_accents"],
    ["lіnk", "alias_invalid_chars"], // Cyrillic і
    ["😀😀😀", "alias_invalid_chars"],
    ["%2e%2e", "alias_invalid_chars"],
    ["api", "alias_reserved"],
    ["API", "alias_reserved"],
    ["Discover", "alias_reserved"],
    ["healthz", "alias_reserved"],
    ["LOGOUT", "alias_reserved"],
    ["signUp", "alias_reserved"],
  ])("refuses %j with %s", (input, code) => {
    expect(validateAlias(input)).toMatchObject({ ok: false, code, message: expect.any(String) });
  });
});

describe("reserved names", () => {
  it("covers every language code and the routes of the contracts", () => {
    for (const name of [
      "en",
      "fr",
      "vi",
      "s",
      "r",
      "api",
      "sitemap.xml",
      "robots.txt",
      "healthz",
      "readyz",
    ]) {
      expect(RESERVED_ALIASES).toContain(name);
    }
  });

  it("are all written in canonical form", () => {
    for (const name of RESERVED_ALIASES) expect(canonicalAlias(name)).toBe(name);
  });

  it.each(["Sitemap.XML", "ROBOTS.TXT", "Vi"])("%j is reserved whatever its case", (name) => {
    expect(isReservedAlias(name)).toBe(true);
  });
});
