// Every metadata group in full, as rows a table can show, a search can filter and JSON can carry.
import { withoutTrailing } from "#app/lib/text/trim.ts";
import { measuredValue } from "./measures.ts";
import type { Tags } from "./metadata.ts";
import { enumeratedCode, type StoredCode } from "./value-names.ts";

export interface MetadataRow {
  name: string;
  value: string;
  /**
   * What the file stores, for a tag whose value the page says in the reader's language: a listed value's
   * code (logic/value-names.ts), a measure's number (logic/measures.ts).
   */
  code?: StoredCode;
}

export interface MetadataGroup {
  /** ExifReader's group key: exif, gps, xmp, iptc, icc, pngText, makerNotes… */
  id: string;
  rows: MetadataRow[];
}

/** Left out: `png` repeats pngFile and pngText; the thumbnail's bytes and the XMP packet are not rows. */
const SKIPPED_GROUPS = new Set(["png", "metadataRange"]);
const SKIPPED_TAGS = new Set(["image", "base64", "_raw"]);
/** A value longer than this is cut in the table (the JSON export keeps it whole). */
const MAX_VALUE = 2000;

/** A version written as bytes, whose description ExifReader gives only for 2.2 ("Unknown" for 2.3). */
const BYTE_VERSIONS = new Set(["GPSVersionID"]);

function text(tag: unknown, name: string): string {
  if (tag === null || tag === undefined) return "";
  if (typeof tag !== "object") return String(tag);
  const { description, value } = tag as { description?: unknown; value?: unknown };
  if (BYTE_VERSIONS.has(name) && Array.isArray(value)) return value.join(".");
  const shown = description ?? value;
  if (shown === undefined) return "";
  if (typeof shown === "object") return JSON.stringify(shown);
  return String(shown);
}

export function metadataGroups(tags: Tags): MetadataGroup[] {
  return Object.entries(tags)
    .filter(([id, group]) => !SKIPPED_GROUPS.has(id) && group && typeof group === "object")
    .map(([id, group]) => ({
      id,
      rows: Object.entries(group as Record<string, unknown>)
        .filter(([name]) => !SKIPPED_TAGS.has(name))
        .map(([name, tag]): MetadataRow => {
          const value = withoutTrailing(text(tag, name), "\0");
          const row: MetadataRow = {
            name,
            value: value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE)}…` : value,
          };
          const code =
            enumeratedCode(id, name, (tag as { value?: unknown } | null)?.value) ??
            measuredValue(id, name, tag);
          if (code !== undefined) row.code = code;
          return row;
        }),
    }))
    .filter((group) => group.rows.length > 0);
}

/** The groups whose name or value contains `query` (case- and accent-insensitive), with only those rows. */
export function filterGroups(groups: readonly MetadataGroup[], query: string): MetadataGroup[] {
  const fold = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const needle = fold(query.trim());
  if (needle === "") return [...groups];
  return groups
    .map((group) => ({
      ...group,
      rows: group.rows.filter((row) => fold(`${group.id} ${row.name} ${row.value}`).includes(needle)),
    }))
    .filter((group) => group.rows.length > 0);
}

/** The groups as a JSON object of name → value, for "copy as JSON". */
export function groupsAsJson(groups: readonly MetadataGroup[]): Record<string, Record<string, string>> {
  return Object.fromEntries(
    groups.map((group) => [group.id, Object.fromEntries(group.rows.map((row) => [row.name, row.value]))]),
  );
}
