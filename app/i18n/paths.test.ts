import { describe, expect, it } from "vitest";
import { localizePath, splitLanguagePrefix } from "./paths.ts";

describe("splitLanguagePrefix", () => {
  it("separates a supported language prefix", () => {
    expect(splitLanguagePrefix("/fr/about")).toEqual({ lang: "fr", path: "/about" });
    expect(splitLanguagePrefix("/vi")).toEqual({ lang: "vi", path: "/" });
    expect(splitLanguagePrefix("/en/")).toEqual({ lang: "en", path: "/" });
  });
  it("leaves other paths alone", () => {
    expect(splitLanguagePrefix("/about")).toEqual({ lang: null, path: "/about" });
    expect(splitLanguagePrefix("/de/about")).toEqual({ lang: null, path: "/de/about" });
    expect(splitLanguagePrefix("/")).toEqual({ lang: null, path: "/" });
  });
});

describe("localizePath", () => {
  it("puts a page under a language, replacing any prefix", () => {
    expect(localizePath("/about", "fr")).toBe("/fr/about");
    expect(localizePath("/vi/tools/text-tools", "en")).toBe("/en/tools/text-tools");
    expect(localizePath("/", "vi")).toBe("/vi");
    expect(localizePath("/fr", "en")).toBe("/en");
  });
});
