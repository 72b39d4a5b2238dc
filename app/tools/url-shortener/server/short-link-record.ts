// What a short link is, as the shortener's code sees it, and how a database row becomes one.
import type { Selectable, Updateable } from "kysely";
import { readFlag, type ShortLinkTable } from "#server/db/schema.ts";

/*
 * Slugs of a row: `internal_slug` names the preview page (/s/…) and `shortened_slug` the redirect
 * (/r/…). Both hold the same slug, generated or the alias, so one slug works everywhere. Links aliased
 * before that (`aliased` with two different slugs) keep their generated second slug, which printed codes
 * may still carry: either column finds the row. Only a listed link made without an alias, and not
 * removed, is handed out again to whoever shortens the same address.
 */

export interface ShortLinkRecord {
  id: number;
  createdAt: string;
  internalSlug: string;
  shortenedSlug: string;
  /** The destination as redirected to: absolute, serialised, fragment kept. */
  originalUrl: string;
  /** The destination's normal form (no fragment, lowercase host…), for finding an existing link. */
  normalizedUrl: string;
  title: string | null;
  description: string | null;
  ogImage: string | null;
  favicon: string | null;
  usageCount: number;
  previewStatus: string;
  language: string;
  /** Where its redirects led when it was shortened, as far as they were followed. */
  chain: LinkChain;
  /** Left out of the recent links and their live stream; its statistics need its key. */
  unlisted: boolean;
  aliased: boolean;
  /** SHA-256 of the management key, base64url; null for links made before keys existed. */
  manageKeyHash: string | null;
  /** When its creator removed it; its address then answers 410. */
  removedAt: string | null;
  /** When its creator disabled it; its address answers 410 until they enable it again. */
  disabledAt: string | null;
}

/** A change of destination, as the preview page shows it. */
export interface DestinationChange {
  changedAt: string;
  previousUrl: string;
  newUrl: string;
}

/**
 * What was checked of a link's redirects when it was shortened: followed to `finalUrl` after `redirects`
 * redirects, or not followed to the end (only the link's own address was checked), or unknown for links
 * made before chains were followed.
 */
export type LinkChain =
  | { checked: true; finalUrl: string; redirects: number }
  | { checked: false }
  | { checked: null };

/** A click journal file and the byte offset up to which its clicks are stored. */
export interface JournalPosition {
  name: string;
  offset: number;
}

export interface NewShortLink {
  internalSlug: string;
  shortenedSlug: string;
  originalUrl: string;
  normalizedUrl: string;
  language: string;
  /** What the shortener found of its redirects; left out (links not made by shortening), unknown. */
  chain?: Exclude<LinkChain, { checked: null }>;
  /** Default false. */
  unlisted?: boolean;
  /** Default false. */
  aliased?: boolean;
  /** Default none: a link nobody can manage. */
  manageKeyHash?: string | null;
}

/** The columns a preview fills in (the preview loader's `previewColumns` gives them). */
export type PreviewFields = Pick<
  Updateable<ShortLinkTable>,
  "title" | "description" | "og_image" | "favicon" | "preview_status"
>;

export type SlugColumn = "internal_slug" | "shortened_slug";

/** The database refused a row because one of its slugs is already taken (in any case). */
export class SlugTakenError extends Error {
  readonly column: SlugColumn;

  constructor(column: SlugColumn, options?: ErrorOptions) {
    super(`The ${column.replace("_", " ")} is already taken.`, options);
    this.name = "SlugTakenError";
    this.column = column;
  }
}

/**
 * The slug column of a unique violation, or null for any other error. PostgreSQL reports the violation
 * as SQLSTATE 23505 with the constraint's name; node:sqlite as extended code 2067 with the index (or
 * column) in the message. Either names the column.
 */
export function violatedSlugColumn(error: unknown): SlugColumn | null {
  if (!(error instanceof Error)) return null;
  const fields = error as Error & { code?: unknown; errcode?: unknown; constraint?: unknown };
  const unique = fields.code === "23505" || fields.errcode === 2067;
  if (!unique) return null;
  const where = `${typeof fields.constraint === "string" ? fields.constraint : ""} ${error.message}`;
  if (where.includes("internal_slug")) return "internal_slug";
  if (where.includes("shortened_slug")) return "shortened_slug";
  return null;
}

function chainOf(row: Selectable<ShortLinkTable>): LinkChain {
  if (row.chain_checked === null) return { checked: null };
  if (!readFlag(row.chain_checked) || row.final_url === null) return { checked: false };
  return { checked: true, finalUrl: row.final_url, redirects: Number(row.redirect_count ?? 0) };
}

export function chainColumns(chain: NewShortLink["chain"]) {
  if (chain === undefined) return {};
  return chain.checked
    ? { chain_checked: true, final_url: chain.finalUrl, redirect_count: chain.redirects }
    : { chain_checked: false, final_url: null, redirect_count: null };
}

export function toRecord(row: Selectable<ShortLinkTable>): ShortLinkRecord {
  return {
    id: Number(row.id),
    createdAt: row.created_at,
    // Rows imported from elsewhere may lack an internal slug; the shortened one then names the preview page too.
    internalSlug: row.internal_slug ?? row.shortened_slug,
    shortenedSlug: row.shortened_slug,
    originalUrl: row.original_url,
    normalizedUrl: row.normalized_url,
    title: row.title,
    description: row.description,
    ogImage: row.og_image,
    favicon: row.favicon,
    usageCount: Number(row.usage_count),
    previewStatus: row.preview_status,
    language: row.language,
    chain: chainOf(row),
    unlisted: readFlag(row.unlisted),
    aliased: readFlag(row.aliased),
    manageKeyHash: row.manage_key_hash,
    removedAt: row.removed_at,
    disabledAt: row.disabled_at,
  };
}
