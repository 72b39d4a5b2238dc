import { beforeAll, describe, expect, it } from "vitest";
import type { Language } from "#app/i18n/languages.ts";
import { createTranslator } from "#app/i18n/translator.ts";
import { asLines } from "#app/test/summaries.ts";
import { blackBoxPdf } from "../fixtures/hidden-text-pdfs.ts";
import { twoRevisions } from "../fixtures/make-pdfs.ts";
import { reportOf } from "../fixtures/report-of.ts";
import { signedThenAppended } from "../fixtures/signed-pdfs.ts";
import { documentInspectorSummaries } from "../public.ts";
import { reportToJson } from "./export.ts";

/** The texts under evidenceSummaries.document (not in the locale files yet), in English. */
const SUMMARY_EN = {
  document: "Document",
  pdf: "PDF",
  pdfVersion: "PDF {{version}}",
  pages_one: "{{count}} page",
  pages_other: "{{count}} pages",
  title: "Title",
  author: "Author",
  created: "Created",
  modified: "Modified",
  noZone: "(no time zone given)",
  software: "Made with",
  revisions: "Revisions",
  saves_one: "saved once on top of the original, which is still in the file",
  saves_other: "saved {{count}} times on top of the original, which is still in the file",
  signatures: "Signed by",
  hiddenText: "Hidden text",
  notScanned: "the pages were not searched",
  noHiddenText: "none found",
  hiddenPassages_one: "{{count}} passage, on page {{pages}}",
  hiddenPassages_other: "{{count}} passages, on pages {{pages}}",
  hiddenWords: "Hidden words",
  quote: "“{{text}}”",
  findingList: "Findings",
  findings: {
    failed_redaction: "Words left under black boxes",
    signature_digest_mismatch: "Signed bytes changed",
    signature_invalid: "A signature does not hold",
    changed_after_signing: "Changed after signing",
    pages_replaced: "Page content replaced by a later save",
    covered_text: "Text under shapes or images",
    background_text: "Text the colour of its background",
    invisible_text: "Invisible text",
    off_page_text: "Text outside the visible page",
    javascript: "Holds JavaScript",
    modified_before_created: "Modified before it was created",
    dates_disagree: "Dates disagree",
    history_tools: "Other programs in its editing history",
    saved_on_top: "Saved on top of the original",
    signed: "Digitally signed",
    attachments: "Files attached",
    ocr_layer: "Scanned pages with a text layer",
    names_people: "Names people",
    converted: "Made into PDF by another program",
  },
  limits:
    "A document’s properties, dates and names can be rewritten by anyone, and a signature says who holds a key, not who that is: what the file says is a lead to check, not proof of who wrote it or when.",
};

/** The summary of `result` as the case writes it, through the real translator. */
function summarize(result: unknown, language: Language = "en") {
  const { t } = createTranslator(language, { summaries: { document: SUMMARY_EN } });
  return documentInspectorSummaries.document(result, {
    t: (key, values) => t(`summaries:document.${key}`, values),
    language,
  });
}

/** The report as a case stores it: the JSON export, read back. */
const stored = async (bytes: Uint8Array, name: string, scan = true) =>
  JSON.parse(reportToJson(await reportOf(bytes, name, { scan })));

let revised: unknown;
let signedReport: unknown;
let blackBox: unknown;
let unscanned: unknown;

beforeAll(async () => {
  const [memo, signed, redacted] = await Promise.all([twoRevisions(), signedThenAppended(), blackBoxPdf()]);
  [revised, signedReport, blackBox, unscanned] = await Promise.all([
    stored(memo, "memo.pdf"),
    stored(signed, "signed.pdf"),
    stored(redacted, "redacted.pdf"),
    stored(redacted, "redacted.pdf", false),
  ]);
}, 60_000);

describe("a document's summary in a case", () => {
  it("says what the file is, who and when it records, its saves and its findings", () => {
    expect(asLines(summarize(revised))).toEqual([
      "Document: PDF 1.7, 1 page",
      "Title: Memo",
      "Author: Nguyễn Văn An",
      "Created: January 15, 2026 at 09:00:00 UTC",
      "Modified: February 20, 2026 at 17:30:00 UTC",
      "Made with: pdf-lib (https://github.com/Hopding/pdf-lib)",
      "Revisions: saved once on top of the original, which is still in the file",
      "Hidden text: none found",
      "Findings: Page content replaced by a later save, Saved on top of the original, Names people",
      SUMMARY_EN.limits,
    ]);
  });

  it("names the signer and puts a change after signing first among the findings", () => {
    const lines = asLines(summarize(signedReport));
    expect(lines).toContain("Signed by: Marie Dupont");
    expect(lines.find((line) => line.startsWith("Findings:"))).toBe(
      "Findings: Changed after signing, Page content replaced by a later save, Saved on top of the original, Digitally signed",
    );
  });

  it("counts the hidden passages and quotes the first, or says the pages were not searched", () => {
    const lines = asLines(summarize(blackBox));
    expect(lines).toContain("Hidden text: 2 passages, on pages 1 and 2");
    expect(lines).toContain("Hidden words: “Source: Jean Martin, ministry” · “Anna Kowalski”");
    expect(lines.find((line) => line.startsWith("Findings:"))).toBe("Findings: Words left under black boxes");
    const notSearched = asLines(summarize(unscanned));
    expect(notSearched).toContain("Hidden text: the pages were not searched");
    expect(notSearched.some((line) => line.startsWith("Findings:"))).toBe(false);
  });

  it("lists the pages as the summary's language does, the first ten and … past ten", () => {
    const onPages = (pages: number[], language: Language = "en") =>
      asLines(
        summarize(
          { kind: "pdf", hiddenText: { summary: { pages, counts: { invisible: pages.length } }, pages: [] } },
          language,
        ),
      ).find((line) => line.startsWith("Hidden text:"));
    expect(onPages([2, 5, 1200])).toBe("Hidden text: 3 passages, on pages 2, 5, and 1,200");
    expect(onPages([2, 5, 1200], "fr")).toBe("Hidden text: 3 passages, on pages 2, 5 et 1\u202f200");
    expect(onPages([2, 5, 1200], "vi")).toBe("Hidden text: 3 passages, on pages 2, 5 và 1.200");
    const twelve = Array.from({ length: 12 }, (_, index) => index + 1);
    expect(onPages(twelve)).toBe("Hidden text: 12 passages, on pages 1, 2, 3, 4, 5, 6, 7, 8, 9, 10…");
    expect(onPages(twelve, "fr")).toBe("Hidden text: 12 passages, on pages 1, 2, 3, 4, 5, 6, 7, 8, 9, 10…");
  });

  it("writes the document's dates in the page's language", () => {
    const lines = asLines(summarize(revised, "fr"));
    expect(lines).toContain("Modified: 20 février 2026 à 17:30:00 UTC");
  });

  it("reads a result from elsewhere defensively: what is missing or of another type is left out", () => {
    for (const result of [null, "report", 42, [], {}]) {
      expect(asLines(summarize(result))).toEqual([SUMMARY_EN.limits]);
    }
    const odd = {
      kind: "pdf",
      facts: {
        version: 7,
        pageCount: "3",
        info: { Title: ["x"], Author: "  " },
        xmp: { creators: [1, "Ann"] },
      },
      revisions: { list: "none" },
      signatures: [null, 1, { signer: { certificate: "x" }, dictionary: { name: "Bob" } }],
      findings: [{ code: "no_such_code" }, null, { code: "javascript" }],
      hiddenText: {
        summary: { pages: ["1", 2], counts: { invisible: "5", "covered-by-shape": 1 } },
        pages: 3,
      },
    };
    expect(asLines(summarize(odd))).toEqual([
      "Document: PDF",
      "Author: Ann",
      "Signed by: Bob",
      "Hidden text: 1 passage, on page 2",
      "Findings: Holds JavaScript",
      SUMMARY_EN.limits,
    ]);
  });
});
