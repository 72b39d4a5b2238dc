// Where a WACZ's bytes go, beside the bodies it keeps: the response records of incompressible bodies
// (images, fonts) and of text, the request and warcinfo records, the package's small files, the ZIP's own
// headers. Read from the WACZ itself: its entries' sizes, and each response record's gzip length as
// its CDXJ index gives it.
import { BlobReader, TextWriter, ZipReader } from "@zip.js/zip.js/lib/zip-core-native.js";
import type { ResourceLine } from "#app/tools/page-capture/logic/capture-report.ts";
import { INDEX_PATH, WARC_PATH } from "#app/tools/page-capture/logic/wacz-format.ts";

/** Bodies as fetched, and the records (gzip) that keep them. */
export interface RecordPart {
  bodies: number;
  records: number;
}

export interface WaczParts {
  total: number;
  /** Images and fonts: bodies that do not compress. */
  media: RecordPart;
  /** HTML, CSS, scripts and everything else. */
  text: RecordPart;
  /** The WARC's request records and its warcinfo. */
  otherRecords: number;
  /** CDXJ index, pages.jsonl, datapackage.json and its signed digest. */
  packageFiles: number;
  /** Local headers and central directory. */
  zip: number;
}

const isMedia = (type: string) => type.startsWith("image/") || type.startsWith("font/");

/** The CDXJ lines' URL and record length: "surt timestamp {json}". */
export function recordLengths(cdxj: string): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const line of cdxj.split("\n")) {
    const json = line.indexOf("{");
    if (json < 0) continue;
    const { url, length } = JSON.parse(line.slice(json)) as { url: string; length: string };
    lengths.set(url, Number(length));
  }
  return lengths;
}

/** Splits `wacz` into its parts, each response record matched to its resource line by URL. */
export async function waczParts(wacz: Blob, resources: readonly ResourceLine[]): Promise<WaczParts> {
  const reader = new ZipReader(new BlobReader(wacz), { useWebWorkers: false });
  const sizes = new Map<string, number>();
  let cdxj = "";
  for (const entry of await reader.getEntries()) {
    sizes.set(entry.filename, entry.compressedSize);
    if (entry.filename === INDEX_PATH && !entry.directory) cdxj = await entry.getData(new TextWriter());
  }
  await reader.close();
  const lengths = recordLengths(cdxj);
  const media: RecordPart = { bodies: 0, records: 0 };
  const text: RecordPart = { bodies: 0, records: 0 };
  for (const { url, type = "", bytes = 0 } of resources) {
    const part = isMedia(type) ? media : text;
    part.bodies += bytes;
    part.records += lengths.get(url) ?? 0;
  }
  const entries = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  const warc = sizes.get(WARC_PATH) ?? 0;
  return {
    total: wacz.size,
    media,
    text,
    otherRecords: warc - media.records - text.records,
    packageFiles: entries - warc,
    zip: wacz.size - entries,
  };
}
