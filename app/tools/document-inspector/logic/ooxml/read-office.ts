// The Office reader's entry point: a DOCX, XLSX or PPTX (or their macro-enabled and template variants)
// read from its bytes into one plain-data report of what the file carries besides what it shows.
import { EntryTooLarge, openZip, ZipRefused, type ZipSource } from "#app/lib/files/zip-read.ts";
import { AuthorBook } from "./authors.ts";
import { CappedList, MAX_ENTRIES, MAX_PART_BYTES } from "./limits.ts";
import { OfficePackage } from "./package.ts";
import { embeddedParts, externalLinks } from "./parts.ts";
import { readPresentation } from "./presentation.ts";
import { readProperties } from "./properties.ts";
import type { OfficeFailure, OfficeKind, OfficeReading, OfficeReport } from "./types.ts";
import { readWord } from "./word.ts";
import { readWorkbook } from "./workbook.ts";
import { declaredEntryCount } from "./zip-count.ts";

export type * from "./types.ts";

const failure = <Reason extends OfficeFailure["reason"]>(reason: Reason, path: string | null = null) => ({
  ok: false as const,
  reason,
  path,
});

/** The usual main parts, for a package whose relationships do not name one. */
const USUAL_MAIN_PARTS = ["word/document.xml", "xl/workbook.xml", "ppt/presentation.xml"];

/** The kind a main part's content type names, null for any other. */
export function kindOfContentType(type: string): OfficeKind | null {
  if (type.includes("wordprocessingml") || type.includes("ms-word.")) return "docx";
  if (type.includes("spreadsheetml") || type.includes("ms-excel.")) return "xlsx";
  if (type.includes("presentationml") || type.includes("ms-powerpoint.")) return "pptx";
  return null;
}

/** Why a ZIP is not opened at all. */
type ZipFailure = OfficeFailure & { reason: Exclude<OfficeFailure["reason"], "not-office"> };

/** Opens the ZIP, or says why not; a ZIP claiming too many entries is refused before it is listed. */
async function openPackage(file: Blob): Promise<ZipSource | ZipFailure> {
  const count = await declaredEntryCount(file);
  if (count === null) return failure("not-a-zip");
  if (count > MAX_ENTRIES) return failure("too-many-parts");
  try {
    return await openZip(file);
  } catch (error) {
    if (error instanceof ZipRefused) {
      return failure(error.problem === "not-a-zip" ? "not-a-zip" : "unsafe-zip", error.path ?? null);
    }
    return failure("not-a-zip");
  }
}

/** The main part and its kind: the package relationship of type officeDocument, else a usual path. */
async function mainPartOf(office: OfficePackage) {
  const named = await office.targets("", "officeDocument");
  const candidates = [...named, ...USUAL_MAIN_PARTS];
  for (const candidate of candidates) {
    const path = office.find(candidate);
    if (!path) continue;
    const contentType = office.contentType(path);
    const kind = contentType ? kindOfContentType(contentType) : null;
    if (kind && contentType) return { path, kind, contentType };
  }
  return null;
}

/**
 * Reads an Office file: its properties, comments, tracked changes, hidden content, embedded parts,
 * external links and the names it holds. A file that is not a readable Office package gives an
 * OfficeFailure; a part that cannot be read is a problem in the report, the rest is still read.
 */
export async function readOffice(file: Blob): Promise<OfficeReading> {
  const opened = await openPackage(file);
  if ("ok" in opened) return opened;
  try {
    const office = new OfficePackage(opened);
    if (!(await office.readContentTypes())) return failure("not-office");
    const main = await mainPartOf(office);
    if (!main) return failure("not-office");
    return await readPackage(office, main);
  } finally {
    await opened.close();
  }
}

async function readPackage(
  office: OfficePackage,
  main: { path: string; kind: OfficeKind; contentType: string },
): Promise<OfficeReport> {
  const authors = new AuthorBook();
  const properties = await readProperties(office);
  authors.add(properties.core?.creator, "creator");
  authors.add(properties.core?.lastModifiedBy, "last-modified-by");
  authors.add(properties.app?.manager, "manager");
  const word = main.kind === "docx" ? await readWord(office, main.path, authors) : null;
  const workbook = main.kind === "xlsx" ? await readWorkbook(office, main.path, authors) : null;
  const presentation = main.kind === "pptx" ? await readPresentation(office, main.path, authors) : null;
  const comments = word?.comments ?? workbook?.comments ?? presentation?.comments ?? new CappedList();
  const paths = office.paths();
  return {
    ok: true,
    kind: main.kind,
    mainPart: main.path,
    contentType: main.contentType,
    macros: paths.some((path) => path.toLowerCase().endsWith("vbaproject.bin")),
    partCount: paths.length,
    properties,
    comments: comments.capped(),
    word: word?.word ?? null,
    workbook: workbook?.workbook ?? null,
    presentation: presentation?.presentation ?? null,
    media: embeddedParts(office).capped(),
    externalLinks: (await externalLinks(office)).capped(),
    authors: authors.capped(),
    problems: office.problems.capped(),
  };
}

/** One part's bytes (a picture to show or hand to the image inspector), or why there are none. */
export type OfficePart =
  | { ok: true; bytes: Uint8Array<ArrayBuffer>; contentType: string | null }
  | {
      ok: false;
      reason: "not-a-zip" | "unsafe-zip" | "too-many-parts" | "absent" | "too-large" | "unreadable";
    };

/** The bytes of the part at `path` (as the report names it), at most `limit` of them. */
export async function officePartBytes(file: Blob, path: string, limit = MAX_PART_BYTES): Promise<OfficePart> {
  const opened = await openPackage(file);
  if ("ok" in opened) return { ok: false, reason: opened.reason };
  try {
    const office = new OfficePackage(opened);
    const entry = office.find(path);
    if (!entry) return { ok: false, reason: "absent" };
    const bytes = await opened.bytes(entry, limit);
    if (!bytes) return { ok: false, reason: "unreadable" };
    await office.readContentTypes();
    return { ok: true, bytes, contentType: office.contentType(entry) };
  } catch (error) {
    if (error instanceof EntryTooLarge) return { ok: false, reason: "too-large" };
    throw error;
  } finally {
    await opened.close();
  }
}
