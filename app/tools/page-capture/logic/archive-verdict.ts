// A check's verdict as a person reads it: "signed here" is told apart from a valid signature by a key
// this site does not know, since only the first says who signed.
import type { WaczCheck } from "./wacz-check.ts";

export type ArchiveVerdict =
  | "intact-signed-here"
  | "intact-signed"
  | "intact-unsigned"
  | "altered"
  | "unreadable";

export function archiveVerdict(check: WaczCheck): ArchiveVerdict {
  if (check.verdict !== "intact-signed") return check.verdict;
  return check.signature.status === "valid" && check.signature.knownKey
    ? "intact-signed-here"
    : "intact-signed";
}

/** What a case keeps of a check: the verdict and what it rests on, as JSON. */
export function archiveEvidence(check: WaczCheck, fileName: string) {
  const verdict = archiveVerdict(check);
  if (check.verdict === "unreadable") return { verdict, fileName, problem: check.problem };
  return {
    verdict,
    fileName,
    ...check.info,
    signature: check.signature,
    findings: check.findings,
    files: check.files,
    timestamps: check.timestamps.length,
  };
}
