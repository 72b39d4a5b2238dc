// The rows of "who and when": each Info dictionary entry shown in its own row, beside the XMP field that
// says the same, for the page (screens/WhoWhen.tsx) and the Markdown report alike.
import type { PdfFacts } from "./pdf/pdf-facts.ts";

/** The row, the Info entry it shows, and the XMP field that says the same. */
export const WHO_WHEN_ROWS = [
  ["title", "Title", (x) => x.title],
  ["author", "Author", (x) => x.creators.join(", ") || undefined],
  ["subject", "Subject", (x) => x.description],
  ["keywords", "Keywords", () => undefined],
  ["creator", "Creator", (x) => x.creatorTool],
  ["producer", "Producer", (x) => x.producer],
  ["created", "CreationDate", (x) => x.createDate],
  ["modified", "ModDate", (x) => x.modifyDate],
] as const satisfies readonly [string, string, (xmp: NonNullable<PdfFacts["xmp"]>) => string | undefined][];

/** The Info entries those rows show: any other entry gets a row of its own, without XMP. */
export const SHOWN_INFO = new Set<string>(WHO_WHEN_ROWS.map(([, info]) => info));

/** The rows whose values are dates. */
export const DATE_ROWS: ReadonlySet<string> = new Set(["created", "modified"]);
