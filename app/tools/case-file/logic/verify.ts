// The one check of a bundle, shared by the verify page and `npm run verify-case`: the manifest is
// there and readable, signature.json signs its exact bytes, the time stamp (if any) dates them, and
// every file the manifest lists is in the ZIP with the same SHA-256. Each problem has its reason.
import { sha256OfBytes } from "../../../lib/sha256.ts";
import { MANIFEST_PATH, type Manifest, parseManifest, SIGNATURE_PATH, TIMESTAMP_PATH } from "./manifest.ts";
import { fingerprint, type PublicJwk, type SignatureFile, verifySignature } from "./signature.ts";
import { type TimestampFile, type TimestampProblem, timestampProblem } from "./timestamp.ts";
import type { BundleSource } from "./zip.ts";

export type FileProblem = "missing" | "changed";
export type SignatureProblem = "missing" | "malformed" | "mismatch";

export interface FileCheck {
  path: string;
  expected: string;
  actual: string | null;
  problem: FileProblem | null;
}

export interface ItemCheck {
  id: string;
  title: string;
  kind: string;
  files: FileCheck[];
  intact: boolean;
}

export type BundleVerdict =
  | { readable: false; problem: "not-a-bundle" | "no-manifest" | "bad-manifest" }
  | {
      readable: true;
      manifest: Manifest;
      manifestSha256: string;
      signature: { problem: SignatureProblem | null; fingerprint: string | null };
      /** null: the bundle has no time stamp (it is optional). */
      timestamp: { problem: TimestampProblem | null; time: string | null; issuer: string | null } | null;
      items: ItemCheck[];
      reports: FileCheck[];
      /** Files in the ZIP that the manifest does not list, so nothing vouches for them. */
      unlisted: string[];
      intact: boolean;
    };

function json(bytes: Uint8Array | null): unknown {
  if (!bytes) return undefined;
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

function isSignatureFile(value: unknown): value is SignatureFile {
  const file = value as SignatureFile | undefined;
  return (
    file?.algorithm === "Ed25519" &&
    typeof file.signature === "string" &&
    file.publicKey?.kty === "OKP" &&
    file.publicKey.crv === "Ed25519" &&
    typeof file.publicKey.x === "string"
  );
}

async function checkFile(source: BundleSource, path: string, expected: string): Promise<FileCheck> {
  const actual = await source.sha256(path);
  const problem = actual === null ? "missing" : actual === expected ? null : "changed";
  return { path, expected, actual, problem };
}

/** Checks a bundle; `trustedTimestampKey` is the site's key, when known, that a time stamp must be by. */
export async function verifyBundle(
  source: BundleSource,
  trustedTimestampKey?: PublicJwk,
): Promise<BundleVerdict> {
  const manifestBytes = await source.bytes(MANIFEST_PATH);
  if (!manifestBytes) return { readable: false, problem: "no-manifest" };
  const manifest = parseManifest(manifestBytes);
  if (!manifest) return { readable: false, problem: "bad-manifest" };
  const manifestSha256 = await sha256OfBytes(manifestBytes);

  const signatureBytes = await source.bytes(SIGNATURE_PATH);
  const signatureFile = json(signatureBytes);
  let signature: { problem: SignatureProblem | null; fingerprint: string | null };
  if (!signatureBytes) signature = { problem: "missing", fingerprint: null };
  else if (!isSignatureFile(signatureFile)) signature = { problem: "malformed", fingerprint: null };
  else {
    const valid = await verifySignature(signatureFile.publicKey, signatureFile.signature, manifestBytes);
    const print = await fingerprint(signatureFile.publicKey).catch(() => null);
    signature = { problem: valid ? null : "mismatch", fingerprint: print };
  }

  const stampBytes = await source.bytes(TIMESTAMP_PATH);
  let timestamp: Extract<BundleVerdict, { readable: true }>["timestamp"] = null;
  if (stampBytes) {
    const value = json(stampBytes);
    const problem = await timestampProblem(value, manifestSha256, trustedTimestampKey);
    const statement = problem === "malformed" ? null : (value as TimestampFile).statement;
    timestamp = { problem, time: statement?.time ?? null, issuer: statement?.issuer ?? null };
  }

  const items: ItemCheck[] = [];
  for (const item of manifest.items) {
    const files: FileCheck[] = [];
    for (const file of item.files) files.push(await checkFile(source, file.file, file.sha256));
    items.push({
      id: item.id,
      title: item.title,
      kind: item.kind,
      files,
      intact: files.every((file) => file.problem === null),
    });
  }
  const reports: FileCheck[] = [];
  for (const report of manifest.reports) reports.push(await checkFile(source, report.file, report.sha256));

  const listed = new Set([
    MANIFEST_PATH,
    SIGNATURE_PATH,
    TIMESTAMP_PATH,
    ...manifest.reports.map((report) => report.file),
    ...manifest.items.flatMap((item) => item.files.map((file) => file.file)),
  ]);
  const unlisted = source.paths().filter((path) => !listed.has(path));

  const intact =
    signature.problem === null &&
    (timestamp === null || timestamp.problem === null) &&
    items.every((item) => item.intact) &&
    reports.every((report) => report.problem === null) &&
    unlisted.length === 0;
  return { readable: true, manifest, manifestSha256, signature, timestamp, items, reports, unlisted, intact };
}
