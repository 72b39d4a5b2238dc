// The check of a WACZ, ours or one made by ArchiveWeb.page or Browsertrix: the ZIP reads one way only,
// every file datapackage.json lists is there with its SHA-256 and size, nothing else was added, the
// digest file hashes datapackage.json's exact bytes, and its anonymous signature (if any) verifies. Each
// problem is a code, per path where it has one; the page words them.

import { sha256OfBytes } from "#app/lib/files/sha256.ts";
import { openZip, type ZipProblem, ZipRefused, type ZipSource } from "#app/lib/files/zip-read.ts";
import { readEntry } from "./wacz-entry.ts";
import { DATAPACKAGE_PATH, DIGEST_PATH } from "./wacz-format.ts";
import { type Datapackage, parseDatapackage, parseDigest, type SignedData, sha256Hex } from "./wacz-json.ts";
import { isKnownKey, verifyHashSignature } from "./wacz-signature.ts";

/** The whole answer, worst first: altered outranks a signature. */
export type WaczVerdict = "intact-signed" | "intact-unsigned" | "altered" | "unreadable";

/** Why a file is not read as a WACZ at all. */
export type WaczUnreadable = ZipProblem | "no-datapackage" | "bad-datapackage" | "datapackage-too-large";

/**
 * What is wrong with one listed file. `hash-unchecked`: the datapackage gives it no SHA-256, so it
 * cannot be shown intact (it counts as altered); `unreadable`: in the ZIP but its bytes cannot be read.
 */
export type FileProblem = "missing" | "hash-differs" | "size-differs" | "hash-unchecked" | "unreadable";

/** What the digest file says about datapackage.json. */
export type DigestState = "absent" | "malformed" | "matches" | "differs";

/** The signature in the digest file. `unsupported`: signed with a domain certificate, not checked here. */
export type SignatureCheck =
  | { status: "unsigned" }
  | { status: "unsupported" }
  | { status: "invalid"; reason: "signed-hash-differs" | "bad-key" | "bad-signature" }
  | {
      status: "valid";
      /** Whether the key is one of the `knownKeys` asked about (ours). */
      knownKey: boolean;
      publicKey: string;
      encoding: "p1363" | "der";
      created: string | null;
      software: string | null;
    };

/** One finding, per path where it has one. Those of ALTERING make the verdict "altered". */
export type WaczFinding =
  | { code: FileProblem | "unlisted"; path: string }
  | { code: "no-digest" | "not-signed" | "signature-unsupported" | "unknown-key" }
  | { code: "digest-malformed" | "digest-differs" | "signed-hash-differs" | "bad-key" | "bad-signature" };

export const ALTERING: ReadonlySet<WaczFinding["code"]> = new Set([
  "missing",
  "hash-differs",
  "size-differs",
  "hash-unchecked",
  "unreadable",
  "unlisted",
  "digest-malformed",
  "digest-differs",
  "signed-hash-differs",
  "bad-key",
  "bad-signature",
]);

/** A listed file as listed and as found (hashes in lowercase hex). */
export interface FileCheck {
  path: string;
  expectedHash: string | null;
  actualHash: string | null;
  expectedBytes: number | null;
  actualBytes: number | null;
  problems: FileProblem[];
}

/** What datapackage.json says of the capture. */
export interface WaczInfo {
  waczVersion: string | null;
  title: string | null;
  created: string | null;
  software: string | null;
  mainPageUrl: string | null;
  mainPageDate: string | null;
}

export type WaczCheck =
  | { verdict: "unreadable"; problem: WaczUnreadable /** The entry at fault, for a name. */; path?: string }
  | {
      verdict: Exclude<WaczVerdict, "unreadable">;
      info: WaczInfo;
      files: FileCheck[];
      /** Files in the ZIP that datapackage.json does not list (the two JSON files aside). */
      unlisted: string[];
      digest: DigestState;
      signature: SignatureCheck;
      /** RFC 3161 tokens the digest lists (our server's), by authority: listed, not verified. */
      timestamps: { authority: string | null }[];
      findings: WaczFinding[];
    };

export interface CheckOptions {
  /** The public keys we publish, base64 SPKI: a valid signature by one of them is ours. */
  knownKeys?: readonly string[];
}

/** Opens, checks and closes a WACZ. */
export async function checkWacz(file: Blob, options: CheckOptions = {}): Promise<WaczCheck> {
  let source: ZipSource;
  try {
    source = await openZip(file);
  } catch (error) {
    if (!(error instanceof ZipRefused)) return { verdict: "unreadable", problem: "not-a-zip" };
    return error.path === undefined
      ? { verdict: "unreadable", problem: error.problem }
      : { verdict: "unreadable", problem: error.problem, path: error.path };
  }
  try {
    return await checkSource(source, options);
  } finally {
    await source.close();
  }
}

async function checkSource(source: ZipSource, options: CheckOptions): Promise<WaczCheck> {
  const read = await readEntry(source, DATAPACKAGE_PATH);
  if (read.problem === "absent") return { verdict: "unreadable", problem: "no-datapackage" };
  if (read.problem === "too-large") return { verdict: "unreadable", problem: "datapackage-too-large" };
  if (read.problem === "unreadable") return { verdict: "unreadable", problem: "bad-datapackage" };
  const datapackage = parseDatapackage(read.bytes);
  if (!datapackage) return { verdict: "unreadable", problem: "bad-datapackage" };

  const files = await checkFiles(source, datapackage);
  const unlisted = unlistedPaths(source, datapackage);
  const seal = await checkDigest(source, read.bytes, options.knownKeys ?? []);
  const findings: WaczFinding[] = [
    ...files.flatMap((file) => file.problems.map((code) => ({ code, path: file.path }))),
    ...unlisted.map((path) => ({ code: "unlisted" as const, path })),
    ...seal.findings,
  ];
  const altered = findings.some((finding) => ALTERING.has(finding.code));
  return {
    verdict: altered ? "altered" : seal.signature.status === "valid" ? "intact-signed" : "intact-unsigned",
    info: infoOf(datapackage),
    files,
    unlisted,
    digest: seal.digest,
    signature: seal.signature,
    timestamps: seal.timestamps,
    findings,
  };
}

const infoOf = (datapackage: Datapackage): WaczInfo => ({
  waczVersion: datapackage.wacz_version ?? null,
  title: datapackage.title ?? null,
  created: datapackage.created ?? null,
  software: datapackage.software ?? null,
  mainPageUrl: datapackage.mainPageUrl ?? null,
  mainPageDate: datapackage.mainPageDate ?? null,
});

/** Every listed file hashed (streamed when large) and measured against what the datapackage says. */
async function checkFiles(source: ZipSource, datapackage: Datapackage): Promise<FileCheck[]> {
  const present = new Set(source.paths());
  const paths = datapackage.resources.map((resource) => resource.path);
  const hashes = await source.hashes(paths.filter((path) => present.has(path)));
  let next = 0;
  return datapackage.resources.map((resource) => {
    const found = present.has(resource.path);
    const actualHash = found ? (hashes[next++] ?? null) : null;
    const check: FileCheck = {
      path: resource.path,
      expectedHash: resource.hash === undefined ? null : sha256Hex(resource.hash),
      actualHash,
      expectedBytes: resource.bytes ?? null,
      actualBytes: source.size(resource.path),
      problems: [],
    };
    check.problems = fileProblems(check, found);
    return check;
  });
}

function fileProblems(check: FileCheck, found: boolean): FileProblem[] {
  if (!found) return ["missing"];
  if (check.actualHash === null) return ["unreadable"];
  const problems: FileProblem[] = [];
  if (check.expectedHash === null) problems.push("hash-unchecked");
  else if (check.expectedHash !== check.actualHash) problems.push("hash-differs");
  if (check.expectedBytes !== null && check.expectedBytes !== check.actualBytes)
    problems.push("size-differs");
  return problems;
}

function unlistedPaths(source: ZipSource, datapackage: Datapackage): string[] {
  const listed = new Set([
    DATAPACKAGE_PATH,
    DIGEST_PATH,
    ...datapackage.resources.map((resource) => resource.path),
  ]);
  return source.paths().filter((path) => !listed.has(path));
}

interface Seal {
  digest: DigestState;
  signature: SignatureCheck;
  timestamps: { authority: string | null }[];
  findings: WaczFinding[];
}

/** The digest file against datapackage.json's bytes, then its signature. */
async function checkDigest(
  source: ZipSource,
  datapackageBytes: Uint8Array,
  knownKeys: readonly string[],
): Promise<Seal> {
  const unsigned: SignatureCheck = { status: "unsigned" };
  const read = await readEntry(source, DIGEST_PATH);
  if (read.problem === "absent")
    return { digest: "absent", signature: unsigned, timestamps: [], findings: [{ code: "no-digest" }] };
  const digest = read.problem === null ? parseDigest(read.bytes) : null;
  if (!digest)
    return {
      digest: "malformed",
      signature: unsigned,
      timestamps: [],
      findings: [{ code: "digest-malformed" }],
    };
  const timestamps = (digest.timestamps ?? []).map((stamp) => ({ authority: stamp.authority ?? null }));
  const actual = await sha256OfBytes(datapackageBytes);
  if (sha256Hex(digest.hash) !== actual)
    return { digest: "differs", signature: unsigned, timestamps, findings: [{ code: "digest-differs" }] };
  const signature = await checkSignature(digest.hash, digest.signedData, knownKeys);
  return { digest: "matches", signature, timestamps, findings: signatureFindings(signature) };
}

async function checkSignature(
  hash: string,
  signed: SignedData | undefined,
  knownKeys: readonly string[],
): Promise<SignatureCheck> {
  if (!signed) return { status: "unsigned" };
  if (sha256Hex(signed.hash) !== sha256Hex(hash)) return { status: "invalid", reason: "signed-hash-differs" };
  if (!signed.publicKey) return { status: signed.domainCert ? "unsupported" : "unsigned" };
  // What is signed is the hash string as the signer wrote it.
  const outcome = await verifyHashSignature(signed.publicKey, signed.signature, signed.hash);
  if (!outcome.valid) return { status: "invalid", reason: outcome.reason };
  return {
    status: "valid",
    knownKey: isKnownKey(signed.publicKey, knownKeys),
    publicKey: signed.publicKey,
    encoding: outcome.encoding,
    created: signed.created ?? null,
    software: signed.software ?? null,
  };
}

function signatureFindings(signature: SignatureCheck): WaczFinding[] {
  switch (signature.status) {
    case "unsigned":
      return [{ code: "not-signed" }];
    case "unsupported":
      return [{ code: "signature-unsupported" }];
    case "invalid":
      return [{ code: signature.reason }];
    case "valid":
      return signature.knownKey ? [] : [{ code: "unknown-key" }];
  }
}
