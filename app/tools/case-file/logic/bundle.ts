// Makes a bundle from a case: the manifest (canonical JSON), the reports, signature.json over the
// manifest's bytes, the optional time stamp, and the evidence files, in one ZIP (decision 030).

import { sha256OfBytes } from "#app/lib/files/sha256.ts";
import { writeZip, writeZipTo, type ZipEntry } from "#app/lib/files/zip.ts";
import type { CaseItem, CaseRecord } from "./case.ts";
import {
  BUNDLE_FORMAT,
  MANIFEST_PATH,
  type Manifest,
  manifestBytes,
  manifestItems,
  REPORT_PATHS,
  SIGNATURE_PATH,
  TIMESTAMP_PATH,
  tokenPaths,
} from "./manifest.ts";
import { type ReportContext, reportHtml, reportMarkdown } from "./report.ts";
import type { SignatureFile } from "./signature.ts";
import type { TimestampFile } from "./timestamp.ts";

export interface BundleInput {
  record: CaseRecord;
  /** In time order. */
  items: readonly CaseItem[];
  /** An item's files as stored, by item id, in the order of `item.files`. */
  files: (item: CaseItem) => Promise<Blob[]>;
  exportedAt: string;
  report: ReportContext;
  sign: (bytes: Uint8Array<ArrayBuffer>) => Promise<SignatureFile>;
  /** Asks the site for a time stamp of the manifest's hash; null when none was asked for or got. */
  timestamp?: (manifestSha256: string) => Promise<TimestampFile | null>;
  /** Asks the independent authorities for tokens over the manifest (its hash, its bytes to check them). */
  authorityStamps?: (manifestSha256: string, manifest: Uint8Array<ArrayBuffer>) => Promise<AuthorityStamp[]>;
}

/** An authority's token (a TimeStampResp's DER) and its certificate chain (PEM), for timestamps/. */
export interface AuthorityStamp {
  authority: string;
  token: Uint8Array<ArrayBuffer>;
  chain: string;
}

const encoder = new TextEncoder();

/** Writes the bundle to `output` as a stream (evidence is never held whole); its manifest and the
 * manifest's SHA-256 (what a time stamp dates). */
export async function writeBundle(
  input: BundleInput,
  output: WritableStream<Uint8Array>,
): Promise<{ manifest: Manifest; sha256: string }> {
  const { entries, manifest, sha256 } = await bundleParts(input);
  await writeZipTo(entries, output);
  return { manifest, sha256 };
}

/** The bundle as a Blob in memory (small cases: tests, the bench). */
export async function makeBundle(
  input: BundleInput,
): Promise<{ zip: Blob; manifest: Manifest; sha256: string }> {
  const { entries, manifest, sha256 } = await bundleParts(input);
  return { zip: await writeZip(entries), manifest, sha256 };
}

async function bundleParts(input: BundleInput) {
  const body = {
    format: BUNDLE_FORMAT,
    exportedAt: input.exportedAt,
    clock: "device",
    language: input.report.language,
    case: input.record,
    items: manifestItems(input.items),
  } as const;
  const markdown = encoder.encode(reportMarkdown(body, input.report));
  const html = encoder.encode(reportHtml(body, input.report));
  const manifest: Manifest = {
    ...body,
    reports: [
      { file: REPORT_PATHS.markdown, sha256: await sha256OfBytes(markdown) },
      { file: REPORT_PATHS.html, sha256: await sha256OfBytes(html) },
    ],
  };
  const bytes = manifestBytes(manifest);
  const sha256 = await sha256OfBytes(bytes);
  const signature = await input.sign(bytes);
  const [stamp, authorityStamps] = await Promise.all([
    input.timestamp?.(sha256) ?? null,
    input.authorityStamps?.(sha256, bytes) ?? [],
  ]);

  async function* entries(): AsyncGenerator<ZipEntry> {
    yield { path: MANIFEST_PATH, data: bytes };
    yield { path: SIGNATURE_PATH, data: encoder.encode(`${JSON.stringify(signature, null, 2)}\n`) };
    if (stamp) yield { path: TIMESTAMP_PATH, data: encoder.encode(`${JSON.stringify(stamp, null, 2)}\n`) };
    for (const { authority, token, chain } of authorityStamps) {
      const paths = tokenPaths(authority);
      yield { path: paths.token, data: token };
      yield { path: paths.chain, data: encoder.encode(chain) };
    }
    yield { path: REPORT_PATHS.markdown, data: markdown };
    yield { path: REPORT_PATHS.html, data: html };
    for (const [position, item] of input.items.entries()) {
      const blobs = await input.files(item);
      const listed = manifest.items[position]?.files ?? [];
      for (const [index, file] of listed.entries()) {
        const blob = blobs[index];
        if (blob) yield { path: file.file, data: blob };
      }
    }
  }
  return { entries: entries(), manifest, sha256 };
}
