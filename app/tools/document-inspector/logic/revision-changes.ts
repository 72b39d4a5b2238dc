// What a PDF's saves changed, as a reader names it: the kinds of object worth naming, and what later
// saves did to the pages.
import type { ObjectKind } from "./pdf/object-kind.ts";
import type { RevisionsReport } from "./pdf/revisions.ts";

/** The kinds named in a save's changes, in the order a reader cares about; the rest are plumbing. */
export const SHOWN_KINDS = [
  "page",
  "content-stream",
  "image",
  "annotation",
  "form-field",
  "signature",
  "font",
  "embedded-file",
  "javascript",
] as const satisfies readonly ObjectKind[];

/** What later saves did to the pages: pages and their content streams or images added or replaced. */
export function pageChanges(report: RevisionsReport): { replaced: number; added: number } {
  let replaced = 0;
  let added = 0;
  for (const revision of report.revisions.slice(1)) {
    for (const kind of ["page", "content-stream", "image"] as const) {
      replaced += revision.summary.counts[kind]?.replaced ?? 0;
      added += revision.summary.counts[kind]?.added ?? 0;
    }
  }
  return { replaced, added };
}
