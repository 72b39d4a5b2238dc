// Reading a file's metadata with ExifReader, the same way in the browser's worker and in Node's tests:
// XMP goes through @xmldom/xmldom in both, since a Web Worker has no DOMParser.
import { DOMParser, onErrorStopParsing } from "@xmldom/xmldom";
import ExifReader from "exifreader";
import { withoutTrailing } from "#app/lib/text/trim.ts";

/** One tag as ExifReader gives it: its raw value and a readable description. */
export interface Tag {
  value: unknown;
  description?: unknown;
}

/** ExifReader's expanded groups (exif, gps, xmp, iptc, icc, pngText, makerNotes, Thumbnail, …). */
export type Tags = Record<string, Record<string, unknown> | undefined>;

export interface ReadMetadata {
  tags: Tags;
  /** Set when the reader gave up: a damaged or non-image file; `tags` holds whatever came before. */
  error?: string;
}

export function readMetadata(bytes: ArrayBuffer): ReadMetadata {
  try {
    const tags = ExifReader.load(bytes, {
      expanded: true,
      includeUnknown: true,
      domParser: new DOMParser({ onError: onErrorStopParsing }),
    }) as unknown as Tags;
    return { tags };
  } catch (error) {
    return { tags: {}, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The readable text of a tag: its description, else its value, trimmed; undefined when empty. */
export function tagText(group: Record<string, unknown> | undefined, name: string): string | undefined {
  const tag = group?.[name] as Tag | undefined;
  if (tag === undefined || tag === null) return undefined;
  const raw = tag.description ?? tag.value;
  if (typeof raw === "object" && !Array.isArray(raw)) return undefined;
  const trimmed = withoutTrailing(Array.isArray(raw) ? raw.join(", ") : String(raw), "\0").trim();
  return trimmed ? trimmed : undefined;
}

/** The raw value of a tag. */
export function tagValue(group: Record<string, unknown> | undefined, name: string): unknown {
  return (group?.[name] as Tag | undefined)?.value;
}
