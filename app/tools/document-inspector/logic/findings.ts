// What the report finds worth a fact-checker's attention, each with the values its sentences need: the
// page words each one as a title, what it means and what it does not prove (locales, findings.<code>).
import { docInstant } from "./doc-dates.ts";
import type { HiddenTextSummary } from "./pdf/hidden-text.ts";
import type { PdfFacts } from "./pdf/pdf-facts.ts";
import type { RevisionsReport } from "./pdf/revisions.ts";
import type { SignatureReport } from "./pdf/signatures.ts";
import { pageChanges } from "./revision-changes.ts";

export type FindingCode =
  | "dates_disagree"
  | "modified_before_created"
  | "converted"
  | "history_tools"
  | "names_people"
  | "javascript"
  | "attachments"
  | "tracked_changes"
  | "comments"
  | "office_hidden_text"
  | "hidden_sheets"
  | "hidden_cells"
  | "hidden_slides"
  | "speaker_notes"
  | "template_path"
  | "external_links"
  | "macros"
  | "edit_history"
  | "failed_redaction"
  | "covered_text"
  | "background_text"
  | "invisible_text"
  | "ocr_layer"
  | "off_page_text"
  | "saved_on_top"
  | "pages_replaced"
  | "signed"
  | "changed_after_signing"
  | "signature_digest_mismatch"
  | "signature_invalid";

/**
 * Values a finding's sentences take: a key ending in "Date" holds a date as the file wrote it; a list
 * (names, programs) is written as the reader's language joins one ("A, B and C").
 */
export type FindingValues = Record<string, string | number | readonly string[]>;

/** Names a finding lists before it says there are more. */
const NAMES_SHOWN = 5;

/** The first names of a list (the finding's count says how many there are in all). */
export const namesOf = (names: readonly string[]): string[] => names.slice(0, NAMES_SHOWN);

export interface Finding {
  code: FindingCode;
  /** Calls for care: shown with a warning sign and the words say it. */
  caution: boolean;
  values: FindingValues;
}

/**
 * A finding's values as its sentences take them: a date (a key ending in "Date") written by `date`, an
 * event ("created", "modified") named by `event`, a list joined as `language` joins one ("A, B and C"),
 * the rest as they are.
 */
export function shownFindingValues(
  values: FindingValues,
  language: string,
  date: (raw: string) => string,
  event: (name: string) => string,
): Record<string, string | number> {
  const list = new Intl.ListFormat(language, { type: "conjunction" });
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === "number"
        ? value
        : typeof value !== "string"
          ? list.format(value)
          : key.endsWith("Date")
            ? date(value)
            : key === "event"
              ? event(value)
              : value,
    ]),
  );
}

/** Two dates of the same event further apart than this disagree (writers round to the second or minute). */
const SAME_EVENT_MS = 120_000;

const distinct = (values: readonly (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value?.trim())).map((value) => value.trim())),
];

/** The Info dictionary and XMP's dates, tools and people, compared. */
export function whoWhenFindings(facts: PdfFacts): Finding[] {
  const { info, xmp } = facts;
  const found: Finding[] = [];
  for (const [infoKey, xmpDate, event] of [
    ["CreationDate", xmp?.createDate, "created"],
    ["ModDate", xmp?.modifyDate, "modified"],
  ] as const) {
    const infoDate = info[infoKey];
    if (!infoDate || !xmpDate) continue;
    if (Math.abs(docInstant(infoDate) - docInstant(xmpDate)) > SAME_EVENT_MS) {
      found.push({ code: "dates_disagree", caution: true, values: { event, infoDate, xmpDate } });
    }
  }
  const created = info.CreationDate ?? xmp?.createDate;
  const modified = info.ModDate ?? xmp?.modifyDate;
  if (created && modified && docInstant(modified) + SAME_EVENT_MS < docInstant(created)) {
    found.push({
      code: "modified_before_created",
      caution: true,
      values: { createdDate: created, modifiedDate: modified },
    });
  }
  const creator = info.Creator ?? xmp?.creatorTool;
  const producer = info.Producer ?? xmp?.producer;
  if (creator && producer && creator.trim() !== producer.trim()) {
    found.push({ code: "converted", caution: false, values: { creator, producer } });
  }
  const named = new Set(distinct([creator, producer]));
  const others = distinct((xmp?.history ?? []).map((step) => step.softwareAgent)).filter(
    (tool) => !named.has(tool),
  );
  if (others.length > 0) {
    found.push({
      code: "history_tools",
      caution: true,
      values: { tools: namesOf(others), count: others.length },
    });
  }
  const people = distinct([
    info.Author,
    ...(xmp?.creators ?? []),
    ...facts.annotations.map((note) => note.author),
  ]);
  if (people.length > 0) {
    found.push({
      code: "names_people",
      caution: false,
      values: { people: namesOf(people), count: people.length },
    });
  }
  return found;
}

/** Scripts and attached files: listed, never run or opened. */
export function activeFindings(facts: PdfFacts): Finding[] {
  const found: Finding[] = [];
  if (facts.scripts.length > 0) {
    found.push({
      code: "javascript",
      caution: true,
      values: { count: facts.cut.scripts ?? facts.scripts.length },
    });
  }
  if (facts.attachments.length > 0) {
    found.push({
      code: "attachments",
      caution: false,
      values: {
        count: facts.cut.attachments ?? facts.attachments.length,
        names: namesOf(facts.attachments.map((file) => file.name)),
      },
    });
  }
  return found;
}

const signerName = (signature: SignatureReport) =>
  signature.signer?.certificate?.subject.commonName ?? signature.dictionary.name ?? "?";

/** Signatures: who they name, whether the signed bytes still match, and what was saved after them. */
export function signatureFindings(signatures: readonly SignatureReport[]): Finding[] {
  if (signatures.length === 0) return [];
  const found: Finding[] = [
    {
      code: "signed",
      caution: false,
      values: { count: signatures.length, names: namesOf([...new Set(signatures.map(signerName))]) },
    },
  ];
  for (const signature of signatures) {
    const name = signerName(signature);
    const { coverage, integrity } = signature;
    if (integrity.digest.status === "does-not-match") {
      found.push({ code: "signature_digest_mismatch", caution: true, values: { name } });
    } else if (integrity.signature.status === "invalid") {
      found.push({ code: "signature_invalid", caution: true, values: { name } });
    }
    if (coverage.bytesAfter && !coverage.onlyWhitespaceAfter) {
      found.push({
        code: "changed_after_signing",
        caution: true,
        values: { name, count: Math.max(1, coverage.laterEofMarkers) },
      });
    }
  }
  return found;
}

/** Saves on top of the file, and whether they replaced what the pages show. */
export function revisionFindings(report: RevisionsReport): Finding[] {
  const saves = report.revisions.length - 1;
  if (saves < 1) return [];
  const found: Finding[] = [{ code: "saved_on_top", caution: false, values: { count: saves } }];
  const { replaced } = pageChanges(report);
  if (replaced > 0) found.push({ code: "pages_replaced", caution: true, values: { count: replaced } });
  return found;
}

/** The first pages of a list, as numbers to join in the reader's language ("1, 4 and 7"). */
const pageList = (pages: readonly number[]) => pages.slice(0, 10).map(String);

/** Text a reader cannot see: a failed redaction first, an OCR layer as the normal thing it is. */
export function hiddenTextFindings(
  summary: HiddenTextSummary,
  pagesOf: (kind: string) => number[],
): Finding[] {
  const found: Finding[] = [];
  const { counts } = summary;
  if (summary.failedRedaction) {
    found.push({
      code: "failed_redaction",
      caution: true,
      values: { pages: pageList(summary.failedRedactionPages), count: summary.failedRedactionPages.length },
    });
  }
  const add = (code: FindingCode, count: number, pages: number[], caution: boolean) => {
    if (count > 0) found.push({ code, caution, values: { count, pages: pageList(pages) } });
  };
  const covered = counts["covered-by-shape"] + counts["covered-by-image"];
  if (!summary.failedRedaction || counts["covered-by-image"] > 0) {
    add(
      "covered_text",
      covered,
      [...new Set([...pagesOf("covered-by-shape"), ...pagesOf("covered-by-image")])].sort((a, b) => a - b),
      true,
    );
  }
  add("background_text", counts["same-colour-as-background"], pagesOf("same-colour-as-background"), true);
  add("invisible_text", counts.invisible, pagesOf("invisible"), true);
  add("ocr_layer", counts["ocr-layer"], summary.ocrPages, false);
  add(
    "off_page_text",
    counts["outside-page"] + counts.clipped,
    [...new Set([...pagesOf("outside-page"), ...pagesOf("clipped")])].sort((a, b) => a - b),
    true,
  );
  return found;
}

/**
 * Every finding of a PDF's report, the most telling first: hidden text (once the pages were searched),
 * revisions, signatures, who and when, active content.
 */
export function pdfFindings(
  report: { facts: PdfFacts; revisions: RevisionsReport; signatures: readonly SignatureReport[] },
  scan?: {
    summary: HiddenTextSummary;
    pages: readonly { page: number; hidden: { counts: Record<string, number> } }[];
  },
): Finding[] {
  return [
    ...(scan
      ? hiddenTextFindings(scan.summary, (kind) =>
          scan.pages.filter(({ hidden }) => (hidden.counts[kind] ?? 0) > 0).map(({ page }) => page),
        )
      : []),
    ...revisionFindings(report.revisions),
    ...signatureFindings(report.signatures),
    ...whoWhenFindings(report.facts),
    ...activeFindings(report.facts),
  ];
}
