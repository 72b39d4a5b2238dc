import { beforeAll, describe, expect, it } from "vitest";
import type { Language } from "#app/i18n/languages.ts";
import { createTranslator } from "#app/i18n/translator.ts";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { HOSTILE_OFFICE, hostileDocx, hostileXlsx } from "../fixtures/hostile-report-office.ts";
import { AN, LINK, MARIE, sampleDocx, samplePptx, sampleXlsx } from "../fixtures/make-office.ts";
import { officeReportOf } from "../fixtures/report-of.ts";
import { strayMarkup } from "../fixtures/stray-markup.ts";
import en from "../locales/en.json" with { type: "json" };
import fr from "../locales/fr.json" with { type: "json" };
import vi from "../locales/vi.json" with { type: "json" };
import { type OfficeReportInput, officeReportToMarkdown } from "./export.ts";
import { MAX_MARKDOWN_ITEMS } from "./limits.ts";

const LOCALES = { en, fr, vi };
const markdownOf = (input: OfficeReportInput, lang: Language) =>
  officeReportToMarkdown(
    input,
    createTranslator(lang, { document_inspector: LOCALES[lang] }).getFixedT("document_inspector"),
    lang,
  );

/** Markdown read back: no text of a translation key, no unfilled variable. */
function expectAllWords(markdown: string) {
  expect(markdown).not.toMatch(/\{\{|\b(?:export|findings|office|active|whoWhen|file)\.[a-z]/);
}

let docx: OfficeReportInput;
let xlsx: OfficeReportInput;
let pptx: OfficeReportInput;
let hostile: OfficeReportInput;
let hostileSheets: OfficeReportInput;

beforeAll(async () => {
  [docx, xlsx, pptx, hostile, hostileSheets] = await Promise.all([
    sampleDocx().then((file) => officeReportOf(file, "communiqué.docx")),
    sampleXlsx().then((file) => officeReportOf(file, "budget.xlsx")),
    samplePptx().then((file) => officeReportOf(file, "slides.pptx")),
    hostileDocx().then((file) => officeReportOf(file, "hostile.docx")),
    hostileXlsx().then((file) => officeReportOf(file, "hostile.xlsx")),
  ]);
});

describe("officeReportToMarkdown", () => {
  it("gives a DOCX's file, findings, properties and people, changes by two authors, hidden text, comments and links", () => {
    const markdown = markdownOf(docx, "en");
    expectAllWords(markdown);
    expect(markdown).toContain(
      [
        "# Document Inspector",
        "",
        "- Name: communiqué.docx",
        `- Size: ${formatBytes(docx.file.size, "en")}`,
        `- SHA-256: \`${docx.file.sha256}\``,
        "- Format: Word document (DOCX)",
        `- Parts in the package: ${docx.office.partCount}`,
        "",
        "## Findings",
      ].join("\n"),
    );
    expect(markdown).toContain(
      [
        `### Warning: 7 tracked changes, by ${MARIE} and ${AN}`,
        "",
        "**What it means**  ",
        "Edits recorded with their author and time are still in the file, deleted text included: they are shown in place below.",
        "",
        "**What it does not prove**  ",
      ].join("\n"),
    );
    expect(markdown).toContain("### Warning: The template’s path names a computer or a server: file\\:///");
    expect(markdown).toContain(
      [
        "## Who and when",
        "",
        "- Title: Budget 2023",
        `- Author: ${MARIE}`,
        `- Last saved by: ${AN}`,
        "- Revision number: 7",
        "- Created: February 28, 2024 at 09:00:00 UTC",
      ].join("\n"),
    );
    expect(markdown).toContain("- Total editing time: 95 minutes\n- Classification: Internal\n");
    expect(markdown).toContain(
      [
        "### People named in the file",
        "",
        `- ${MARIE} (author, 1 comment, 4 tracked changes, listed as a collaborator)`,
        `- ${AN} (last saved it, 1 comment, 3 tracked changes)`,
        "- Chef de cabinet (manager)",
      ].join("\n"),
    );
    expect(markdown).toContain(
      [
        "## Tracked changes (7)",
        "",
        "Track changes is on in this document: each edit is recorded with its author and time.",
        "",
        `- Deleted · ${MARIE} · March 1, 2024 at 10:00:00 UTC`,
        "  - Text just before: The minister said the budget",
        "  - Deleted: fell",
        "  - Text just after: rose by 4% in 2023.",
        `- Inserted · ${AN} · March 2, 2024 at 11:30:00 UTC`,
        "  - Text just before: The minister said the budget",
        "  - Inserted: rose",
        "  - Text just after: by 4% in 2023.",
      ].join("\n"),
    );
    // An inserted paragraph mark has no text of its own: no empty line for it.
    expect(markdown).toContain(
      `- Inserted · ${AN} · March 2, 2024 at 11:31:00 UTC\n  - Text just after: Key point:`,
    );
    expect(markdown).toContain(
      [
        "## Hidden content",
        "",
        "### Text formatted as hidden",
        "",
        "> Do not publish: source is the deputy minister.",
      ].join("\n"),
    );
    expect(markdown).toContain(
      [
        "### Comments (2)",
        "",
        `- ${MARIE} · March 1, 2024 at 10:02:00 UTC · On: according to an internal memo`,
        "  > Which memo? Check with the ministry.  ",
        "  > Second paragraph.",
        `- ${AN} · March 2, 2024 at 11:35:00 UTC`,
        "  > Confirmed by phone.",
      ].join("\n"),
    );
    expect(markdown).toContain("### Embedded pictures and files (1)\n\n- word/media/image1.png · 77 bytes\n");
    expect(markdown).toContain(
      [
        "### Links to other files and sites (2)",
        "",
        `- link: \`${LINK}\``,
        "- template: `file:///\\\\fileserver\\users\\mdupont\\Templates\\Press%20release.dotm`",
      ].join("\n"),
    );
    expect(markdown.endsWith("dotm`\n")).toBe(true);
  });

  it("writes the changes and comments in French and Vietnamese, with the language's dates", () => {
    const french = markdownOf(docx, "fr");
    expectAllWords(french);
    expect(french).toContain(
      [
        "## Modifications suivies (7)",
        "",
        "Le suivi des modifications est activé dans ce document\u00a0: chaque modification est enregistrée avec son auteur et sa date.",
        "",
        `- Supprimé · ${MARIE} · 1er mars 2024 à 10:00:00 UTC`,
        "  - Texte juste avant\u00a0: The minister said the budget",
        "  - Supprimé\u00a0: fell",
        "  - Texte juste après\u00a0: rose by 4% in 2023.",
        `- Inséré · ${AN} · 2 mars 2024 à 11:30:00 UTC`,
      ].join("\n"),
    );
    expect(french).toContain(
      `- ${MARIE} · 1er mars 2024 à 10:02:00 UTC · Passage commenté\u00a0: according to an internal memo\n  > Which memo?`,
    );
    expect(french).toContain(
      `### Avertissement\u00a0: 7 modifications suivies, faites par ${MARIE} et ${AN}\n`,
    );

    const vietnamese = markdownOf(docx, "vi");
    expectAllWords(vietnamese);
    expect(vietnamese).toContain(
      [
        "## Thay đổi được theo dõi (7)",
        "",
        "Tính năng “Theo dõi thay đổi” đang bật trong tài liệu này: mỗi chỉnh sửa đều được ghi lại kèm tên người sửa và thời điểm sửa.",
        "",
        `- Đã xóa · ${MARIE} · 10:00:00 UTC ngày 1/3/2024`,
        "  - Phần chữ ngay trước: The minister said the budget",
        "  - Đã xóa: fell",
        "  - Phần chữ ngay sau: rose by 4% in 2023.",
      ].join("\n"),
    );
    expect(vietnamese).toContain(
      `- ${AN} · 11:35:00 UTC ngày 2/3/2024\n  > Confirmed by phone.\n\n### Hình ảnh và tệp nhúng (1)`,
    );
  });

  it("gives each sheet of an XLSX with what it hides, its hidden sheets and its threaded comments", () => {
    const markdown = markdownOf(xlsx, "en");
    expectAllWords(markdown);
    expect(markdown).toContain("- Format: Excel workbook (XLSX)\n");
    expect(markdown).toContain("### Warning: 2 hidden sheets: Brouillon and Sources\n");
    expect(markdown).toContain(
      [
        "## Hidden content",
        "",
        "### Sheets",
        "",
        "- Données: Visible · 2 hidden rows (3, 4) · 2 hidden columns (C:D)",
        "- Brouillon: Hidden",
        "- Sources: Very hidden (only a macro or the code editor shows it) · 1 hidden row (2) · rows hidden unless listed",
        "",
      ].join("\n"),
    );
    expect(markdown).toContain(
      `- ${AN} · March 5, 2024 at 10:00:00 (no time zone given) · a reply · On: Données!A1\n  > Yes, checked.\n`,
    );
    expect(markdown).toContain(
      "- linked workbook: `file:///C:\\Users\\an.nguyen\\Documents\\salaires-2023.xlsx`\n",
    );
    expect(markdown).toContain("### Embedded pictures and files (0)\n\nNo embedded pictures or files.\n");
  });

  it("gives each slide of a PPTX, the hidden one said, with its speaker notes quoted", () => {
    const markdown = markdownOf(pptx, "en");
    expectAllWords(markdown);
    expect(markdown).toContain(
      [
        "## Hidden content",
        "",
        "- Slide 1 · Budget 2023 · Speaker notes:",
        "  > Say the 4% comes from the ministry.  ",
        "  > Do not mention the audit.",
        "- Slide 2 · Unpublished figures · hidden in the slide show · Speaker notes:",
        "  > Only if asked: layoffs are confirmed.",
        "- Slide 3 · Questions",
        "",
      ].join("\n"),
    );
    expect(markdown).not.toContain("## Tracked changes");
    const french = markdownOf(pptx, "fr");
    expect(french).toContain("- Diapositive 2 · Unpublished figures · masquée pendant le diaporama · ");
  });

  it("writes the first MAX_MARKDOWN_ITEMS of a long list, then how many it holds in all", () => {
    const word = docx.office.word;
    const [change] = word?.changes.items ?? [];
    if (!word || !change) throw new Error("the sample has changes");
    const long: OfficeReportInput = {
      ...docx,
      office: {
        ...docx.office,
        word: { ...word, changes: { items: Array(MAX_MARKDOWN_ITEMS + 100).fill(change), omitted: 5 } },
      },
    };
    const markdown = markdownOf(long, "en");
    expect(markdown.match(/^- Deleted · /gm)).toHaveLength(MAX_MARKDOWN_ITEMS);
    expect(markdown).toContain(
      `  - Text just after: rose by 4% in 2023.\n\n${(MAX_MARKDOWN_ITEMS + 105).toLocaleString("en")} in all: only the first ones are listed.\n`,
    );
  });
});

describe("a hostile Office file's report", () => {
  it("writes the names, comments and changed text a DOCX holds as inert text, in every language", () => {
    for (const lang of ["en", "fr", "vi"] as const) {
      const markdown = markdownOf(hostile, lang);
      expectAllWords(markdown);
      expect(strayMarkup(markdown)).toEqual([]);
      // The report's own headings only: a name starting with "#" does not make one.
      expect(markdown.match(/^#+ /gm)?.every((mark) => mark.length <= 4)).toBe(true);
      expect(markdown).not.toMatch(/^\s*#+ heading/m);
      expect(markdown).not.toMatch(/(?<!\\)<(?:img|script|b)\b/);
    }
    const markdown = markdownOf(hostile, "en");
    const linkName = "\\[x\\](javascript:alert(1)) \\<img src=x onerror=alert(1)\\>";
    // The name's line break is a space: its second line starts nothing.
    const headingName = "\\# heading \\`tick\\` \\*em\\* second line";
    expect(markdown).toContain(`### Warning: 2 tracked changes, by ${linkName} and ${headingName}\n`);
    expect(markdown).toContain(
      "- Title: \\[click me\\](https\\://evil.test/title) \\<script\\>alert(1)\\</script\\>\n",
    );
    expect(markdown).toContain(`- ${headingName} (1 comment, 1 tracked change)\n`);
    expect(markdown).toContain(
      [
        `- Inserted · ${linkName} · May 1, 2024 at 08:00:00 UTC`,
        "  - Text just before: Before.",
        "  - Inserted: \\<b\\>bold\\</b\\> \\*\\*now\\*\\* www\\.evil.test",
        "  - Text just after: after.",
        `- Deleted · ${headingName} · May 1, 2024 at 08:00:00 UTC`,
        "  - Text just before: Kept",
        "  - Deleted: \\[del\\](javascript:alert(1))",
      ].join("\n"),
    );
    expect(markdown).toContain(
      [
        `- ${linkName} · May 1, 2024 at 08:00:00 UTC · On: commented`,
        "  > \\# Heading in a comment  ",
        "  > \\<script\\>alert(1)\\</script\\> \\`\\`\\` fence  ",
        "  > \\[y\\](https\\://evil.test/y)",
        `- ${headingName} · May 1, 2024 at 08:00:00 UTC`,
        "  > Second \\`x\\`",
      ].join("\n"),
    );
    // A link's target is code, fenced longer than its backticks, never a link.
    expect(markdown).toContain(`- link: \`\`${HOSTILE_OFFICE.link}\`\`\n- link: \`javascript:alert(1)\`\n`);
  });

  it("writes an XLSX's sheet names as inert text", () => {
    const markdown = markdownOf(hostileSheets, "en");
    expect(strayMarkup(markdown)).toEqual([]);
    expect(markdown).toContain(
      [
        "- Data: Visible",
        "- \\[s\\](javascript:alert(1)): Hidden",
        "- \\<b\\>\\#x\\</b\\> \\| y: Very hidden (only a macro or the code editor shows it)",
      ].join("\n"),
    );
  });

  it("is caught by the check when a nested item or quote is left unescaped", () => {
    expect(strayMarkup("  - On: [a](b)")).toHaveLength(1);
    expect(strayMarkup("  > <img src=x>")).toHaveLength(1);
    expect(strayMarkup("  > \\<img src=x\\>\n  >")).toEqual([]);
  });
});
