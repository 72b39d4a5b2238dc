// Content Credentials: spotting a manifest cheaply in the bytes (so the C2PA library loads only when one
// is there), and the few facts a person needs from the manifest store the library reads.
import type { ManifestStore } from "@contentauth/c2pa-web";
import { type AiDeclaration, aiSourceType } from "./ai-declared.ts";

const JUMB = [0x6a, 0x75, 0x6d, 0x62]; // "jumb": the JUMBF superbox C2PA stores its manifests in
const JUMD = [0x6a, 0x75, 0x6d, 0x64]; // "jumd": the description box that must open it
const C2PA = [0x63, 0x32, 0x70, 0x61]; // "c2pa": the manifest store's label
/** A manifest store's label follows its box header within a few dozen bytes. */
const LABEL_WINDOW = 64;

function indexOf(bytes: Uint8Array, pattern: readonly number[], from: number, to = bytes.length): number {
  const last = Math.min(to, bytes.length) - pattern.length;
  const first = pattern[0] ?? 0;
  // The engine's own search finds each candidate first byte: a byte-by-byte loop in JavaScript takes
  // hundreds of milliseconds on a 25 MB photo.
  for (let i = bytes.indexOf(first, from); i !== -1 && i <= last; i = bytes.indexOf(first, i + 1)) {
    let j = 1;
    while (j < pattern.length && bytes[i + j] === pattern[j]) j++;
    if (j === pattern.length) return i;
  }
  return -1;
}

/** Whether the file holds a JUMBF box labelled "c2pa" (JPEG APP11, PNG caBX, ISO BMFF uuid, WebP C2PA). */
export function hasC2paManifest(bytes: Uint8Array): boolean {
  for (let at = indexOf(bytes, JUMB, 0); at !== -1; at = indexOf(bytes, JUMB, at + 4)) {
    // A real box, not the word in text (XMP's "self#jumbf=/c2pa/…" points to a manifest, maybe removed).
    const described = indexOf(bytes, JUMD, at + 8, at + 12) === at + 8;
    if (described && indexOf(bytes, C2PA, at, at + LABEL_WINDOW) !== -1) return true;
  }
  return false;
}

/** Why the library gave no manifest store for a file that holds one, from the error it threw. */
export type C2paReadFailure =
  | { kind: "check"; code: string }
  | { kind: "damaged" | "stored_online" | "format" }
  | { kind: "other"; message: string };

/**
 * c2pa-rs's errors as the library throws them, "C2pa(Variant(…))": the variant says why. Some say what a
 * validation would have said (an algorithm C2PA does not allow); the rest, what kept it from reading.
 */
const ERROR_VARIANTS = new Map<string, C2paReadFailure>([
  ["CoseSignatureAlgorithmNotSupported", { kind: "check", code: "algorithm.unsupported" }],
  ["JumbfParseError", { kind: "damaged" }],
  ["JumbfNotFound", { kind: "damaged" }],
  ["JumbfBoxNotFound", { kind: "damaged" }],
  ["ClaimDecoding", { kind: "damaged" }],
  ["ClaimMissing", { kind: "damaged" }],
  ["ProvenanceMissing", { kind: "damaged" }],
  ["RemoteManifestUrl", { kind: "stored_online" }],
  ["RemoteManifestFetch", { kind: "stored_online" }],
  ["UnsupportedType", { kind: "format" }],
]);
/** The library's message is shown only when it names no known cause: short, as it wrote it. */
const MAX_MESSAGE = 200;

/** The cause of a failed read in words the page can say, rather than silence. */
export function c2paReadFailure(error: unknown): C2paReadFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === "UnsupportedFormatError") return { kind: "format" };
  const prefix = "C2pa(";
  if (message.startsWith(prefix)) {
    let end = prefix.length;
    while (end < message.length && /[A-Za-z]/.test(message.charAt(end))) end++;
    const known = ERROR_VARIANTS.get(message.slice(prefix.length, end));
    if (known) return known;
  }
  return { kind: "other", message: message.slice(0, MAX_MESSAGE) };
}

export type TrustState = "trusted" | "valid_untrusted" | "invalid";

export interface C2paAction {
  action: string;
  when?: string;
  softwareAgent?: string;
  digitalSourceType?: string;
}

export interface C2paIngredient {
  title: string;
  relationship?: string;
  format?: string;
  hasManifest: boolean;
  /** The checks its own Content Credentials failed, as the library names them (empty when none). */
  failures: string[];
}

export interface C2paSummary {
  trust: TrustState;
  /** The certificate's subject common name (who signed). */
  signer?: string;
  /** Its issuer (the certificate authority). */
  issuer?: string;
  claimGenerator?: string;
  signedAt?: string;
  title?: string;
  actions: C2paAction[];
  ingredients: C2paIngredient[];
  /** The validation codes that failed, as the library names them. */
  failures: string[];
  /** Signed with the C2PA test certificate ("C2PA Test Signing Cert"): fine for testing, proves nothing. */
  testCertificate: boolean;
  aiDeclarations: AiDeclaration[];
}

const UNTRUSTED = "signingCredential.untrusted";

type StoreManifest = NonNullable<ManifestStore["manifests"]>[string];
type StoreIngredient = NonNullable<StoreManifest["ingredients"]>[number];
type Status = { code: string; success?: boolean | null };

/** The failures that say something is wrong, less "signer not on a trust list", which the page says apart. */
export const seriousFailures = (failures: readonly string[]): string[] =>
  failures.filter((code) => code !== UNTRUSTED);

const failedCodes = (statuses: readonly Status[] | null | undefined): string[] =>
  (statuses ?? []).filter((status) => status.success !== true).map((status) => status.code);

/**
 * What an ingredient's own credentials failed: as recorded when it was added (ingredient v3 keeps
 * validation_results, v2 validation_status), and what the reader found again since (the store's
 * ingredientDeltas, keyed by the ingredient assertion's address). Without this the page said only that
 * the ingredient "has its own Content Credentials", however broken they were.
 */
function ingredientFailures(ingredient: StoreIngredient, store: ManifestStore): string[] {
  const recorded = ingredient.validation_results?.activeManifest?.failure ?? ingredient.validation_status;
  const label = ingredient.label;
  const deltas = (store.validation_results?.ingredientDeltas ?? [])
    .filter((delta) => label && delta.ingredientAssertionURI.endsWith(`/${label}`))
    .flatMap((delta) => failedCodes(delta.validationDeltas.failure));
  return [...new Set([...failedCodes(recorded), ...deltas])];
}

function actionsOf(data: unknown): C2paAction[] {
  const list = (data as { actions?: unknown })?.actions;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: Record<string, unknown>) => {
    if (typeof item?.action !== "string") return [];
    const action: C2paAction = { action: item.action };
    if (typeof item.when === "string") action.when = item.when;
    const agent = item.softwareAgent;
    const agentName = typeof agent === "string" ? agent : (agent as { name?: unknown })?.name;
    if (typeof agentName === "string") action.softwareAgent = agentName;
    if (typeof item.digitalSourceType === "string") action.digitalSourceType = item.digitalSourceType;
    return [action];
  });
}

/** The active manifest of a store, in plain terms; undefined when the store has none. */
export function summarizeC2pa(store: ManifestStore): C2paSummary | undefined {
  const label = store.active_manifest;
  const manifest = label ? store.manifests?.[label] : undefined;
  if (!manifest) return undefined;
  const failures = failedCodes(store.validation_results?.activeManifest?.failure ?? store.validation_status);
  const serious = seriousFailures(failures);
  const trust: TrustState =
    store.validation_state === "Invalid" || serious.length > 0
      ? "invalid"
      : store.validation_state === "Trusted"
        ? "trusted"
        : "valid_untrusted";
  const actions = (manifest.assertions ?? [])
    .filter((assertion) => assertion.label.startsWith("c2pa.actions"))
    .flatMap((assertion) => actionsOf(assertion.data));
  const info = manifest.signature_info;
  const generator =
    manifest.claim_generator ??
    manifest.claim_generator_info
      ?.map((item) => (item.version ? `${item.name} ${item.version}` : item.name))
      .join(", ");
  const signer = info?.common_name ?? undefined;
  const summary: C2paSummary = {
    trust,
    actions,
    ingredients: (manifest.ingredients ?? []).map((ingredient) => ({
      title: ingredient.title ?? "",
      ...(ingredient.relationship ? { relationship: ingredient.relationship } : {}),
      ...(ingredient.format ? { format: ingredient.format } : {}),
      hasManifest: Boolean(ingredient.active_manifest),
      failures: ingredientFailures(ingredient, store),
    })),
    failures,
    testCertificate: /C2PA Test|FOR TESTING/i.test(`${signer ?? ""} ${info?.issuer ?? ""}`),
    aiDeclarations: actions.flatMap((action) => {
      const sourceType = action.digitalSourceType && aiSourceType(action.digitalSourceType);
      return sourceType
        ? [{ source: "c2pa", evidence: `${action.action}: ${action.digitalSourceType}`, sourceType } as const]
        : [];
    }),
  };
  if (signer) summary.signer = signer;
  if (info?.issuer) summary.issuer = info.issuer;
  if (generator) summary.claimGenerator = generator;
  if (info?.time) summary.signedAt = info.time;
  if (manifest.title) summary.title = manifest.title;
  return summary;
}
