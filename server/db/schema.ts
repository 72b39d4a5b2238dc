import type { ColumnType, Generated, SqlBool } from "kysely";

/*
 * Representations shared by both dialects:
 * - Timestamps are ISO 8601 UTC text with milliseconds (`new Date().toISOString()`), written by the
 *   application: identical on SQLite and PostgreSQL, readable in a shell, and chronological when sorted
 *   as text.
 * - Flags are `boolean` columns: PostgreSQL stores booleans, SQLite stores the integers 0 and 1 and
 *   returns them as numbers. Read them through `readFlag`, write them as booleans.
 */

export type Timestamp = string;

/** A boolean column: read back as `true`/`false` on PostgreSQL and `1`/`0` on SQLite. */
export type Flag = ColumnType<SqlBool, boolean | undefined, boolean>;

export function readFlag(value: SqlBool): boolean {
  return value === true || value === 1;
}

export interface ToolCategoryTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: Generated<string>;
  sort_order: number;
}

export interface ToolCategoryTranslationTable {
  category_id: number;
  language: string;
  name: string;
  description: Generated<string>;
}

export interface ToolTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: Generated<string>;
  /** A lucide icon name in PascalCase, e.g. "Link". */
  icon: string;
  category_id: number | null;
  is_active: Flag;
  is_featured: Flag;
  coming_soon: Flag;
  created_at: Timestamp;
}

export interface ToolTranslationTable {
  tool_id: number;
  language: string;
  name: string;
  description: Generated<string>;
}

export interface ShortLinkTable {
  id: Generated<number>;
  created_at: Timestamp;
  internal_slug: string | null;
  shortened_slug: string;
  original_url: string;
  normalized_url: string;
  title: string | null;
  description: string | null;
  og_image: string | null;
  favicon: string | null;
  usage_count: Generated<number>;
  preview_status: Generated<string>;
  language: Generated<string>;
  /** Where its redirects led when it was shortened; null when they were not followed to the end. */
  final_url: string | null;
  /** Redirects between the link and final_url. */
  redirect_count: number | null;
  /** Whether every address of its chain was checked; null for links made before chains were followed. */
  chain_checked: ColumnType<SqlBool | null, boolean | null | undefined, boolean | null>;
  unlisted: Flag;
  aliased: Flag;
  manage_key_hash: string | null;
  removed_at: Timestamp | null;
  /** When its creator disabled it (it answers 410 until enabled again); null while it works. */
  disabled_at: Timestamp | null;
}

/** A change of a short link's destination by its creator: public, so a link cannot change unseen. */
export interface ShortLinkDestinationTable {
  id: Generated<number>;
  link_id: number;
  changed_at: Timestamp;
  previous_url: string;
  new_url: string;
}

/** One client's current window of one rate limit; `key` is "limit:salted hash of the client". */
export interface RateLimitWindowTable {
  key: string;
  /** Milliseconds since the epoch; PostgreSQL reads a bigint back as a string. */
  expires_at: ColumnType<string | number, number, number>;
  hits: number;
}

/** The salt of one UTC day (`YYYY-MM-DD`) that rate-limit keys are hashed with; older days are deleted. */
export interface RateLimitSaltTable {
  day: string;
  salt: string;
}

/** The figures kept of one visit, each "" when unknown. */
interface ClickDimensions {
  is_bot: Flag;
  /** The referring site's host name only. */
  referrer: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  /** desktop, mobile, tablet, tv… */
  device: string;
  browser: string;
  os: string;
}

/**
 * Counted visits of a short link: when and the dimensions above, never an address or identifier. Alike
 * visits stored by one commit (within milliseconds) share a row: `clicks` says how many.
 */
export interface ClickEventTable extends ClickDimensions {
  id: Generated<number>;
  link_id: number;
  created_at: Timestamp;
  clicks: Generated<number>;
}

/** Visits older than the retention period, counted per UTC day (`YYYY-MM-DD`) and dimensions. */
export interface ClickDailyTable extends ClickDimensions {
  link_id: number;
  day: string;
  clicks: number;
}

/** How many bytes of a process's click journal file are stored (decision 015). */
export interface ClickJournalTable {
  name: string;
  folded_offset: number | string;
  updated_at: string;
}

export interface Database {
  tool_categories: ToolCategoryTable;
  tool_category_translations: ToolCategoryTranslationTable;
  tools: ToolTable;
  tool_translations: ToolTranslationTable;
  short_links: ShortLinkTable;
  short_link_destinations: ShortLinkDestinationTable;
  rate_limit_windows: RateLimitWindowTable;
  rate_limit_salts: RateLimitSaltTable;
  click_events: ClickEventTable;
  click_daily: ClickDailyTable;
  click_journals: ClickJournalTable;
}
