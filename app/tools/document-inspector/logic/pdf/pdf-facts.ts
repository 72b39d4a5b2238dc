// What pdf.js reads of a PDF besides its pages' drawing: the Info dictionary and XMP, page sizes, and
// the active and attached content (JavaScript, attachments, links, form fields, annotations), as plain
// data. pdf.js is handed in (its browser build in the worker, its legacy build in Node's tests); nothing
// here runs what it lists.
import type { PDFDocumentProxy } from "pdfjs-dist";
import { readXmp, type XmpFacts } from "./xmp.ts";

/** The Info dictionary's entries, as written (dates stay PDF dates: pdf-date.ts reads them). */
export type InfoEntries = Record<string, string>;

/** Pages of one size, in points (1/72 inch), with the first few page numbers. */
export interface PageSize {
  width: number;
  height: number;
  count: number;
  pages: number[];
}

export interface Annotation {
  page: number;
  subtype: string;
  author?: string;
  contents?: string;
  modified?: string;
}

export interface LinkTarget {
  page: number;
  url: string;
}

export interface FormField {
  name: string;
  type: string;
  value?: string;
}

export interface Attachment {
  /** pdf.js's key for its bytes (getAttachmentContent), or "page:annotation id" for a file attached to a page. */
  id: string;
  name: string;
  description?: string;
  size?: number;
  page?: number;
}

/** A piece of JavaScript and where it is attached: "OpenAction", a name, a page's or a field's action. */
export interface Script {
  where: string;
  page?: number;
  code: string;
  /** The code was longer than what is kept. */
  cut: boolean;
}

export interface PdfFacts {
  version?: string;
  pageCount: number;
  info: InfoEntries;
  xmp?: XmpFacts;
  /** The XMP packet was there but could not be read (too large, or not XML). */
  xmpUnreadable: boolean;
  encrypted: boolean;
  linearized: boolean;
  tagged: boolean;
  pageSizes: PageSize[];
  annotations: Annotation[];
  links: LinkTarget[];
  fields: FormField[];
  attachments: Attachment[];
  scripts: Script[];
  /** Pages read for their annotations and actions (all, up to MAX_PAGES_READ). */
  pagesRead: number;
  /** Lists longer than MAX_LISTED, by name: how many items each had in all. */
  cut: Partial<Record<"annotations" | "links" | "fields" | "attachments" | "scripts", number>>;
}

/** Pages whose annotations and actions are read: beyond, a count of pages alone. */
export const MAX_PAGES_READ = 5000;
/** Items kept per list. */
export const MAX_LISTED = 2000;
/** Characters kept of one script or one text value. */
const MAX_CODE = 4000;
const MAX_VALUE = 500;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);
const textOf = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value : undefined;

/** Scripts from a pdf.js action map ({ Action: ["code", …] }). */
function scriptsOf(
  actions: Map<string, unknown> | Record<string, unknown> | null | undefined,
  where: string,
  page?: number,
): Script[] {
  if (!actions) return [];
  const entries = actions instanceof Map ? [...actions.entries()] : Object.entries(actions);
  return entries.flatMap(([name, codes]) =>
    (Array.isArray(codes) ? codes : [codes]).flatMap((code) =>
      typeof code === "string" && code.trim()
        ? [
            {
              where: where ? `${where} ${name}` : name,
              ...(page ? { page } : {}),
              code: clip(code, MAX_CODE),
              cut: code.length > MAX_CODE,
            },
          ]
        : [],
    ),
  );
}

/** A bounded list: push keeps the first MAX_LISTED and counts the rest. */
function listOf<T>(name: keyof PdfFacts["cut"], cut: PdfFacts["cut"]) {
  const items: T[] = [];
  let total = 0;
  return {
    items,
    push(item: T) {
      total++;
      if (items.length < MAX_LISTED) items.push(item);
      else cut[name] = total;
    },
  };
}

/**
 * Reads the facts of an open document. `onPage` is told each page read (annotations and actions are
 * per page), so a long document shows progress.
 */
export async function readPdfFacts(
  document: PDFDocumentProxy,
  onPage?: (page: number) => void,
): Promise<PdfFacts> {
  const { info, metadata } = await document.getMetadata();
  const raw = info as Record<string, unknown>;
  const entries: InfoEntries = {};
  for (const [key, value] of Object.entries(
    raw.Custom && typeof raw.Custom === "object" ? { ...raw, ...(raw.Custom as object) } : raw,
  )) {
    if (
      typeof value === "string" &&
      value.trim() &&
      key !== "PDFFormatVersion" &&
      key !== "EncryptFilterName"
    ) {
      entries[key] = clip(value, MAX_VALUE);
    }
  }
  const xmpRaw = metadata?.getRaw();
  const xmp = typeof xmpRaw === "string" ? readXmp(xmpRaw) : undefined;
  const cut: PdfFacts["cut"] = {};
  const annotations = listOf<Annotation>("annotations", cut);
  const links = listOf<LinkTarget>("links", cut);
  const attachments = listOf<Attachment>("attachments", cut);
  const scripts = listOf<Script>("scripts", cut);
  const fields = listOf<FormField>("fields", cut);

  for (const script of scriptsOf(await document.getJSActions(), "")) scripts.push(script);
  const catalogAttachments = await document.getAttachments();
  for (const [id, attachment] of catalogAttachments ?? []) {
    attachments.push({
      id,
      name: attachment.filename || attachment.rawFilename || id,
      ...(textOf(attachment.description) ? { description: attachment.description } : {}),
      ...(attachment.content ? { size: attachment.content.length } : {}),
    });
  }
  for (const [name, objects] of (await document.getFieldObjects()) ?? []) {
    const first = (objects as Record<string, unknown>[])[0] ?? {};
    const value = first.value;
    fields.push({
      name,
      type: String(first.type ?? ""),
      ...(typeof value === "string" && value ? { value: clip(value, MAX_VALUE) } : {}),
      ...(typeof value === "boolean" || typeof value === "number" ? { value: String(value) } : {}),
    });
  }

  const sizes = new Map<string, PageSize>();
  const pagesRead = Math.min(document.numPages, MAX_PAGES_READ);
  for (let number = 1; number <= pagesRead; number++) {
    const page = await document.getPage(number);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
    const turned = page.rotate % 180 !== 0;
    const across = Math.abs(x1 - x0);
    const down = Math.abs(y1 - y0);
    const width = Math.round((turned ? down : across) * 100) / 100;
    const height = Math.round((turned ? across : down) * 100) / 100;
    const size = sizes.get(`${width}x${height}`) ?? { width, height, count: 0, pages: [] };
    size.count++;
    if (size.pages.length < 10) size.pages.push(number);
    sizes.set(`${width}x${height}`, size);
    for (const script of scriptsOf(await page.getJSActions(), "page", number)) scripts.push(script);
    for (const annotation of await page.getAnnotations({ intent: "display" })) {
      const subtype = String(annotation.subtype ?? "");
      const url = textOf(annotation.unsafeUrl) ?? textOf(annotation.url);
      if (subtype === "Link") {
        if (url) links.push({ page: number, url: clip(url, 2000) });
        continue;
      }
      if (subtype === "Widget") {
        for (const script of scriptsOf(
          annotation.actions,
          `field ${annotation.fieldName ?? ""}`.trim(),
          number,
        ))
          scripts.push(script);
        continue;
      }
      if (subtype === "FileAttachment" && annotation.file) {
        attachments.push({
          id: `${number}:${annotation.id}`,
          name: String(annotation.file.filename ?? annotation.file.rawFilename ?? ""),
          page: number,
          ...(annotation.file.content ? { size: annotation.file.content.length } : {}),
        });
      }
      if (subtype === "Popup") continue;
      const author = textOf(annotation.titleObj?.str);
      const contents = textOf(annotation.contentsObj?.str);
      const modified = textOf(annotation.modificationDate);
      annotations.push({
        page: number,
        subtype,
        ...(author ? { author } : {}),
        ...(contents ? { contents: clip(contents, MAX_VALUE) } : {}),
        ...(modified ? { modified } : {}),
      });
    }
    page.cleanup();
    onPage?.(number);
  }

  const version = textOf(raw.PDFFormatVersion);
  return {
    ...(version ? { version } : {}),
    pageCount: document.numPages,
    info: entries,
    ...(xmp ? { xmp } : {}),
    xmpUnreadable: typeof xmpRaw === "string" && xmp === undefined,
    encrypted: Boolean(raw.EncryptFilterName),
    linearized: raw.IsLinearized === true,
    tagged: (await document.getMarkInfo())?.Marked === true,
    pageSizes: [...sizes.values()].sort((a, b) => b.count - a.count),
    annotations: annotations.items,
    links: links.items,
    fields: fields.items,
    attachments: attachments.items,
    scripts: scripts.items,
    pagesRead,
    cut,
  };
}
