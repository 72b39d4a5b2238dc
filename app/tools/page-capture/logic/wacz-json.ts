// The JSON files of a WACZ as an import reads them: lenient about fields we do not use, strict about the
// ones a check relies on (each resource's path, the digest's hash). Apart from wacz-format.ts so that the
// page, which needs only the names, does not load zod.
import { z } from "#app/lib/schemas/zod.ts";

/** A JSON file of a WACZ is refused past this size, before it is inflated. */
export const JSON_LIMIT = 8 * 1024 * 1024;

const text = z.string().optional().catch(undefined);

const resourceSchema = z.object({
  path: z.string().min(1),
  hash: z.string().optional(),
  bytes: z.number().int().nonnegative().optional(),
});

const datapackageSchema = z.object({
  wacz_version: text,
  title: text,
  created: text,
  software: text,
  mainPageUrl: text,
  mainPageDate: text,
  resources: z.array(resourceSchema),
});

/** datapackage.json: what the WACZ says it holds. */
export type Datapackage = z.infer<typeof datapackageSchema>;
export type DatapackageResource = z.infer<typeof resourceSchema>;

const signedDataSchema = z.object({
  hash: z.string(),
  signature: z.string(),
  /** The anonymous signature's key (base64 SPKI); a domain signature names a certificate instead. */
  publicKey: z.string().optional(),
  domainCert: z.string().optional(),
  created: text,
  software: text,
});

const digestSchema = z.object({
  hash: z.string(),
  signedData: signedDataSchema.optional(),
  /** Our server's addition: RFC 3161 tokens over the same hash, listed, not verified here. */
  timestamps: z
    .array(z.object({ authority: z.string().optional().catch(undefined) }))
    .optional()
    .catch(undefined),
});

/** datapackage-digest.json: the datapackage's hash and, when signed, the signature over it. */
export type Digest = z.infer<typeof digestSchema>;
export type SignedData = z.infer<typeof signedDataSchema>;

/** The value of `bytes` read as JSON, or null when it is not JSON. */
function json(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
}

export function parseDatapackage(bytes: Uint8Array): Datapackage | null {
  return datapackageSchema.safeParse(json(bytes)).data ?? null;
}

export function parseDigest(bytes: Uint8Array): Digest | null {
  return digestSchema.safeParse(json(bytes)).data ?? null;
}

/** The lowercase hex of a WACZ hash ("sha256:<hex>", or bare hex as some writers put it); null otherwise. */
export function sha256Hex(hash: string): string | null {
  const hex = (hash.startsWith("sha256:") ? hash.slice("sha256:".length) : hash).toLowerCase();
  return hex.length === 64 && [...hex].every((char) => "0123456789abcdef".includes(char)) ? hex : null;
}
