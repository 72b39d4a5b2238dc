// A document's report as a case says it, read from the stored JSON report (export.ts): what the file is,
// its title, author and dates as it records them, the saves on top of it, who signed it, the hidden text
// found (the first words quoted) and the findings by short names.
import {
  fields,
  known,
  listOf,
  numberOf,
  type Summarizer,
  type SummaryTranslate,
  textOf,
} from "#app/tools/evidence-summary.ts";
import { formatDocDate } from "./doc-dates.ts";
import type { FindingCode } from "./findings.ts";

/**
 * The findings a summary names, in the order it lists them (the most telling first), by the codes the
 * JSON report holds: every one the report makes, so that a new one cannot be left out of a case.
 */
const LISTED = {
  failed_redaction: true,
  signature_digest_mismatch: true,
  signature_invalid: true,
  changed_after_signing: true,
  pages_replaced: true,
  covered_text: true,
  background_text: true,
  invisible_text: true,
  off_page_text: true,
  javascript: true,
  modified_before_created: true,
  dates_disagree: true,
  history_tools: true,
  saved_on_top: true,
  signed: true,
  attachments: true,
  ocr_layer: true,
  macros: true,
  tracked_changes: true,
  office_hidden_text: true,
  hidden_sheets: true,
  hidden_slides: true,
  template_path: true,
  comments: true,
  hidden_cells: true,
  speaker_notes: true,
  external_links: true,
  edit_history: true,
  names_people: true,
  converted: true,
} satisfies Record<FindingCode, true>;
const FINDINGS = Object.keys(LISTED) as FindingCode[];

/** Hidden passages quoted at most, and characters of each. */
const QUOTES = 3;
const QUOTE_CHARS = 120;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

/** Pages listed at most; a longer list ends with "…". */
const PAGES_LISTED = 10;

/**
 * Pages in the summary's language: all of them joined as the findings join them ("1, 4 and 7"), or the
 * first PAGES_LISTED and "…", with no "and" before the last one shown, since the list goes on.
 */
function pageList(pages: readonly number[], language: string): string {
  const number = new Intl.NumberFormat(language);
  const shown = pages.slice(0, PAGES_LISTED).map((page) => number.format(page));
  const list = new Intl.ListFormat(language, { type: "conjunction" });
  if (pages.length <= PAGES_LISTED) return list.format(shown);
  // The language's own separator between two items of a list (", " in English, French, Vietnamese).
  const separator = list.formatToParts(["1", "2", "3"]).find((part) => part.type === "literal")?.value;
  return `${shown.join(separator ?? ", ")}…`;
}

/** Hidden text: how many passages on which pages, and the first ones quoted; or that the pages were not searched. */
function hiddenLines(t: SummaryTranslate, stored: unknown, language: string) {
  if (stored === null) return [{ label: t("hiddenText"), value: t("notScanned") }];
  const hidden = fields(stored);
  if (!("summary" in hidden)) return [];
  const summary = fields(hidden.summary);
  const pages = listOf(summary.pages).filter((page): page is number => numberOf(page) !== undefined);
  const passages = Object.values(fields(summary.counts)).reduce<number>(
    (sum, count) => sum + (numberOf(count) ?? 0),
    0,
  );
  if (pages.length === 0 || passages === 0) return [{ label: t("hiddenText"), value: t("noHiddenText") }];
  const quotes = listOf(hidden.pages)
    .flatMap((page) => listOf(fields(page).findings))
    .map((finding) => textOf(fields(finding).text))
    .filter((text): text is string => text !== undefined)
    .slice(0, QUOTES)
    .map((text) => t("quote", { text: clip(text.replace(/\s+/g, " ").trim(), QUOTE_CHARS) }));
  return [
    {
      label: t("hiddenText"),
      value: t("hiddenPassages", { count: passages, pages: pageList(pages, language) }),
    },
    { label: t("hiddenWords"), value: quotes.join(" · ") },
  ];
}

/** An Office file's lines: its kind, title, people, dates and program, and its tracked changes. */
function officeLines(
  t: SummaryTranslate,
  report: Record<string, unknown>,
  date: (raw: string | undefined) => string,
) {
  const office = fields(report.office);
  const core = fields(fields(office.properties).core);
  const app = fields(fields(office.properties).app);
  const counts = fields(fields(office.word).counts);
  const changes = Object.values(counts).reduce<number>((sum, count) => sum + (numberOf(count) ?? 0), 0);
  const kind = textOf(office.kind);
  return [
    { label: t("document"), value: kind ? kind.toUpperCase() : "" },
    { label: t("title"), value: textOf(core.title) ?? "" },
    { label: t("author"), value: textOf(core.creator) ?? "" },
    { label: t("lastModifiedBy"), value: textOf(core.lastModifiedBy) ?? "" },
    { label: t("created"), value: date(textOf(core.created)) },
    { label: t("modified"), value: date(textOf(core.modified)) },
    { label: t("software"), value: textOf(app.application) ?? "" },
    changes > 0 && { label: t("trackedChanges"), value: t("changes", { count: changes }) },
  ];
}

const summarizeDocument: Summarizer = (result, { t, language }) => {
  const report = fields(result);
  const date = (raw: string | undefined) => (raw ? formatDocDate(language, raw, t("noZone")) : "");
  const codes = new Set(listOf(report.findings).map((finding) => fields(finding).code));
  const findings = FINDINGS.filter((code) => codes.has(code)).map((code) => t(`findings.${code}`));
  const list = (items: readonly string[]) => new Intl.ListFormat(language, { type: "unit" }).format(items);
  if (report.kind === "office") {
    return {
      lines: known([
        ...officeLines(t, report, date),
        findings.length > 0 && { label: t("findingList"), value: list(findings) },
      ]),
      limits: t("limits"),
    };
  }
  const facts = fields(report.facts);
  const info = fields(facts.info);
  const xmp = fields(facts.xmp);
  const version = textOf(facts.version);
  const pageCount = numberOf(facts.pageCount);
  const creators = listOf(xmp.creators).filter((name): name is string => textOf(name) !== undefined);
  const tools = [
    ...new Set(
      [textOf(info.Creator) ?? textOf(xmp.creatorTool), textOf(info.Producer) ?? textOf(xmp.producer)]
        .filter((tool): tool is string => tool !== undefined)
        .map((tool) => tool.trim()),
    ),
  ];
  const saves = listOf(fields(report.revisions).list).length - 1;
  const signers = [
    ...new Set(
      listOf(report.signatures).flatMap((stored) => {
        const signature = fields(stored);
        const name =
          textOf(fields(fields(fields(signature.signer).certificate).subject).commonName) ??
          textOf(fields(signature.dictionary).name);
        return name ? [name] : [];
      }),
    ),
  ];
  return {
    lines: known([
      {
        label: t("document"),
        value: [
          version ? t("pdfVersion", { version }) : report.kind === "pdf" ? t("pdf") : "",
          pageCount !== undefined ? t("pages", { count: pageCount }) : "",
        ]
          .filter(Boolean)
          .join(", "),
      },
      { label: t("title"), value: textOf(info.Title) ?? textOf(xmp.title) ?? "" },
      { label: t("author"), value: textOf(info.Author) ?? creators.join(", ") },
      { label: t("created"), value: date(textOf(info.CreationDate) ?? textOf(xmp.createDate)) },
      { label: t("modified"), value: date(textOf(info.ModDate) ?? textOf(xmp.modifyDate)) },
      { label: t("software"), value: tools.join(" · ") },
      saves > 0 && { label: t("revisions"), value: t("saves", { count: saves }) },
      signers.length > 0 && { label: t("signatures"), value: list(signers) },
      ...("hiddenText" in report ? hiddenLines(t, report.hiddenText, language) : []),
      findings.length > 0 && { label: t("findingList"), value: list(findings) },
    ]),
    limits: t("limits"),
  };
};

export const documentInspectorSummaries = { document: summarizeDocument };
