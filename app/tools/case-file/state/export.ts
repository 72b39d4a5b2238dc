// Export of a case as a signed bundle, and its optional time stamp from the site (only the hash is sent).
import { makeBundle } from "../logic/bundle.ts";
import { inTimeOrder } from "../logic/case.ts";
import { safeFileName } from "../logic/manifest.ts";
import type { Translate } from "../logic/report.ts";
import { sign } from "../logic/signature.ts";
import { type TimestampFile, timestampFileSchema } from "../logic/timestamp.ts";
import { itemFiles } from "./cases.ts";
import { caseDatabase } from "./db.ts";
import { signingIdentity, signingKeys } from "./keys.ts";

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

export async function exportCase(
  caseId: string,
  report: { t: Translate; language: string },
  withTimestamp: boolean,
): Promise<{ zip: Blob; fileName: string; sha256: string; timestamp: TimestampOutcome }> {
  const db = caseDatabase();
  const record = await db.cases.get(caseId);
  if (!record) throw new Error("No such case.");
  const items = inTimeOrder(await db.items.where("caseId").equals(caseId).toArray());
  const keys = await signingKeys();
  const identity = await signingIdentity();
  let timestamp: TimestampOutcome = "none";
  const exportedAt = new Date().toISOString();
  const made = await makeBundle({
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
  });
  const fileName = `${safeFileName(record.name).replace(/\s+/g, "-")}-${exportedAt.slice(0, 10)}.zip`;
  return { zip: made.zip, fileName, sha256: made.sha256, timestamp };
}
