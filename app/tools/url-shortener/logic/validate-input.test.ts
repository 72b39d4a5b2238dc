import { describe, expect, it } from "vitest";
import { MAX_URL_LENGTH } from "#app/lib/text/url-length.ts";
import { validateAliasInput, validateUrlInput } from "./validate-input.ts";

describe("validateUrlInput", () => {
  it("asks for a URL when nothing is typed", () => {
    expect(validateUrlInput("")).toBe("emptyUrl");
    expect(validateUrlInput("   ")).toBe("emptyUrl");
  });
  it("refuses what is not a web address", () => {
    expect(validateUrlInput("not a url")).toBe("invalidUrl");
    expect(validateUrlInput("ftp://example.com/file")).toBe("invalidUrl");
    expect(validateUrlInput("https://")).toBe("invalidUrl");
  });
  it("says that a URL over 2,048 characters is too long, as typed or once encoded", () => {
    expect(validateUrlInput(`https://example.com/${"a".repeat(MAX_URL_LENGTH)}`)).toBe("tooLong");
    expect(validateUrlInput(`https://example.com/${"é".repeat(400)}`)).toBe("tooLong");
  });
  it("accepts web addresses, with or without their scheme", () => {
    expect(validateUrlInput("https://example.com/a?b=c#d")).toBeNull();
    expect(validateUrlInput("example.com/page")).toBeNull();
    expect(validateUrlInput("https://tiếngviệt.vn/")).toBeNull();
  });
});

describe("validateAliasInput", () => {
  it("lets the alias be left out", () => {
    expect(validateAliasInput("")).toBeNull();
    expect(validateAliasInput("  ")).toBeNull();
  });
  it("says that accents are not allowed, apart from other wrong characters", () => {
    expect(validateAliasInput("bài-viết")).toBe("alias_accents");
    expect(validateAliasInput("my link")).toBe("alias_invalid_chars");
    expect(validateAliasInput("my-link")).toBeNull();
  });
});
