// The site's time stamp: "this hash existed at this time", signed by the server's own Ed25519 key. Only
// the manifest's SHA-256 is sent; the statement goes into the bundle as timestamp.json.
import { z } from "#app/lib/schemas/zod.ts";
import { canonicalBytes } from "./canonical-json.ts";
import { type PublicJwk, verifySignature } from "./signature.ts";

export const TIMESTAMP_FORMAT = "veritools-timestamp/1";
export const TIMESTAMP_KEY_PATH = "/.well-known/veritools-timestamp-key";
/** The roots of the time-stamp authorities the operator names (TSA_ROOTS_FILE), as PEM (decision 031). */
export const TSA_ROOTS_PATH = "/.well-known/veritools-tsa-roots.pem";

export interface TimestampStatement {
  format: typeof TIMESTAMP_FORMAT;
  sha256: string;
  /** ISO time by the server's clock. */
  time: string;
  /** The site that signed (its PUBLIC_URL). */
  issuer: string;
}

/** timestamp.json: the statement, and the signature over its canonical JSON bytes. */
export interface TimestampFile {
  statement: TimestampStatement;
  algorithm: "Ed25519";
  publicKey: PublicJwk;
  signature: string;
}

const jwkSchema = z.object({ kty: z.literal("OKP"), crv: z.literal("Ed25519"), x: z.string().max(100) });

export const timestampFileSchema = z.object({
  statement: z.object({
    format: z.literal(TIMESTAMP_FORMAT),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    time: z.iso.datetime(),
    issuer: z.string().max(2000),
  }),
  algorithm: z.literal("Ed25519"),
  publicKey: jwkSchema,
  signature: z.string().max(200),
});

export const publicKeySchema = jwkSchema;

export function statementBytes(statement: TimestampStatement): Uint8Array<ArrayBuffer> {
  return canonicalBytes(statement);
}

export type TimestampProblem = "malformed" | "other-hash" | "bad-signature" | "unknown-key";

/**
 * Why a time stamp does not date `manifestSha256`, or null when it does: well formed, about this hash,
 * signed by its key, and, when the site's key is known (`trusted`), by that key.
 */
export async function timestampProblem(
  value: unknown,
  manifestSha256: string,
  trusted?: PublicJwk,
): Promise<TimestampProblem | null> {
  const parsed = timestampFileSchema.safeParse(value);
  if (!parsed.success) return "malformed";
  const stamp = parsed.data as TimestampFile;
  if (stamp.statement.sha256 !== manifestSha256) return "other-hash";
  if (!(await verifySignature(stamp.publicKey, stamp.signature, statementBytes(stamp.statement)))) {
    return "bad-signature";
  }
  if (trusted && trusted.x !== stamp.publicKey.x) return "unknown-key";
  return null;
}
