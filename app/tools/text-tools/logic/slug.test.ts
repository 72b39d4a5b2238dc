import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS, generateSlug, parseOptions, STOP_WORDS } from "./slug.ts";

const slug = (text: string, options = {}) => {
  const result = generateSlug(text, options);
  return result.ok ? result.text : undefined;
};

describe("generateSlug", () => {
  it("refuses empty text", () => {
    expect(generateSlug("")).toEqual({ ok: false, messageKey: "messages.noText" });
  });

  it("turns Vietnamese and French into ASCII", () => {
    expect(generateSlug("Đường phố")).toEqual({
      ok: true,
      text: "duong-pho",
      messageKey: "messages.slugGenerated",
    });
    expect(slug("cœur")).toBe("coeur");
    expect(slug("Le cœur a ses raisons")).toBe("le-coeur-a-ses-raisons");
    expect(slug("Tiếng Việt có dấu")).toBe("tieng-viet-co-dau");
    expect(slug("Æsir Straße Øre Łódź ŒUVRE")).toBe("aesir-strasse-ore-lodz-oeuvre");
  });

  it("strips combining marks and drops emoji and other punctuation", () => {
    expect(slug("E\u0301te\u0301 👨‍👩‍👧 🇫🇷 — « Hà Nội » !")).toBe("ete-ha-noi");
  });

  it("drops apostrophes inside words and separates at any other character", () => {
    expect(slug("Don't stop: l'été, 3.14 & C++/Java")).toBe("dont-stop-lete-3-14-c-java");
  });

  it("never repeats the separator nor puts it at either end", () => {
    expect(slug("  --Hello,   World!--  ")).toBe("hello-world");
    expect(slug("a_b__c")).toBe("a-b-c");
  });

  it("uses a custom separator, including none", () => {
    expect(slug("Hà Nội phố cổ", { separator: "_" })).toBe("ha_noi_pho_co");
    expect(slug("Hà Nội phố cổ", { separator: "" })).toBe("hanoiphoco");
    expect(slug("Hà Nội", { separator: "'" })).toBe("ha'noi");
  });

  it("keeps case when lowercase is off", () => {
    expect(slug("Đường Phố Hà Nội", { lowercase: false })).toBe("Duong-Pho-Ha-Noi");
  });

  it("removes the spec's stop words when asked", () => {
    expect(slug("The Heart of the Matter: it's in the details", { removeStopWords: true })).toBe(
      "heart-matter-details",
    );
    expect(slug("The Heart of the Matter")).toBe("the-heart-of-the-matter");
  });

  it("says so when there is nothing to make a slug from", () => {
    expect(generateSlug("!!! 👨‍👩‍👧")).toEqual({ ok: false, messageKey: "messages.slugEmpty" });
    expect(generateSlug("Привет мир")).toEqual({ ok: false, messageKey: "messages.slugEmpty" });
    expect(generateSlug("the and of", { removeStopWords: true })).toEqual({
      ok: false,
      messageKey: "messages.slugEmpty",
    });
    expect(generateSlug("\n\n")).toEqual({ ok: false, messageKey: "messages.slugEmpty" });
  });

  it("makes one slug of several lines, CR LF and final line break included", () => {
    expect(slug("Đường phố\r\nHà Nội\r\n")).toBe("duong-pho-ha-noi");
  });

  it("handles a very long line", () => {
    expect(slug("Hà Nội ".repeat(10_000))).toBe(Array(10_000).fill("ha-noi").join("-"));
  });
});

describe("slug options", () => {
  it("uses the spec's defaults and its stop words", () => {
    expect(DEFAULT_OPTIONS).toEqual({ separator: "-", lowercase: true, removeStopWords: false });
    expect(STOP_WORDS.size).toBe(35);
    expect(STOP_WORDS.has("it's")).toBe(true);
  });

  it("ignores a separator longer than one character", () => {
    expect(parseOptions({ separator: "--" }).separator).toBe("-");
    expect(parseOptions({ separator: 1 }).separator).toBe("-");
    expect(parseOptions({ separator: "·" }).separator).toBe("·");
    expect(parseOptions({ separator: "😀" }).separator).toBe("😀");
  });
});
