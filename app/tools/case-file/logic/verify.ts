// The one check of a bundle, shared by the verify page, `npm run verify-case` and import: the ZIP reads
// one way only, the manifest is there and readable, signature.json signs its exact bytes, the site's
// time stamp and each authority's (if any) date them, and every file the manifest lists is in the ZIP
// with the same SHA-256. Each problem has its reason; no entry is read past a stated size.
import { sha256OfBytes } from "#app/lib/files/sha256.ts";
import {
  EntryTooLarge,
  openZip,
  type ZipProblem,
  ZipRefused,
  type ZipSource,
} from "#app/lib/files/zip-read.ts";
import {
  MANIFEST_LIMIT,
  MANIFEST_PATH,
  type Manifest,
  parseManifest,
  SIGNATURE_PATH,
  SMALL_FILE_LIMIT,
  TIMESTAMP_PATH,
  tokenAuthority,
  tokenPaths,
} from "./manifest.ts";
import type { TokenCheck } from "./rfc3161.ts";
import { fingerprint, type PublicJwk, type SignatureFile, verifySignature } from "./signature.ts";
import { type TimestampFile, type TimestampProblem, timestampProblem } from "./timestamp.ts";

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

export type UnreadableProblem = ZipProblem | "no-manifest" | "bad-manifest" | "manifest-too-large";

export type BundleVerdict =
  /** `path`: the entry at fault, for an unsafe or duplicate name. */
  | { readable: false; problem: UnreadableProblem; path?: string }
  | {
      readable: true;
      manifest: Manifest;
      manifestSha256: string;
      signature: { problem: SignatureProblem | null; fingerprint: string | null };
      /** null: the bundle has no time stamp (it is optional). */
      timestamp: { problem: TimestampProblem | null; time: string | null; issuer: string | null } | null;
      /** The independent authorities' tokens (timestamps/*.tsr), each checked on its own. */
      authorities: TokenCheck[];
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

const fileCheck = (path: string, expected: string, actual: string | null): FileCheck => ({
  path,
  expected,
  actual,
  problem: actual === null ? "missing" : actual === expected ? null : "changed",
});

/** What a verdict is checked against: the site's time-stamp key and the authorities' roots one trusts. */
export interface Trust {
  /** The site's key, when known: its own time stamp must be by it. */
  siteKey?: PublicJwk;
  /** The roots (DER) an authority's chain must end at; none given: the root is named, not judged. */
  authorityRoots?: readonly Uint8Array[];
}

/** A small file's bytes, or null when it is missing, unreadable or larger than a real one. */
async function smallFile(source: ZipSource, path: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    return await source.bytes(path, SMALL_FILE_LIMIT);
  } catch (error) {
    if (error instanceof EntryTooLarge) return null;
    throw error;
  }
}

/** Each authority's token in the bundle, checked; PKI.js loads only when there is one. */
async function checkAuthorities(
  source: ZipSource,
  manifestBytes: Uint8Array<ArrayBuffer>,
  roots: readonly Uint8Array[] | undefined,
): Promise<TokenCheck[]> {
  const authorities = source.paths().flatMap((path) => tokenAuthority(path) ?? []);
  if (authorities.length === 0) return [];
  const { checkToken } = await import("./rfc3161.ts");
  const checks: TokenCheck[] = [];
  for (const authority of authorities.sort()) {
    const paths = tokenPaths(authority);
    const token = await smallFile(source, paths.token);
    const chain = await smallFile(source, paths.chain);
    const chainText = chain ? new TextDecoder().decode(chain) : null;
    checks.push(
      token
        ? await checkToken(authority, token, chainText, manifestBytes, roots ?? null)
        : { authority, problem: "malformed", time: null, signer: null, root: null, rootTrusted: null },
    );
  }
  return checks;
}

/** Checks an opened bundle against what one trusts. */
export async function verifyBundle(source: ZipSource, trust: Trust = {}): Promise<BundleVerdict> {
  let manifestBytes: Uint8Array<ArrayBuffer> | null;
  try {
    manifestBytes = await source.bytes(MANIFEST_PATH, MANIFEST_LIMIT);
  } catch (error) {
    if (error instanceof EntryTooLarge) return { readable: false, problem: "manifest-too-large" };
    throw error;
  }
  if (!manifestBytes) return { readable: false, problem: "no-manifest" };
  const manifest = parseManifest(manifestBytes);
  if (!manifest) return { readable: false, problem: "bad-manifest" };
  const manifestSha256 = await sha256OfBytes(manifestBytes);

  const signatureBytes = await smallFile(source, SIGNATURE_PATH);
  const signatureFile = json(signatureBytes);
  let signature: { problem: SignatureProblem | null; fingerprint: string | null };
  if (!source.paths().includes(SIGNATURE_PATH)) signature = { problem: "missing", fingerprint: null };
  else if (!isSignatureFile(signatureFile)) signature = { problem: "malformed", fingerprint: null };
  else {
    const valid = await verifySignature(signatureFile.publicKey, signatureFile.signature, manifestBytes);
    const print = await fingerprint(signatureFile.publicKey).catch(() => null);
    signature = { problem: valid ? null : "mismatch", fingerprint: print };
  }

  let timestamp: Extract<BundleVerdict, { readable: true }>["timestamp"] = null;
  if (source.paths().includes(TIMESTAMP_PATH)) {
    const value = json(await smallFile(source, TIMESTAMP_PATH));
    const problem = await timestampProblem(value, manifestSha256, trust.siteKey);
    const statement = problem === "malformed" ? null : (value as TimestampFile).statement;
    timestamp = { problem, time: statement?.time ?? null, issuer: statement?.issuer ?? null };
  }
  const authorities = await checkAuthorities(source, manifestBytes, trust.authorityRoots);

  // Every listed file hashed in one pass: small stored ones in batches (decision 031).
  const listedFiles = manifest.items.flatMap((item) => item.files.map((file) => file.file));
  const reportFiles = manifest.reports.map((report) => report.file);
  const actual = await source.hashes([...listedFiles, ...reportFiles]);
  let next = 0;
  const items: ItemCheck[] = manifest.items.map((item) => {
    const files = item.files.map((file) => fileCheck(file.file, file.sha256, actual[next++] ?? null));
    return {
      id: item.id,
      title: item.title,
      kind: item.kind,
      files,
      intact: files.every((file) => file.problem === null),
    };
  });
  const reports = manifest.reports.map((report) =>
    fileCheck(report.file, report.sha256, actual[next++] ?? null),
  );

  const listed = new Set([
    MANIFEST_PATH,
    SIGNATURE_PATH,
    TIMESTAMP_PATH,
    ...reportFiles,
    ...listedFiles,
    ...authorities.flatMap((check) => Object.values(tokenPaths(check.authority))),
  ]);
  const unlisted = source.paths().filter((path) => !listed.has(path));

  const intact =
    signature.problem === null &&
    (timestamp === null || timestamp.problem === null) &&
    authorities.every((check) => check.problem === null) &&
    items.every((item) => item.intact) &&
    reports.every((report) => report.problem === null) &&
    unlisted.length === 0;
  return {
    readable: true,
    manifest,
    manifestSha256,
    signature,
    timestamp,
    authorities,
    items,
    reports,
    unlisted,
    intact,
  };
}

/** The verdict on a ZIP that openZip refused (or that is no ZIP at all). */
export function refusedVerdict(error: unknown): Extract<BundleVerdict, { readable: false }> {
  if (error instanceof ZipRefused) {
    return error.path === undefined
      ? { readable: false, problem: error.problem }
      : { readable: false, problem: error.problem, path: error.path };
  }
  return { readable: false, problem: "not-a-zip" };
}

/** Opens, checks and closes a bundle: the verify page's and the command line's whole check. */
export async function verifyZip(zip: Blob, trust: Trust = {}): Promise<BundleVerdict> {
  let source: ZipSource;
  try {
    source = await openZip(zip);
  } catch (error) {
    return refusedVerdict(error);
  }
  try {
    return await verifyBundle(source, trust);
  } finally {
    await source.close();
  }
}
