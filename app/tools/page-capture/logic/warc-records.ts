// What a WACZ archived: its pages (pages.jsonl, and ArchiveWeb.page's extraPages.jsonl) and an index of
// the HTTP responses and resources of every archive/*.warc(.gz), read in one pass through warcio's
// parser. Bodies stay bytes as recorded (never strings) and are decoded only when asked for.
import { WARCParser, type WARCRecord } from "warcio";
import { openZip, type ZipSource } from "#app/lib/files/zip-read.ts";
import { type DecodedBody, decodeBody } from "./http-body.ts";
import { readEntry } from "./wacz-entry.ts";

/** A page the WACZ lists. */
export interface ArchivedPage {
  id: string | null;
  url: string;
  /** When it was captured, as the list says (ISO 8601). */
  ts: string | null;
  title: string | null;
  list: "pages" | "extraPages";
}

/** One archived HTTP response, or a `resource` record (status 200, its WARC Content-Type). */
export interface ArchivedRecord {
  url: string;
  /** WARC-Date (ISO 8601). */
  date: string | null;
  type: "response" | "resource" | "revisit";
  status: number;
  statusText: string;
  headers: Headers;
  /** The media type alone, lowercase ("text/html"), from Content-Type. */
  contentType: string | null;
  ipAddress: string | null;
  /** WARC-Payload-Digest, else WARC-Block-Digest, as written ("sha256:<hex>"). */
  payloadDigest: string | null;
  /** The body's size as recorded (still coded, for a coded one). */
  size: number;
  /** The WARC it came from, its path in the WACZ. */
  warc: string;
  /** The body as the page received it; a revisit's is its original's. */
  body(): Promise<DecodedBody>;
}

export interface Archive {
  pages: ArchivedPage[];
  records: ArchivedRecord[];
  /** The record of `url` (its fragment ignored); of several, the nearest in time to `near` (ISO 8601). */
  find(url: string, near?: string | null): ArchivedRecord | null;
  /** WARCs that could not be read to their end (their records before the fault are kept). */
  unreadable: string[];
}

const PAGE_LISTS = [
  ["pages/pages.jsonl", "pages"],
  ["pages/extraPages.jsonl", "extraPages"],
] as const;

const isWarc = (path: string) =>
  path.startsWith("archive/") && (path.endsWith(".warc") || path.endsWith(".warc.gz"));

/** The address records are filed under: parsed, without its fragment; the text itself if it is no URL. */
export function urlKey(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = "";
    return parsed.href;
  } catch {
    return url;
  }
}

/** Reads a WACZ's pages and records. Throws ZipRefused when the file is not a ZIP one can trust. */
export async function readArchive(file: Blob): Promise<Archive> {
  const source = await openZip(file);
  try {
    const pages = (await Promise.all(PAGE_LISTS.map(([path, list]) => readPages(source, path, list)))).flat();
    const records: ArchivedRecord[] = [];
    const unreadable: string[] = [];
    for (const path of source.paths().filter(isWarc).sort()) {
      const warc = await source.blob(path, "application/warc");
      if (!warc || !(await readWarc(warc, path, records))) unreadable.push(path);
    }
    return { pages, records, find: finder(records), unreadable };
  } finally {
    await source.close();
  }
}

async function readPages(
  source: ZipSource,
  path: string,
  list: ArchivedPage["list"],
): Promise<ArchivedPage[]> {
  const read = await readEntry(source, path);
  if (read.problem !== null) return [];
  const pages: ArchivedPage[] = [];
  for (const line of new TextDecoder().decode(read.bytes).split("\n")) {
    const page = pageOf(line, list);
    if (page) pages.push(page);
  }
  return pages;
}

const textOrNull = (value: unknown) => (typeof value === "string" ? value : null);

/** A page of a JSON line, or null for the header line (it has no url) and for lines that are not pages. */
function pageOf(line: string, list: ArchivedPage["list"]): ArchivedPage | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { id, url, ts, title } = value as Record<string, unknown>;
  if (typeof url !== "string") return null;
  return { id: textOrNull(id), url, ts: textOrNull(ts), title: textOrNull(title), list };
}

/** Adds the WARC's records; false when it could not be read to its end. */
async function readWarc(warc: Blob, path: string, into: ArchivedRecord[]): Promise<boolean> {
  const byDigest = new Map<string, () => Promise<DecodedBody>>();
  const revisits: { record: ArchivedRecord; digest: string | null }[] = [];
  try {
    for await (const record of new WARCParser(warc.stream())) {
      const type = record.warcType;
      if (type !== "response" && type !== "resource" && type !== "revisit") continue;
      const raw = type === "revisit" ? null : new Uint8Array(await record.readFully(false));
      const archived = archivedRecord(record, type, raw, path);
      if (!archived) continue;
      into.push(archived);
      if (type === "revisit") revisits.push({ record: archived, digest: archived.payloadDigest });
      else if (archived.payloadDigest) byDigest.set(archived.payloadDigest, archived.body);
    }
    return true;
  } catch {
    return false;
  } finally {
    // A revisit's body is its original's, found by the payload digest they share.
    for (const { record, digest } of revisits) {
      const original = digest ? byDigest.get(digest) : undefined;
      if (original) record.body = original;
    }
  }
}

function archivedRecord(
  record: WARCRecord,
  type: ArchivedRecord["type"],
  raw: Uint8Array<ArrayBuffer> | null,
  warc: string,
): ArchivedRecord | null {
  const url = record.warcTargetURI;
  if (!url) return null;
  const warcHeaders = record.warcHeaders.headers;
  const http = record.httpHeaders;
  const headers = new Headers();
  if (http) for (const [name, value] of http.headers) headers.append(name, value);
  else if (record.warcContentType) headers.set("content-type", record.warcContentType);
  const empty: DecodedBody = { bytes: new Uint8Array(), encoding: "identity" };
  return {
    url,
    date: record.warcDate ?? null,
    type,
    status: http ? Number(http.statusCode) || 0 : 200,
    statusText: http?.statusText ?? "OK",
    headers,
    contentType: mediaType(headers.get("content-type")),
    ipAddress: warcHeaders.get("WARC-IP-Address") ?? null,
    payloadDigest: record.warcPayloadDigest ?? record.warcBlockDigest ?? null,
    size: raw?.length ?? 0,
    warc,
    body: raw ? () => decodeBody(raw, headers) : async () => empty,
  };
}

/** "text/html; charset=utf-8" → "text/html". */
function mediaType(contentType: string | null): string | null {
  const type = contentType?.split(";", 1)[0]?.trim().toLowerCase();
  return type ? type : null;
}

function finder(records: readonly ArchivedRecord[]): Archive["find"] {
  const byUrl = new Map<string, ArchivedRecord[]>();
  for (const record of records) {
    const key = urlKey(record.url);
    const same = byUrl.get(key);
    if (same) same.push(record);
    else byUrl.set(key, [record]);
  }
  return (url, near) => {
    const found = byUrl.get(urlKey(url));
    if (!found) return null;
    const when = near ? Date.parse(near) : Number.NaN;
    if (Number.isNaN(when)) return found[0] ?? null;
    const distance = (record: ArchivedRecord) => {
      const apart = Math.abs(Date.parse(record.date ?? "") - when);
      return Number.isNaN(apart) ? Number.POSITIVE_INFINITY : apart;
    };
    return found.reduce((best, record) => (distance(record) < distance(best) ? record : best));
  };
}
