// The hidden-text search of a whole PDF, one page at a time: each page's operator list from pdf.js read
// by findHiddenText. The worker, the tests and the bench all run it this way. pdf.js is handed in (its
// browser build in the worker, its legacy build in Node) with its `OPS` table.
import type { PDFDocumentProxy } from "pdfjs-dist";
import type { HiddenTextScanParts } from "../report-input.ts";
import { findHiddenText, type PageHiddenText, summarizeHiddenText } from "./hidden-text.ts";

/**
 * Each page's hidden text, `perPage[i]` for page i + 1. `onPage` is told each page done; it returns
 * false to stop (another document was opened), and the scan then gives null.
 */
export async function scanPages(
  pdf: PDFDocumentProxy,
  ops: Readonly<Record<string, number>>,
  onPage?: (page: number) => boolean | undefined,
): Promise<PageHiddenText[] | null> {
  const layers = await pdf.getOptionalContentConfig();
  const isVisible = (group: unknown) => layers.isVisible(group as Parameters<typeof layers.isVisible>[0]);
  const perPage: PageHiddenText[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const operatorList = await page.getOperatorList();
    // A Type 3 font's own matrix; pdf.js has it once the page's operator list is made.
    const fontMatrix = (name: string) => {
      try {
        return (page.commonObjs.get(name) as { fontMatrix?: number[] } | undefined)?.fontMatrix;
      } catch {
        return undefined;
      }
    };
    perPage.push(
      findHiddenText({ operatorList, ops, view: page.view, userUnit: page.userUnit, isVisible, fontMatrix }),
    );
    page.cleanup();
    if (onPage?.(number) === false) return null;
  }
  return perPage;
}

/** The scan as the report keeps it: the pages with findings, by number, and the sum of all. */
export const scanOf = (perPage: readonly PageHiddenText[]): HiddenTextScanParts => ({
  pages: perPage.flatMap((hidden, index) =>
    hidden.findings.length > 0 ? [{ page: index + 1, hidden }] : [],
  ),
  summary: summarizeHiddenText(perPage),
});
