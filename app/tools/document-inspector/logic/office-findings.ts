// What an Office file's report finds worth a fact-checker's attention (the PDF's are in findings.ts):
// tracked changes and comments with their authors, what is hidden, where the template came from.
import { type Finding, namesOf } from "./findings.ts";
import type { OfficeReport } from "./ooxml/read-office.ts";

const distinct = (values: readonly (string | null)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value?.trim())).map((value) => value.trim())),
];

/** A template path that names a computer or a network share (a user's folder, a server) rather than a bare name. */
const isPath = (target: string) =>
  target.includes("\\") || target.includes("/") || target.toLowerCase().startsWith("file:");

export function officeFindings(office: OfficeReport): Finding[] {
  const found: Finding[] = [];
  const { word, workbook, presentation, properties } = office;
  if (office.macros) found.push({ code: "macros", caution: true, values: {} });
  if (word) {
    const total = Object.values(word.counts).reduce((sum, count) => sum + count, 0);
    if (total > 0) {
      const authors = distinct(word.changes.items.map((change) => change.author));
      found.push({
        code: "tracked_changes",
        caution: true,
        values: { count: total, authors: namesOf(authors), people: authors.length },
      });
    }
    const hidden = word.hiddenText.items.length + word.hiddenText.omitted;
    if (hidden > 0) found.push({ code: "office_hidden_text", caution: true, values: { count: hidden } });
    if (word.attachedTemplate && isPath(word.attachedTemplate)) {
      found.push({ code: "template_path", caution: true, values: { template: word.attachedTemplate } });
    }
  }
  const comments = office.comments.items.length + office.comments.omitted;
  if (comments > 0) {
    const authors = distinct(office.comments.items.map((comment) => comment.author));
    found.push({ code: "comments", caution: false, values: { count: comments, authors: namesOf(authors) } });
  }
  if (workbook) {
    const hiddenSheets = workbook.sheets.items.filter((sheet) => sheet.state !== "visible");
    if (hiddenSheets.length > 0) {
      found.push({
        code: "hidden_sheets",
        caution: true,
        values: {
          count: hiddenSheets.length,
          names: namesOf(hiddenSheets.map((sheet) => sheet.name)),
          veryHidden: hiddenSheets.filter((sheet) => sheet.state === "veryHidden").length,
        },
      });
    }
    const withHidden = workbook.sheets.items.filter(
      (sheet) => sheet.hiddenRows.count + sheet.hiddenColumns.count > 0 || sheet.rowsHiddenByDefault,
    );
    if (withHidden.length > 0) {
      found.push({
        code: "hidden_cells",
        caution: false,
        values: {
          count: withHidden.reduce(
            (sum, sheet) => sum + sheet.hiddenRows.count + sheet.hiddenColumns.count,
            0,
          ),
          sheets: namesOf(withHidden.map((sheet) => sheet.name)),
        },
      });
    }
  }
  if (presentation) {
    const hiddenSlides = presentation.slides.items.filter((slide) => slide.hidden);
    if (hiddenSlides.length > 0) {
      found.push({
        code: "hidden_slides",
        caution: true,
        values: {
          count: hiddenSlides.length,
          slides: namesOf(hiddenSlides.map((slide) => String(slide.number))),
        },
      });
    }
    const notes = presentation.slides.items.filter((slide) => slide.notes?.trim()).length;
    if (notes > 0) found.push({ code: "speaker_notes", caution: false, values: { count: notes } });
  }
  const links = office.externalLinks.items.length + office.externalLinks.omitted;
  if (links > 0) found.push({ code: "external_links", caution: false, values: { count: links } });
  // A manager is a property someone typed (often a job title), not a person who touched the file.
  const people = office.authors.items
    .filter((author) => author.roles.some((role) => role.role !== "manager"))
    .map((author) => author.name);
  if (people.length > 0) {
    found.push({
      code: "names_people",
      caution: false,
      values: { count: people.length, people: namesOf(people) },
    });
  }
  const revision = Number(properties.core?.revision ?? Number.NaN);
  const minutes = properties.app?.totalTime ?? null;
  if ((Number.isFinite(revision) && revision > 1) || (minutes !== null && minutes > 0)) {
    found.push({
      code: "edit_history",
      caution: false,
      values: {
        count: Number.isFinite(revision) ? revision : 1,
        minutes: minutes ?? 0,
      },
    });
  }
  return found;
}
