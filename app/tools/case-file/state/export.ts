// Export of a case as a signed bundle, and its optional time stamps: the site's, and the independent
// authorities' the operator names (decision 031). Only the manifest's hash is sent.

import type { Language } from "#app/i18n/languages.ts";
import { fromBase64 } from "#app/lib/files/base64.ts";
import { z } from "#app/lib/schemas/zod.ts";
import { type AuthorityStamp, writeBundle } from "../logic/bundle.ts";
import { inTimeOrder } from "../logic/case.ts";
import { isAuthorityName } from "../logic/manifest.ts";
import type { Translate } from "../logic/report.ts";
import { sign } from "../logic/signature.ts";
import { type TimestampFile, timestampFileSchema } from "../logic/timestamp.ts";
import { itemFiles } from "./cases.ts";
import { caseDatabase } from "./db.ts";
import { CaseMissing } from "./failure.ts";
import { signingIdentity, signingKeys } from "./keys.ts";

export type TimestampOutcome = "added" | "failed" | "none";

/** What became of one authority's time stamp: its time, or why the bundle has none from it. */
export type AuthorityOutcome =
  | { authority: string; ok: true; time: string }
  | {
      authority: string;
      ok: false;
      /** The server's reasons, and "invalid": the token does not check out here. */
      reason: "refused" | "timeout" | "bad-answer" | "unreachable" | "invalid";
    };

const authorityAnswerSchema = z.object({
  authorities: z
    .array(
      z.union([
        z.object({
          name: z.string(),
          ok: z.literal(true),
          token: z.string().max(200_000),
          chain: z.string().max(200_000),
        }),
        z.object({
          name: z.string(),
          ok: z.literal(false),
          reason: z.enum(["refused", "timeout", "bad-answer", "unreachable"]),
        }),
      ]),
    )
    .max(10),
});

/**
 * Each authority's token over the manifest, checked here before it goes in (over these bytes, signed by a
 * time-stamping certificate valid at its time, a chain to a root); null when the site could not be asked.
 */
export async function requestAuthorityStamps(
  sha256: string,
  manifest: Uint8Array<ArrayBuffer>,
): Promise<{ stamps: AuthorityStamp[]; outcomes: AuthorityOutcome[] } | null> {
  const parsed = authorityAnswerSchema.safeParse(await postHash("/api/timestamps/authorities", sha256));
  if (!parsed.success) return null;
  const answers = parsed.data.authorities;
  const stamps: AuthorityStamp[] = [];
  const outcomes: AuthorityOutcome[] = [];
  for (const answer of answers) {
    const authority = answer.name;
    if (!answer.ok) {
      outcomes.push({ authority, ok: false, reason: answer.reason });
      continue;
    }
    const token = fromBase64(answer.token);
    const { checkToken } = await import("../logic/rfc3161.ts");
    const check =
      token && isAuthorityName(authority)
        ? await checkToken(authority, token, answer.chain, manifest, null)
        : null;
    if (!token || !check?.time || check.problem !== null) {
      outcomes.push({ authority, ok: false, reason: "invalid" });
      continue;
    }
    stamps.push({ authority, token, chain: answer.chain });
    outcomes.push({ authority, ok: true, time: check.time });
  }
  return { stamps, outcomes };
}

/** The site's statement for `sha256`, or null when the site cannot give one now (offline, rate-limited). */
export async function requestTimestamp(sha256: string): Promise<TimestampFile | null> {
  const parsed = timestampFileSchema.safeParse(await postHash("/api/timestamps", sha256));
  return parsed.success && parsed.data.statement.sha256 === sha256 ? (parsed.data as TimestampFile) : null;
}

/** POSTs `{ sha256 }` to one of the site's time-stamp endpoints: its JSON answer, or null when it gave none. */
async function postHash(path: string, sha256: string): Promise<unknown> {
  try {
    const answer = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sha256 }),
    });
    return answer.ok ? await answer.json() : null;
  } catch {
    return null;
  }
}

/**
 * Writes the case's bundle to `output` as a stream, and closes it. Throws CaseMissing when the case is
 * gone; the page names any failure through failureOf (state/failure.ts), never by its message.
 */
export async function exportCase(
  caseId: string,
  report: { t: Translate; language: Language },
  withTimestamp: boolean,
  output: WritableStream<Uint8Array>,
  exportedAt = new Date().toISOString(),
): Promise<{ sha256: string; timestamp: TimestampOutcome; authorities: AuthorityOutcome[] }> {
  const db = caseDatabase();
  const record = await db.cases.get(caseId);
  if (!record) throw new CaseMissing();
  const items = inTimeOrder(await db.items.where("caseId").equals(caseId).toArray());
  const keys = await signingKeys();
  const identity = await signingIdentity();
  let timestamp: TimestampOutcome = "none";
  let authorities: AuthorityOutcome[] = [];
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
      authorityStamps: withTimestamp
        ? async (sha256, manifest) => {
            const asked = await requestAuthorityStamps(sha256, manifest);
            authorities = asked?.outcomes ?? [];
            return asked?.stamps ?? [];
          }
        : undefined,
    },
    output,
  );
  return { sha256: made.sha256, timestamp, authorities };
}
