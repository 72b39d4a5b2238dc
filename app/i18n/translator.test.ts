import { describe, expect, it } from "vitest";
import { createTranslator } from "./translator.ts";

const resources = {
  common: {
    greeting: "Hello {{name}}",
    nested: { deep: { key: "Deep" } },
    empty: "",
    items: ["one {{x}}", "two"],
    apples_one: "{{count}} apple",
    apples_other: "{{count}} apples",
  },
  help: { title: "Help" },
};

describe("createTranslator", () => {
  const { t, getFixedT } = createTranslator("en", resources);

  it("reads nested keys of the default namespace and of a named one", () => {
    expect(t("nested.deep.key")).toBe("Deep");
    expect(t("help:title")).toBe("Help");
    expect(getFixedT("help")("title")).toBe("Help");
    expect(getFixedT("help")("common:nested.deep.key")).toBe("Deep");
  });

  it("interpolates variables and leaves unknown ones visible", () => {
    expect(t("greeting", { name: "Lan" })).toBe("Hello Lan");
    expect(t("greeting")).toBe("Hello {{name}}");
  });

  it("answers the key, or the default value, for a missing or empty text", () => {
    expect(t("missing.key")).toBe("missing.key");
    expect(t("missing.key", { defaultValue: "" })).toBe("");
    expect(t("empty", { defaultValue: "fallback" })).toBe("fallback");
  });

  it("returns arrays only when asked, interpolated", () => {
    expect(t("items", { returnObjects: true, x: 1 })).toEqual(["one 1", "two"]);
    expect(t("items")).toBe("items");
  });

  it("chooses the plural form of the language", () => {
    expect(t("apples", { count: 1 })).toBe("1 apple");
    expect(t("apples", { count: 3 })).toBe("3 apples");
    const vi = createTranslator("vi", { common: { apples_other: "{{count}} quả táo" } });
    expect(vi.t("apples", { count: 1 })).toBe("1 quả táo");
  });

  it("writes numbers as the language does, and leaves strings such as a year alone", () => {
    const texts = { url_shortener: { clicks_one: "{{count}} click", clicks_other: "{{count}} clicks" } };
    const clicks = (language: "en" | "fr" | "vi", count: number) =>
      createTranslator(language, texts).t("url_shortener:clicks", { count });
    expect(clicks("en", 1139307)).toBe("1,139,307 clicks");
    // French groups digits with a narrow no-break space, Vietnamese with a dot.
    expect(clicks("fr", 1139307)).toBe("1\u202f139\u202f307 clicks");
    expect(clicks("vi", 1139307)).toBe("1.139.307 clicks");
    expect(clicks("fr", 1.5)).toBe("1,5 click"); // French: 1.5 is singular
    const year = createTranslator("fr", { common: { copyright: "© {{year}} VeriTools" } });
    expect(year.t("copyright", { year: "2026" })).toBe("© 2026 VeriTools");
    expect(year.t("copyright", { constructor: 1 })).toBe("© {{year}} VeriTools");
  });
});
