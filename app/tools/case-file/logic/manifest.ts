// manifest.json: the case and its items, each file named by its path in the ZIP and its SHA-256, in
// canonical JSON (decision 030). Its exact bytes are what signature.json signs and a time stamp dates.
import { z } from "#app/lib/schemas/zod.ts";
import { canonicalBytes, type JsonValue } from "./canonical-json.ts";
import {
  CASE_STATUSES,
  type CaseItem,
  type CaseRecord,
  PROVENANCE_QUESTIONS,
  type ProvenanceQuestion,
} from "./case.ts";

export const BUNDLE_FORMAT = "veritools-case-bundle/1";
export const MANIFEST_PATH = "manifest.json";
export const SIGNATURE_PATH = "signature.json";
export const TIMESTAMP_PATH = "timestamp.json";
export const REPORT_PATHS = { markdown: "report.md", html: "report.html" } as const;
/** The independent authorities' time stamps: timestamps/<authority>.tsr and its chain, .pem (decision 031). */
export const TIMESTAMPS_FOLDER = "timestamps/";
const TOKEN_EXTENSION = ".tsr";
const CHAIN_EXTENSION = ".pem";

/** manifest.json is refused above this size, before it is inflated (10,000 items take about 5 MB). */
export const MANIFEST_LIMIT = 16 * 1024 * 1024;
/** signature.json, timestamp.json, a token or a chain: real ones are a few kilobytes. */
export const SMALL_FILE_LIMIT = 1024 * 1024;

/** An authority's name in timestamps/: its host, in lowercase letters, digits, dots and hyphens. */
export function isAuthorityName(name: string): boolean {
  return /^[a-z0-9][a-z0-9.-]{0,99}$/.test(name);
}

/** The paths of an authority's token (a TimeStampResp, as `openssl ts -reply` writes it) and chain. */
export function tokenPaths(authority: string): { token: string; chain: string } {
  return {
    token: `${TIMESTAMPS_FOLDER}${authority}${TOKEN_EXTENSION}`,
    chain: `${TIMESTAMPS_FOLDER}${authority}${CHAIN_EXTENSION}`,
  };
}

/** The authority a path in timestamps/ is the token of, or null. */
export function tokenAuthority(path: string): string | null {
  if (!path.startsWith(TIMESTAMPS_FOLDER) || !path.endsWith(TOKEN_EXTENSION)) return null;
  const name = path.slice(TIMESTAMPS_FOLDER.length, -TOKEN_EXTENSION.length);
  return isAuthorityName(name) ? name : null;
}

export interface ManifestFile {
  /** Its path inside the ZIP. */
  file: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
}

export interface ManifestItem {
  id: string;
  kind: string;
  title: string;
  sourceUrl?: string;
  addedAt: string;
  note: string;
  result: JsonValue;
  files: ManifestFile[];
}

export interface Manifest {
  format: typeof BUNDLE_FORMAT;
  /** When the bundle was made, by the device's clock ("clock": "device" says whose). */
  exportedAt: string;
  clock: "device";
  language: string;
  case: CaseRecord;
  items: ManifestItem[];
  /** The reports, hashed like the evidence, so they are signed too. */
  reports: { file: string; sha256: string }[];
}

/** A name safe as one part of a ZIP path on every system: no separators, no dots only, at most 80 characters. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize("NFC")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, "_")
    .trim();
  const short = [...cleaned].slice(-80).join("");
  return /^\.*$/.test(short) ? "file" : short;
}

/** Where an item's files go in the ZIP: files/<two-digit position>-<item id>/<name>, unique per item. */
export function filePaths(position: number, itemId: string, names: readonly string[]): string[] {
  const folder = `files/${String(position + 1).padStart(2, "0")}-${itemId.slice(0, 8)}`;
  const taken = new Set<string>();
  return names.map((name, index) => {
    let safe = safeFileName(name);
    if (taken.has(safe.toLowerCase())) safe = `${index + 1}-${safe}`;
    taken.add(safe.toLowerCase());
    return `${folder}/${safe}`;
  });
}

/** The manifest's items, in time order, with their files' paths in the ZIP. */
export function manifestItems(items: readonly CaseItem[]): ManifestItem[] {
  return items.map((item, position) => {
    const paths = filePaths(
      position,
      item.id,
      item.files.map((file) => file.name),
    );
    return {
      id: item.id,
      kind: item.kind,
      title: item.title,
      ...(item.sourceUrl ? { sourceUrl: item.sourceUrl } : {}),
      addedAt: item.addedAt,
      note: item.note,
      result: item.result,
      files: item.files.map((file, index) => ({
        file: paths[index] ?? "",
        name: file.name,
        type: file.type,
        size: file.size,
        sha256: file.sha256,
      })),
    };
  });
}

export function manifestBytes(manifest: Manifest): Uint8Array<ArrayBuffer> {
  return canonicalBytes(manifest);
}

const provenanceAnswer = z.object({ done: z.boolean(), answer: z.string().max(10_000) });

/** A case as a bundle carries it; an imported case is checked against it before it is stored. */
export const caseSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(1000),
  claim: z.string().max(10_000),
  status: z.enum(CASE_STATUSES),
  provenance: z.object(
    Object.fromEntries(PROVENANCE_QUESTIONS.map((question) => [question, provenanceAnswer])) as Record<
      ProvenanceQuestion,
      typeof provenanceAnswer
    >,
  ),
  notes: z.string().max(100_000),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

const zipPath = z
  .string()
  .min(1)
  .max(400)
  .refine((path) => !path.startsWith("/") && !path.split("/").includes(".."), "a path inside the bundle");
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(BUNDLE_FORMAT),
  exportedAt: z.iso.datetime(),
  clock: z.literal("device"),
  language: z.string().max(20),
  case: caseSchema,
  items: z
    .array(
      z.object({
        id: z.string().min(1).max(100),
        kind: z.string().min(1).max(100),
        title: z.string().max(1000),
        sourceUrl: z.string().max(8000).optional(),
        addedAt: z.iso.datetime(),
        note: z.string().max(100_000),
        result: z.json(),
        files: z.array(
          z.object({
            file: zipPath,
            name: z.string().max(1000),
            type: z.string().max(200),
            size: z.number().int().nonnegative(),
            sha256,
          }),
        ),
      }),
    )
    .max(10_000),
  reports: z.array(z.object({ file: zipPath, sha256 })),
});

/** The manifest in `bytes`, or null when they are not one (not JSON, or not this format). */
export function parseManifest(bytes: Uint8Array): Manifest | null {
  try {
    const parsed = manifestSchema.safeParse(
      JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)),
    );
    return parsed.success ? (parsed.data as Manifest) : null;
  } catch {
    return null;
  }
}
