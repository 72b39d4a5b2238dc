import { beforeAll, describe, expect, it } from "vitest";
import { createTranslator } from "#app/i18n/translator.ts";
import { fontsPdf } from "../fixtures/font-pdfs.ts";
import { blackBoxPdf } from "../fixtures/hidden-text-pdfs.ts";
import { HOSTILE, hostilePdf } from "../fixtures/hostile-report-pdf.ts";
import { twoRevisions } from "../fixtures/make-pdfs.ts";
import { reportOf } from "../fixtures/report-of.ts";
import { SIGNED, signedThenAppended } from "../fixtures/signed-pdfs.ts";
import { strayMarkup } from "../fixtures/stray-markup.ts";
import en from "../locales/en.json" with { type: "json" };
import { type DocumentReportInput, reportJson, reportToJson, reportToMarkdown } from "./export.ts";

const t = createTranslator("en", { document_inspector: en }).getFixedT("document_inspector");

let revised: DocumentReportInput;
let signedReport: DocumentReportInput;
let blackBox: DocumentReportInput;
let hostile: DocumentReportInput;

beforeAll(async () => {
  [revised, signedReport, blackBox, hostile] = await Promise.all([
    twoRevisions().then((bytes) => reportOf(bytes, "memo.pdf")),
    signedThenAppended().then((bytes) => reportOf(bytes, "signed.pdf")),
    blackBoxPdf().then((bytes) => reportOf(bytes, "redacted.pdf")),
    hostilePdf().then((bytes) => reportOf(bytes, "hostile.pdf")),
  ]);
}, 60_000);

/** Markdown read back: no text of a translation key, no unfilled variable. */
function expectAllWords(markdown: string) {
  expect(markdown).not.toMatch(
    /\{\{|\b(?:export|findings|whoWhen|revisions|signatures|hidden|active|fonts)\.[a-z]/,
  );
}

describe("reportToJson", () => {
  it("names its format and version, and holds the file, findings with values, facts and saves", () => {
    const text = reportToJson(revised);
    expect(text.startsWith('{\n  "format": "veritools-document-report",\n  "version": 1,')).toBe(true);
    const json = JSON.parse(text);
    expect(json.file).toEqual({ name: "memo.pdf", size: revised.file.size, sha256: revised.file.sha256 });
    expect(json.file.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(json.findings).toEqual([
      { code: "saved_on_top", caution: false, values: { count: 1 } },
      { code: "pages_replaced", caution: true, values: { count: 1 } },
      { code: "names_people", caution: false, values: { people: ["Nguyễn Văn An"], count: 1 } },
    ]);
    expect(json.facts.info.Author).toBe("Nguyễn Văn An");
    expect(json.facts.pageCount).toBe(1);
    expect(json.revisions.list).toHaveLength(2);
    expect(json.revisions.list[1].summary.counts["content-stream"]).toEqual({ added: 0, replaced: 1 });
    expect(json.revisions.list[1].summary.infoChanged).toBe(true);
    expect(json.revisions.list[1].info.Author).toBe("Nguyễn Văn An");
    // Summaries, not each object.
    expect(json.revisions.list[0]).not.toHaveProperty("objects");
    expect(revised.report.revisions.revisions[0]?.objects.length).toBeGreaterThan(0);
    expect(json.hiddenText).toEqual({ summary: revised.scan?.summary, pages: [] });
  });

  it("holds nothing that JSON loses: read back, it is the very object it was written from", () => {
    for (const input of [revised, signedReport, blackBox, hostile]) {
      expect(JSON.parse(reportToJson(input))).toStrictEqual(reportJson(input));
    }
  });

  it("carries the signatures as read, the later save they do not cover included", () => {
    const json = JSON.parse(reportToJson(signedReport));
    expect(json.signatures).toHaveLength(1);
    expect(json.signatures[0].signer.certificate.subject.commonName).toBe(SIGNED.signerName);
    expect(json.signatures[0].integrity.digest.status).toBe("matches");
    expect(json.signatures[0].coverage.bytesAfter).toBeGreaterThan(0);
    expect(json.signatures[0].coverage.laterEofMarkers).toBe(1);
    expect(json.findings.map((finding: { code: string }) => finding.code)).toEqual(
      expect.arrayContaining(["signed", "changed_after_signing"]),
    );
  });

  it("quotes the hidden text page by page, and says null when the pages were not searched", async () => {
    const json = JSON.parse(reportToJson(blackBox));
    expect(json.hiddenText.summary.failedRedactionPages).toEqual([1, 2]);
    expect(
      json.hiddenText.pages.map((page: { page: number; findings: { kind: string; text: string }[] }) => [
        page.page,
        page.findings.map(({ kind, text }) => `${kind}: ${text}`),
      ]),
    ).toEqual([
      [1, ["covered-by-shape: Source: Jean Martin, ministry"]],
      [2, ["covered-by-shape: Anna Kowalski"]],
    ]);
    expect(json.findings[0]).toEqual({
      code: "failed_redaction",
      caution: true,
      values: { pages: ["1", "2"], count: 2 },
    });
    const unscanned = await reportOf(await blackBoxPdf(), "redacted.pdf", { scan: false });
    expect(JSON.parse(reportToJson(unscanned)).hiddenText).toBeNull();
  });
});

describe("reportToMarkdown", () => {
  it("gives the file, each finding with what it means and does not prove, who and when, and the saves", () => {
    const markdown = reportToMarkdown(revised, t, "en");
    expectAllWords(markdown);
    expect(markdown).toContain(
      [
        "# Document Inspector",
        "",
        "- Name: memo.pdf",
        "- Size: 2.4 kB",
        `- SHA-256: \`${revised.file.sha256}\``,
        "- Format: PDF 1.7",
        "- Pages: 1",
        "- Page sizes: 210 × 297 mm (1 page)",
      ].join("\n"),
    );
    expect(markdown).toContain(
      [
        "### Warning: A later save replaced what a page shows (1 part)",
        "",
        "**What it means**  ",
        "Page content (text, drawings or images) was replaced after the first version: download each version and compare them.",
        "",
        "**What it does not prove**  ",
        "A correction of a typo is a replacement too: compare the versions before drawing a conclusion.",
      ].join("\n"),
    );
    expect(markdown).toContain("### Saved once on top of the original\n");
    expect(markdown).toContain("### The file names a person: Nguyễn Văn An\n");
    expect(markdown).toContain("- Author: Nguyễn Văn An (Info dictionary)\n");
    expect(markdown).toContain("- Modified: February 20, 2026 at 17:30:00");
    expect(markdown).toContain("This PDF has no XMP metadata.");
    expect(markdown).toContain("- Original: bytes 0 bytes to 1.5 kB\n");
    expect(markdown).toMatch(
      /- Save 1: bytes 1\.5 kB to 2\.4 kB · 1 page content stream \(text and drawings\) replaced · properties \(author, dates…\) rewritten · .*Author: Nguyễn Văn An/,
    );
    expect(markdown).toContain(
      "No hidden or covered text: every word in the file is drawn where a reader can see it.",
    );
    expect(markdown).toContain("### JavaScript (0)\n\nNo JavaScript.");
  });

  it("gives each signature's facts, and the save made after it", () => {
    const markdown = reportToMarkdown(signedReport, t, "en");
    expectAllWords(markdown);
    expect(markdown).toContain("### Warning: Changed after Marie Dupont signed: 1 later save\n");
    expect(markdown).toContain("## Signature (1)\n\nCertificates are shown as they are");
    expect(markdown).toContain("### Signature 1: Marie Dupont\n\n- Kind: Signature\n");
    // The certificate's e-mail is not made a link.
    expect(markdown).toContain("E=marie.dupont\\@exemple.test");
    expect(markdown).toContain("- Reason and place given: J’approuve ce document · Paris\n");
    expect(markdown).toMatch(
      /- What it covers: The first [\d.]+ kB: 400 bytes were added after signing, in 1 later save\./,
    );
    expect(markdown).toContain(
      "- Signed bytes: Unchanged since signing: their hash matches the signed one.\n",
    );
  });

  it("quotes the words under black boxes page by page, or says the pages were not searched", async () => {
    const markdown = reportToMarkdown(blackBox, t, "en");
    expectAllWords(markdown);
    expect(markdown).toContain(
      "### Warning: Text under black boxes on pages 1 and 2: redactions that left the words in the file\n",
    );
    expect(markdown).toContain(
      [
        "## Hidden and covered text",
        "",
        "### Page 1",
        "",
        "**Text under a filled shape**",
        "",
        "> Source: Jean Martin, ministry",
        "",
        "### Page 2",
        "",
        "**Text under a filled shape**",
        "",
        "> Anna Kowalski",
      ].join("\n"),
    );
    const unscanned = await reportOf(await blackBoxPdf(), "redacted.pdf", { scan: false });
    expect(reportToMarkdown(unscanned, t, "en")).toContain(
      "## Hidden and covered text\n\nThe pages were not searched for hidden text.\n",
    );
  });

  it("lists each font with its kind, whether it is in the file and the save that added it", async () => {
    const markdown = reportToMarkdown(
      await reportOf(await fontsPdf(), "typefaces.pdf", { scan: false }),
      t,
      "en",
    );
    expectAllWords(markdown);
    expect(markdown).toContain("## Fonts\n\nThe file defines 5 fonts.\n");
    expect(markdown).toContain(
      "- Helvetica · Type 1 · Not embedded: one of the 14 standard fonts · Original\n",
    );
    expect(markdown).toContain("- Arial-BoldMT · TrueType · Not embedded · Save 1\n");
    expect(markdown).toContain(
      "- LiberationSans · Composite (Type 0) · subset ABCDEF+ · Embedded · Save 1\n",
    );
  });

  it("writes in the page's language: numbers, sizes and the document's dates", () => {
    const markdown = reportToMarkdown(revised, t, "fr");
    expect(markdown).toMatch(/- Size: 2,4\sko\n/u);
    expect(markdown).toContain("- Modified: 20 février 2026 à 17:30:00");
  });
});

describe("a hostile document's report", () => {
  it("quotes Markdown and HTML from the document as inert text", () => {
    const markdown = reportToMarkdown(hostile, t, "en");
    expectAllWords(markdown);
    expect(strayMarkup(markdown)).toEqual([]);
    expect(markdown).toContain(
      [
        "**Text under a filled shape**",
        "",
        "> \\<img src=x onerror=alert(1)\\> \\[win\\](https\\://evil.test/x)  ",
        "> \\# Heading \\*\\*now\\*\\* \\`code\\` www\\.evil.test",
      ].join("\n"),
    );
    expect(markdown).toContain(
      "- Title: \\[click me\\](https\\://evil.test/title) \\<script\\>alert(1)\\</script\\> (Info dictionary)",
    );
    expect(markdown).toContain("### The file names a person: \\*\\*Bold\\*\\* \\_Name\\_ \\<b\\>x\\</b\\>\n");
  });

  it("fences a script longer than its runs of backticks, and gives a link's address as code", () => {
    const markdown = reportToMarkdown(hostile, t, "en");
    expect(markdown).toContain(`\`\`\`\`\`\n${HOSTILE.script}\n\`\`\`\`\`\n`);
    expect(markdown).toContain(`- page 1: \`\`${HOSTILE.url}\`\`\n`);
    expect(markdown).not.toContain(`](${HOSTILE.url}`);
    // The JSON keeps the document's words as written.
    const json = JSON.parse(reportToJson(hostile));
    expect(json.hiddenText.pages[0].findings[0].text).toBe(HOSTILE.hidden.join("\n"));
    expect(json.facts.scripts[0].code).toBe(HOSTILE.script);
  });

  it("is caught by the check above when the escaping is left out", () => {
    expect(strayMarkup("> <img src=x> [a](b)")).toHaveLength(1);
    expect(strayMarkup("- ok `code [x]` \\*fine\\*")).toEqual([]);
  });
});
