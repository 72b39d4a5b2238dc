import { describe, expect, it } from "vitest";
import { ALIAS_MAX_LENGTH, isShortSlug, statsPagePath } from "./short-slug.ts";

describe("isShortSlug", () => {
  it.each([
    ["abc2345", true],
    ["my-alias_2", true],
    ["a".repeat(ALIAS_MAX_LENGTH), true],
    ["a".repeat(ALIAS_MAX_LENGTH + 1), false],
    ["", false],
    ["é", false],
    ["a/b", false],
  ])("%j: %s", (text, shaped) => {
    expect(isShortSlug(text)).toBe(shaped);
  });
});

describe("statsPagePath", () => {
  it("names the statistics page of a short address, whatever its base", () => {
    expect(statsPagePath("https://vt.link/abc2345")).toBe("/tools/link-analytics/abc2345");
    expect(statsPagePath("http://127.0.0.1:3000/r/my-alias")).toBe("/tools/link-analytics/my-alias");
  });
});
