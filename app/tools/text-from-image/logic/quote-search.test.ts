import { describe, expect, it } from "vitest";
import { quoteOf, quoteSearchUrl } from "./quote-search.ts";

describe("exact-quote searches", () => {
  it("joins the lines, drops the quotation marks inside and keeps the first 32 words", () => {
    expect(quoteOf("Le « vieux »\n  pont   ferme")).toBe("Le vieux pont ferme");
    const long = Array.from({ length: 40 }, (_, i) => `w${i}`).join(" ");
    expect(quoteOf(long).split(" ")).toHaveLength(32);
    expect(quoteOf(" \n ")).toBe("");
  });

  it("puts the quote in quotation marks in each engine's address, encoded", () => {
    const quote = quoteOf("Hội đồng nhân dân & co");
    const encoded = encodeURIComponent('"Hội đồng nhân dân & co"');
    expect(quoteSearchUrl("google", quote)).toBe(`https://www.google.com/search?q=${encoded}`);
    expect(quoteSearchUrl("bing", quote)).toBe(`https://www.bing.com/search?q=${encoded}`);
    expect(quoteSearchUrl("duckduckgo", quote)).toBe(`https://duckduckgo.com/?q=${encoded}`);
  });
});
