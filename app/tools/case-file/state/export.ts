// Export of a case as a signed bundle, and its optional time stamp from the site (only the hash is sent).
import { writeBundle } from "../logic/bundle.ts";
import { inTimeOrder } from "../logic/case.ts";
import { safeFileName } from "../logic/manifest.ts";
import type { Translate } from "../logic/report.ts";
import { sign } from "../logic/signature.ts";
import { type TimestampFile, timestampFileSchema } from "../logic/timestamp.ts";
import { itemFiles } from "./cases.ts";
import { caseDatabase } from "./db.ts";
import { signingIdentity, signingKeys } from "./keys.ts";
import { chooseSaveTarget } from "./save-target.ts";

export type TimestampOutcome = "added" | "failed" | "none";

/** The site's statement for `sha256`, or null when the site cannot give one now (offline, rate-limited). */
export async function requestTimestamp(sha256: string): Promise<TimestampFile | null> {
  try {
    const answer = await fetch("/api/timestamps", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sha256 }),
    });
    if (!answer.ok) return null;
    const parsed = timestampFileSchema.safeParse(await answer.json());
    return parsed.success && parsed.data.statement.sha256 === sha256 ? (parsed.data as TimestampFile) : null;
  } catch {
    return null;
  }
}

/** The bundle's file name: the case's name and the day of export. */
export function bundleFileName(caseName: string, exportedAt: string): string {
  return `${safeFileName(caseName).replace(/\s+/g, "-")}-${exportedAt.slice(0, 10)}.zip`;
}

/** Writes the case's bundle to `output` as a stream, and closes it. */
export async function exportCase(
  caseId: string,
  report: { t: Translate; language: string },
  withTimestamp: boolean,
  output: WritableStream<Uint8Array>,
  exportedAt = new Date().toISOString(),
): Promise<{ sha256: string; timestamp: TimestampOutcome }> {
  const db = caseDatabase();
  const record = await db.cases.get(caseId);
  if (!record) throw new Error("No such case.");
  const items = inTimeOrder(await db.items.where("caseId").equals(caseId).toArray());
  const keys = await signingKeys();
  const identity = await signingIdentity();
  let timestamp: TimestampOutcome = "none";
  const made = await writeBundle(
    {
      record,
      items,
      files: itemFiles,
      exportedAt,
      report: { ...report, fingerprint: identity.fingerprint },
      sign: async (bytes) => ({
        algorithm: "Ed25519",
        publicKey: identity.jwk,
        signature: await sign(keys.privateKey, bytes),
      }),
      timestamp: withTimestamp
        ? async (sha256) => {
            const stamp = await requestTimestamp(sha256);
            timestamp = stamp ? "added" : "failed";
            return stamp;
          }
        : undefined,
    },
    output,
  );
  return { sha256: made.sha256, timestamp };
}

/**
 * Exports the case to a file the person picks (or a download), streamed; null when they cancel the
 * save dialog. Call it first in the click's handler. A failed export leaves no half-written file.
 */
export async function exportCaseToFile(
  record: { id: string; name: string },
  report: { t: Translate; language: string },
  withTimestamp: boolean,
  fileType: string,
): Promise<{ fileName: string; timestamp: TimestampOutcome } | null> {
  const exportedAt = new Date().toISOString();
  const fileName = bundleFileName(record.name, exportedAt);
  const target = await chooseSaveTarget(fileName, fileType);
  if (!target) return null;
  try {
    const made = await exportCase(record.id, report, withTimestamp, target.writable, exportedAt);
    await target.finish();
    return { fileName, timestamp: made.timestamp };
  } catch (error) {
    await target.writable.abort(error).catch(() => {});
    throw error;
  }
}
