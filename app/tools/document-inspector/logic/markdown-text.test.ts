import { describe, expect, it } from "vitest";
import { codeSpan, fencedBlock, inlineText, quoteLines } from "./markdown-text.ts";

describe("inlineText", () => {
  it("escapes links, images, HTML, emphasis, code and entities wherever they stand", () => {
    expect(inlineText("see ![x](y) [a](b) <b>c</b> **d** _e_ `f` &amp; ~g~ | h")).toBe(
      "see !\\[x\\](y) \\[a\\](b) \\<b\\>c\\</b\\> \\*\\*d\\*\\* \\_e\\_ \\`f\\` \\&amp; \\~g\\~ \\| h",
    );
    expect(inlineText("a \\ b")).toBe("a \\\\ b");
  });

  it("escapes what would start a block: a heading, a quote, a list, an ordered list, an underline", () => {
    expect(inlineText("# Title #")).toBe("\\# Title \\#");
    expect(inlineText("> quoted")).toBe("\\> quoted");
    expect(inlineText("- item")).toBe("\\- item");
    expect(inlineText("+ item")).toBe("\\+ item");
    expect(inlineText("===")).toBe("\\===");
    expect(inlineText("12. item")).toBe("12\\. item");
    expect(inlineText("3) item")).toBe("3\\) item");
    // Not a list: stays as written.
    expect(inlineText("2.4 kB - 3 + 4 = 7")).toBe("2.4 kB - 3 + 4 = 7");
  });

  it("breaks GitHub's automatic links: addresses, www. and e-mail", () => {
    expect(inlineText("https://evil.test and WWW.evil.test, a@b.test")).toBe(
      "https\\://evil.test and WWW\\.evil.test, a\\@b.test",
    );
  });

  it("puts every line on one, CR and CRLF included, so a later line cannot start a block", () => {
    expect(inlineText("first\r# second\r\n- third\n\n")).toBe("first \\# second - third");
  });
});

describe("quoteLines", () => {
  it("quotes each line of the text, kept apart by hard breaks, each line's start escaped", () => {
    expect(quoteLines("line one\n# two\n\n<script>x</script>")).toEqual([
      "> line one  ",
      "> \\# two  ",
      ">",
      "> \\<script\\>x\\</script\\>",
    ]);
  });
});

describe("codeSpan", () => {
  it("fences the text with more backticks than it holds in a row, on one line", () => {
    expect(codeSpan("https://a.test/x")).toBe("`https://a.test/x`");
    expect(codeSpan("a``b`c")).toBe("```a``b`c```");
    expect(codeSpan("`x")).toBe("`` `x ``");
    expect(codeSpan("a\n# b")).toBe("`a # b`");
  });
});

describe("fencedBlock", () => {
  it("uses a fence longer than any run of backticks inside, at least three", () => {
    expect(fencedBlock("x = 1")).toEqual(["```", "x = 1", "```"]);
    const block = fencedBlock("a ```` b\n`````\nc");
    expect(block[0]).toBe("``````");
    expect(block.at(-1)).toBe("``````");
    expect(block.slice(1, -1)).toEqual(["a ```` b", "`````", "c"]);
  });
});
