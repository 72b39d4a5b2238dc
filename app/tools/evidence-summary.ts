// What an item of a case says in words: each tool that adds evidence declares how its stored result
// reads (a pure summariser in its logic/, exposed by its public.ts), with its texts under
// `evidenceSummaries.<kind>` in its own locales. The case file shows the summary on its page and writes
// it into report.md and report.html, in the language of the page; the raw result stays beside it.
import type { Language } from "#app/i18n/languages.ts";

/** One finding, as "label: value". */
export interface SummaryLine {
  label: string;
  value: string;
}

export interface EvidenceSummary {
  /** What the tool found, the most telling first. */
  lines: SummaryLine[];
  /** What the finding does not prove, where the tool says so. */
  limits?: string;
}

/** The tool's `evidenceSummaries.<kind>` texts, by their key under it, filled in the page's language. */
export type SummaryTranslate = (key: string, values?: Record<string, string | number>) => string;

export interface SummaryContext {
  t: SummaryTranslate;
  language: Language;
}

/**
 * Reads a stored result: JSON from this browser, or from a bundle made by another version or another
 * person, so any field may be missing or of another type. What cannot be read is left out, never thrown.
 */
export type Summarizer = (result: unknown, context: SummaryContext) => EvidenceSummary;

/**
 * The texts every tool's summaries are in, `{ kind: texts }`: made by the site from each tool's
 * `evidenceSummaries.<kind>`, sent with the pages that show evidence (like EVIDENCE_KINDS_NAMESPACE).
 */
export const EVIDENCE_SUMMARIES_NAMESPACE = "evidence_summaries";

// Readers of untyped JSON, for summarisers: each gives the value when it has the expected type.

/** An object's fields, or none. */
export function fields(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A string with something in it. */
export function textOf(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** A finite number. */
export function numberOf(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** An array's items, or none. */
export function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** An ISO 8601 instant as a Date, or undefined when it is not one. */
export function instantOf(value: unknown): Date | undefined {
  const text = textOf(value);
  if (text === undefined) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Lines whose value is known: a summariser lists every finding it may make and keeps those found. */
export function known(lines: readonly (SummaryLine | false | "" | 0 | null | undefined)[]): SummaryLine[] {
  return lines.filter((line): line is SummaryLine => !!line && line.value.trim() !== "");
}
