// A finished capture packaged as WACZ 1.1.1 (logic/wacz-format.ts): the WARC, its CDXJ index made by
// warcio (the reference indexer, so replay tools find every record), the page list, datapackage.json with
// the hash of each file, and datapackage-digest.json signed by the capture key. Every entry is stored,
// not deflated, as the spec asks, so a reader can seek straight to a record.
import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream, openAsBlob } from "node:fs";
import path from "node:path";
import { CDXIndexer } from "warcio";
import { writeZipTo } from "#app/lib/files/zip.ts";
import {
  DATAPACKAGE_PATH,
  DIGEST_PATH,
  INDEX_PATH,
  PAGES_PATH,
  sha256Label,
  WACZ_VERSION,
  WARC_PATH,
} from "../logic/wacz-format.ts";
import type { CaptureKey } from "./capture-key.ts";

/** datapackage.json as a capture writes it. */
interface WrittenDatapackage {
  profile: "data-package";
  wacz_version: string;
  title: string;
  created: string;
  software: string;
  mainPageUrl: string;
  mainPageDate: string;
  resources: { name: string; path: string; hash: string; bytes: number }[];
}

/** The signing spec's anonymous signature: `signature` signs the UTF-8 bytes of `hash`. */
interface AnonymousSignature {
  hash: string;
  created: string;
  software: string;
  publicKey: string;
  signature: string;
}

/** datapackage-digest.json as a capture writes it, with this site's RFC 3161 tokens when there are any. */
interface WrittenDigest {
  path: typeof DATAPACKAGE_PATH;
  hash: string;
  signedData: AnonymousSignature;
  timestamps?: { authority: string; token: string }[];
}

export interface WaczInput {
  /** The capture's own folder: the files are written there. */
  dir: string;
  warc: { file: string; bytes: number; sha256: string };
  page: { url: string; date: string; title: string };
  software: string;
  key: CaptureKey;
  /** RFC 3161 tokens over the datapackage's hash (hex), when the operator names authorities. */
  stamp?(sha256: string): Promise<{ authority: string; token: string }[]>;
}

export interface Wacz {
  file: string;
  bytes: number;
  sha256: string;
  /** datapackage.json's hash, the one the signature covers: "sha256:…". */
  datapackageHash: string;
  timestamps: number;
}

function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The CDXJ index of the WARC, sorted as the format requires (by SURT key, then time). */
async function cdxjIndex(warcFile: string): Promise<Uint8Array> {
  const indexer = new CDXIndexer({ format: "cdxj" });
  const lines: string[] = [];
  const files = [{ filename: path.basename(WARC_PATH), reader: createReadStream(warcFile) }];
  for await (const entry of indexer.iterIndex(files)) lines.push(indexer.serializeCDXJ(entry));
  lines.sort();
  return new TextEncoder().encode(lines.join(""));
}

function pagesJsonl(page: WaczInput["page"]): Uint8Array {
  const lines = [
    { format: "json-pages-1.0", id: "pages", title: "All Pages" },
    { id: randomUUID().replaceAll("-", ""), url: page.url, ts: page.date, title: page.title },
  ];
  return new TextEncoder().encode(lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
}

export async function writeWacz(input: WaczInput): Promise<Wacz> {
  const index = await cdxjIndex(input.warc.file);
  const pages = pagesJsonl(input.page);
  const created = new Date().toISOString();
  const resource = (name: string, filePath: string, bytes: number, hex: string) => ({
    name,
    path: filePath,
    hash: sha256Label(hex),
    bytes,
  });
  const datapackage: WrittenDatapackage = {
    profile: "data-package",
    wacz_version: WACZ_VERSION,
    title: input.page.title || input.page.url,
    created,
    software: input.software,
    mainPageUrl: input.page.url,
    mainPageDate: input.page.date,
    resources: [
      resource(path.basename(WARC_PATH), WARC_PATH, input.warc.bytes, input.warc.sha256),
      resource(path.basename(INDEX_PATH), INDEX_PATH, index.length, sha256Hex(index)),
      resource(path.basename(PAGES_PATH), PAGES_PATH, pages.length, sha256Hex(pages)),
    ],
  };
  const datapackageBytes = new TextEncoder().encode(JSON.stringify(datapackage, null, 2));
  const datapackageHex = sha256Hex(datapackageBytes);
  const hash = sha256Label(datapackageHex);
  const signedData: AnonymousSignature = {
    hash,
    created,
    software: input.software,
    publicKey: input.key.publicKey,
    signature: input.key.sign(hash),
  };
  const timestamps = (await input.stamp?.(datapackageHex)) ?? [];
  const digest: WrittenDigest = {
    path: DATAPACKAGE_PATH,
    hash,
    signedData,
    ...(timestamps.length > 0 ? { timestamps } : {}),
  };
  const file = path.join(input.dir, "capture.wacz");
  const hashOut = createHash("sha256");
  let bytes = 0;
  const disk = createWriteStream(file);
  // The ZIP is hashed as it is written, so its SHA-256 costs no second read.
  const output = new WritableStream<Uint8Array>({
    async write(chunk) {
      hashOut.update(chunk);
      bytes += chunk.length;
      if (!disk.write(chunk)) await new Promise<void>((resolve) => disk.once("drain", () => resolve()));
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        disk.end((error?: Error | null) => (error ? reject(error) : resolve())),
      ),
  });
  const text = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>]);
  await writeZipTo(
    [
      { path: WARC_PATH, data: await openAsBlob(input.warc.file) },
      { path: INDEX_PATH, data: text(index) },
      { path: PAGES_PATH, data: text(pages) },
      { path: DATAPACKAGE_PATH, data: text(datapackageBytes) },
      { path: DIGEST_PATH, data: text(new TextEncoder().encode(JSON.stringify(digest, null, 2))) },
    ],
    output,
  );
  return { file, bytes, sha256: hashOut.digest("hex"), datapackageHash: hash, timestamps: timestamps.length };
}
