import { describe, expect, it } from "vitest";
import { compareTexts } from "./compare.ts";
import { DEFAULT_OPTIONS } from "./options.ts";
import { escapeHtml, type ReportTexts, toHtml, toMarkdown } from "./report.ts";

const TEXTS: ReportTexts = {
  lang: "en",
  title: "Comparison",
  summary: "Summary.",
  settings: "By word.",
  similarityHow: "How.",
  caveat: "Caveat.",
  approximate: "Approximate.",
  noChanges: "No changes.",
  deleted: "deleted:",
  inserted: "inserted:",
  change: (number, lineA, lineB) => `Change ${number} (lines ${lineA}, ${lineB})`,
};

const comparison = compareTexts("keep old\nsame", "keep <new>\nsame ```", DEFAULT_OPTIONS, { locale: "en" });

describe("toHtml", () => {
  it("marks deletions and insertions with del and ins, a hidden word each, and escapes the texts", () => {
    const html = toHtml(comparison, TEXTS);
    expect(html).toContain('<del><span class="sr">deleted: </span>old</del>');
    expect(html).toContain('<ins><span class="sr">inserted: </span>&lt;new&gt;</ins>');
    expect(html).not.toContain("<new>");
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain("Approximate.");
  });

  it("escapes what would open a tag or an attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("toMarkdown", () => {
  it("lists each change as a diff block longer-fenced than any backticks inside", () => {
    const markdown = toMarkdown(comparison, TEXTS);
    expect(markdown).toContain("## Change 1 (lines 1, 1)\n\n```diff\n- old\n+ <new>\n```");
    expect(markdown).toContain("## Change 2 (lines 2, 2)\n\n````diff\n+  ```\n````");
    expect(markdown).toContain("> Caveat.");
  });

  it("lists a rewritten Vietnamese phrase as one change, as the page shows it", () => {
    const rewritten = compareTexts(
      "Bộ Y tế cho biết số ca mắc đã giảm.",
      "Bộ Y tế khẳng định số ca mắc đã giảm.",
      DEFAULT_OPTIONS,
      { locale: "vi" },
    );
    const markdown = toMarkdown(rewritten, TEXTS);
    expect(markdown).toContain("## Change 1 (lines 1, 1)\n\n```diff\n- cho biết\n+ khẳng định\n```");
    expect(markdown).not.toContain("## Change 2");
  });

  it("says when there is no change", () => {
    const same = compareTexts("a", "a", DEFAULT_OPTIONS, { locale: "en" });
    expect(toMarkdown(same, TEXTS)).toContain("No changes.");
  });
});
