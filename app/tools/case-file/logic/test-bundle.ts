// Test helpers: a case with real files (a JPEG made by jpeg-js, a text) and a way to rewrite a bundle's
// ZIP with a file changed, removed or added, as someone tampering with it would.
import { crc32, deflateRawSync } from "node:zlib";
import jpeg from "jpeg-js";
import { sha256OfBlob } from "../../../lib/sha256.ts";
import type { CaseItem, CaseRecord } from "./case.ts";
import { emptyProvenance } from "./case.ts";
import type { ReportContext } from "./report.ts";
import { createSigningKeys, publicJwk, type SignatureFile, sign } from "./signature.ts";
import { openZip, writeZip } from "./zip.ts";

export function jpegBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i++) data[i] = (i * 7) & 0xff;
  return new Uint8Array(jpeg.encode({ data, width, height }, 90).data);
}

export const englishReport: ReportContext = {
  t: (key, values) => `${key}${values ? JSON.stringify(values) : ""}`,
  language: "en",
  fingerprint: "0000 1111 2222 3333 4444 5555 6666 7777",
};

export async function sampleCase(itemCount = 2) {
  const record: CaseRecord = {
    id: "c0ffee00-0000-4000-8000-000000000001",
    name: "Flood photo <script>",
    claim: "This photo shows Hà Nội on 12 November 2026.",
    status: "open",
    provenance: { ...emptyProvenance(), when: { done: true, answer: "EXIF says 2019" } },
    notes: "Found on a forwarded message.",
    createdAt: "2026-11-26T10:00:00.000Z",
    updatedAt: "2026-11-26T10:05:00.000Z",
  };
  const blobs = new Map<string, Blob[]>();
  const items: CaseItem[] = [];
  for (let index = 0; index < itemCount; index++) {
    const id = `item${String(index).padStart(4, "0")}-0000-4000-8000-000000000000`;
    const files = index % 2 === 0 ? [new Blob([jpegBytes(16 + index, 9)], { type: "image/jpeg" })] : [];
    if (index === 1) files.push(new Blob([`note ${index}: ảnh gốc`], { type: "text/plain" }));
    blobs.set(id, files);
    items.push({
      id,
      caseId: record.id,
      kind: index % 2 === 0 ? "image-inspection" : "timestamp",
      title: `Item ${index + 1}`,
      sourceUrl: index === 0 ? "https://example.org/post/1" : undefined,
      result: { index, findings: ["a", "b"] },
      note: "",
      addedAt: new Date(Date.UTC(2026, 10, 26, 11, 0, index)).toISOString(),
      files: await Promise.all(
        files.map(async (blob, n) => ({
          name: n === 0 && index % 2 === 0 ? "photo.jpg" : "notes.txt",
          type: blob.type,
          size: blob.size,
          sha256: await sha256OfBlob(blob),
        })),
      ),
    });
  }
  const keys = await createSigningKeys();
  const jwk = await publicJwk(keys.publicKey);
  const signer = async (bytes: Uint8Array<ArrayBuffer>): Promise<SignatureFile> => ({
    algorithm: "Ed25519",
    publicKey: jwk,
    signature: await sign(keys.privateKey, bytes),
  });
  return { record, items, files: async (item: CaseItem) => blobs.get(item.id) ?? [], sign: signer, keys };
}

/** The bundle rewritten: `change` maps each path to new bytes, or null to remove it; `add` adds files. */
export async function rewriteZip(
  zip: Blob,
  change: (path: string, bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> | null,
  add: Record<string, string> = {},
): Promise<Blob> {
  const source = await openZip(zip);
  const entries = [];
  for (const path of source.paths()) {
    const bytes = await source.bytes(path, Number.MAX_SAFE_INTEGER);
    const changed = bytes && change(path, bytes);
    if (changed) entries.push({ path, data: changed });
  }
  for (const [path, text] of Object.entries(add))
    entries.push({ path, data: new TextEncoder().encode(text) });
  await source.close();
  return writeZip(entries);
}

export interface RawEntry {
  name: string;
  data: Uint8Array;
  /** Deflate the data (as a real writer does for texts). */
  deflate?: boolean;
  /** The data is deflated already (a large body made as a stream): written as is, CRC left at 0. */
  deflated?: boolean;
  /** The uncompressed size the headers declare, when it should lie. */
  declaredSize?: number;
}

/**
 * A ZIP written byte by byte, as a hostile bundle is: names zip.js's writer refuses (twice the same, "../",
 * absolute), sizes that lie, bytes before the ZIP. Stored or deflated entries, one central directory.
 */
export function rawZip(entries: readonly RawEntry[], prefix = new Uint8Array()): Blob {
  const parts: Uint8Array[] = [prefix];
  const central: Uint8Array[] = [];
  let offset = prefix.length;
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name);
    const body = entry.deflate ? new Uint8Array(deflateRawSync(entry.data)) : entry.data;
    const size = entry.declaredSize ?? entry.data.length;
    const crc = entry.deflated ? 0 : crc32(entry.data);
    const method = entry.deflate || entry.deflated ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(0x0800, 8);
    record.writeUInt16LE(method, 10);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(body.length, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    parts.push(local, name, body);
    central.push(record, name);
    offset += local.length + name.length + body.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Blob([...parts, ...central, end] as BlobPart[], { type: "application/zip" });
}

/** Every entry of a bundle made by the case file's code, as RawEntry, to rebuild it with rawZip. */
export async function rawEntries(zip: Blob): Promise<RawEntry[]> {
  const source = await openZip(zip);
  const entries: RawEntry[] = [];
  for (const name of source.paths()) {
    entries.push({ name, data: (await source.bytes(name, Number.MAX_SAFE_INTEGER)) ?? new Uint8Array() });
  }
  await source.close();
  return entries;
}
