// What an Office file's report shows, row by row, for the page (screens/Office*.tsx) and the Markdown
// report alike: which properties and in what order, the words for a link's relationship, the hidden rows
// and columns listed, whether anything is hidden at all.
import type { TFunction } from "#app/i18n/translator.ts";
import { FIRST_REFS } from "./ooxml/limits.ts";
import type { OfficeProperties, OfficeReport, SheetFacts } from "./ooxml/read-office.ts";

/** Core and app properties worth a row, in the order a reader asks: who, when, with what. */
const CORE = [
  "title",
  "subject",
  "creator",
  "lastModifiedBy",
  "revision",
  "created",
  "modified",
  "lastPrinted",
  "keywords",
  "description",
  "category",
] as const;
const APP = ["application", "appVersion", "company", "manager", "template", "totalTime"] as const;
const DATES = new Set<string>(["created", "modified", "lastPrinted"]);

/** The words of the property rows, in the page's language. */
export interface PropertyWords {
  /** A core or app property's name (office.properties.<key>). */
  label(key: (typeof CORE)[number] | (typeof APP)[number]): string;
  /** A date the file wrote. */
  date(raw: string): string;
  /** The minutes the file was open for editing. */
  minutes(value: number): string;
}

/** The properties as [label, value] rows: the core ones, the app ones, then the custom ones by their own names. */
export function propertyRows(properties: OfficeProperties, words: PropertyWords): [string, string][] {
  const { core, app, custom } = properties;
  return [
    ...CORE.flatMap((key): [string, string][] => {
      const value = core?.[key];
      if (!value) return [];
      return [[words.label(key), DATES.has(key) ? words.date(value) : value]];
    }),
    ...APP.flatMap((key): [string, string][] => {
      const value = app?.[key];
      if (value === null || value === undefined || value === "") return [];
      return [[words.label(key), key === "totalTime" ? words.minutes(Number(value)) : String(value)]];
    }),
    ...custom.items.map((property): [string, string] => [property.name, property.value]),
  ];
}

/** The relationship types worth naming in words ("…/relationships/hyperlink" → "hyperlink"). */
const RELATIONS = new Set([
  "hyperlink",
  "attachedTemplate",
  "externalLinkPath",
  "image",
  "oleObject",
  "frame",
  "subDocument",
]);

/** A link's relationship, as a key of office.content.relations. */
export function relationName(type: string): string {
  const name = type.slice(type.lastIndexOf("/") + 1);
  return RELATIONS.has(name) ? name : "other";
}

/**
 * The first rows or column ranges listed ("3, 4", "C:D"), "…" after them when the reader stopped listing
 * (it lists FIRST_REFS; a range of columns counts as one, so the count alone cannot say).
 */
const firstRefs = ({ first }: { first: string[] }) =>
  first.join(", ") + (first.length >= FIRST_REFS ? "…" : "");

/** The rows and columns a sheet hides, in words ("2 hidden rows (3, 4) · …"); "" when it hides none. */
export function hiddenCells(t: TFunction, sheet: SheetFacts): string {
  return [
    sheet.hiddenRows.count > 0 &&
      t("document_inspector:office.hidden.rows", {
        count: sheet.hiddenRows.count,
        first: firstRefs(sheet.hiddenRows),
      }),
    sheet.hiddenColumns.count > 0 &&
      t("document_inspector:office.hidden.columns", {
        count: sheet.hiddenColumns.count,
        first: firstRefs(sheet.hiddenColumns),
      }),
    sheet.rowsHiddenByDefault && t("document_inspector:office.hidden.rowsByDefault"),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** Nothing kept out of sight: no hidden text, sheet, row, column or slide, no speaker notes. */
export function hidesNothing(office: OfficeReport): boolean {
  return (
    (office.word?.hiddenText.items.length ?? 0) === 0 &&
    !(office.workbook?.sheets.items ?? []).some(
      (sheet) => sheet.state !== "visible" || sheet.hiddenRows.count + sheet.hiddenColumns.count > 0,
    ) &&
    !(office.presentation?.slides.items ?? []).some((slide) => slide.hidden || slide.notes?.trim())
  );
}
