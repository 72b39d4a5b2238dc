// The signatures of a PDF, for a fact-checker: what bytes each covers and what was saved after it, whether
// those bytes are still the ones signed, and who the certificates name (never whether they are who they
// say: no trust list is used). Browser-safe: Web Crypto, PKI.js, no Node API. Limits: signature
// dictionaries inside compressed object streams are not found (rare: signing tools write them plainly);
// in an encrypted file the text entries (/Reason…) read as garbage, /Contents and the checks do not.

import { type CmsForm, readCms } from "./signature-cms.ts";
import { coverageOf, type Span } from "./signature-coverage.ts";
import { type ByteRangeHit, findByteRangeDictionaries, type PdfValue } from "./signature-dictionary.ts";
import { hexStringBytes, nameEntry, pdfDateToIso, textEntry } from "./signature-fields.ts";
import type { SignatureProblem, SignatureReport } from "./signature-report.ts";
import { byteRangeBytes } from "./signed-bytes.ts";

export type * from "./signature-report.ts";

/** Signatures read at most; a file with more is reported as such on the last one. */
export const MAX_SIGNATURES = 100;
/** /Contents hex digits read at most (512 KB of signature; real ones are a few to some tens of KB). */
export const MAX_CONTENTS_HEX = 1024 * 1024;
/** How far around /ByteRange its dictionary is looked for: the largest /Contents and the other entries. */
const DICTIONARY_WINDOW = MAX_CONTENTS_HEX + 64 * 1024;

const NOT_CMS_SUB_FILTERS = new Set(["adbe.x509.rsa_sha1"]);

function formOf(subFilter: string | null, type: string | null): CmsForm | null {
  if (subFilter === "ETSI.RFC3161" || type === "DocTimeStamp") return "document-timestamp";
  if (subFilter === "adbe.pkcs7.sha1") return "sha1";
  // adbe.pkcs7.detached, ETSI.CAdES.detached, and any other name: read as the common detached CMS.
  return subFilter !== null && NOT_CMS_SUB_FILTERS.has(subFilter) ? null : "detached";
}

/** /Contents as DER bytes, or the problem that keeps it from being read. */
function contentsOf(file: Uint8Array, value: PdfValue | undefined): Uint8Array | SignatureProblem {
  if (value?.kind !== "string") return "contents-missing";
  if (!value.hex) return "contents-not-hex";
  if (value.end - value.start - 2 > MAX_CONTENTS_HEX) return "contents-too-large";
  const der = hexStringBytes(file.subarray(value.start + 1, value.end - 1));
  if (der === null) return "contents-not-hex";
  return der.some((byte) => byte !== 0) ? der : "contents-empty";
}

const add = (problems: SignatureProblem[], problem: SignatureProblem | null) => {
  if (problem !== null && problem !== "no-signed-attributes" && !problems.includes(problem)) {
    problems.push(problem);
  }
};

/** A report for a /ByteRange whose dictionary could not be read. */
function unreadable(bytes: Uint8Array, keyAt: number): SignatureReport {
  const { coverage } = coverageOf(bytes, undefined, null, { start: keyAt, end: keyAt });
  return {
    offset: keyAt,
    kind: "signature",
    filter: null,
    subFilter: null,
    dictionary: {
      name: null,
      claimedTimeText: null,
      claimedTime: null,
      reason: null,
      location: null,
      contactInfo: null,
    },
    coverage,
    integrity: {
      digest: { status: "could-not-check", algorithm: null, reason: "dictionary-unreadable" },
      signature: { status: "could-not-check", reason: "dictionary-unreadable" },
    },
    signer: null,
    timestamp: null,
    problems: ["dictionary-unreadable"],
  };
}

async function readSignature(bytes: Uint8Array, hit: ByteRangeHit): Promise<SignatureReport> {
  const found = hit.dictionary;
  if (!found) return unreadable(bytes, hit.keyAt);
  const { entries } = found;
  const subFilter = nameEntry(entries.get("SubFilter"));
  const type = nameEntry(entries.get("Type"));
  const form = formOf(subFilter, type);
  const claimedTimeText = textEntry(bytes, entries.get("M"));

  const contentsValue = entries.get("Contents");
  const contentsSpan: Span | null = contentsValue?.kind === "string" ? contentsValue : null;
  const { coverage, problems } = coverageOf(bytes, entries.get("ByteRange"), contentsSpan, found);
  const contents = contentsOf(bytes, contentsValue);
  if (typeof contents === "string") add(problems, contents);
  if (form === null) add(problems, "sub-filter-not-cms");

  // bytesAfter is known only when the range lies within the file.
  const covered =
    coverage.byteRange && coverage.bytesAfter !== null ? byteRangeBytes(bytes, coverage.byteRange) : null;
  const missing: SignatureProblem = problems.includes("byte-range-outside-file")
    ? "byte-range-outside-file"
    : "byte-range-missing";
  const cms =
    typeof contents !== "string" && form !== null ? await readCms(contents, form, covered, missing) : null;
  const notRead = typeof contents === "string" ? contents : "sub-filter-not-cms";
  const integrity = cms?.integrity ?? {
    digest: { status: "could-not-check" as const, algorithm: null, reason: notRead },
    signature: { status: "could-not-check" as const, reason: notRead },
  };
  for (const problem of cms?.problems ?? []) add(problems, problem);
  add(problems, integrity.digest.reason);
  add(problems, integrity.signature.reason);

  return {
    offset: found.start,
    kind: form === "document-timestamp" ? "document-timestamp" : "signature",
    filter: nameEntry(entries.get("Filter")),
    subFilter,
    dictionary: {
      name: textEntry(bytes, entries.get("Name")),
      claimedTimeText,
      claimedTime: claimedTimeText === null ? null : pdfDateToIso(claimedTimeText),
      reason: textEntry(bytes, entries.get("Reason")),
      location: textEntry(bytes, entries.get("Location")),
      contactInfo: textEntry(bytes, entries.get("ContactInfo")),
    },
    coverage,
    integrity,
    signer: cms?.signer ?? null,
    timestamp: cms?.timestamp ?? null,
    problems,
  };
}

/**
 * Every signature and document time stamp of the PDF `bytes`, in file order; garbage gives problems, never
 * a throw. A signed range is hashed in place (signed-bytes.ts): `bytes` change for an instant no other
 * code on this thread can see, so they must not be shared with another thread.
 */
export async function readSignatures(bytes: Uint8Array): Promise<SignatureReport[]> {
  const hits = findByteRangeDictionaries(bytes, MAX_SIGNATURES + 1, DICTIONARY_WINDOW);
  const reports: SignatureReport[] = [];
  for (const hit of hits.slice(0, MAX_SIGNATURES)) reports.push(await readSignature(bytes, hit));
  if (hits.length > MAX_SIGNATURES) reports.at(-1)?.problems.push("too-many-signatures");
  return reports;
}
