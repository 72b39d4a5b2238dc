/**
 * The ten text tools' ids in menu order (counting first, the most used), with their icons: the one list that the menu, the
 * routes (/tools/text-tools/{id}), the sitemap and the site search read. It holds no transform code, so
 * the server can import it without the transforms.
 */
export const TEXT_TOOL_IDS = [
  "case-converter",
  "counter",
  "duplicates",
  "blank-lines",
  "special-chars",
  "sort-lines",
  "reverse",
  "slug",
  "line-numbers",
  "json",
] as const;

export type TextToolId = (typeof TEXT_TOOL_IDS)[number];

/** Each tool's lucide icon, by the name the site's sprite uses (app/ui/icon-names.ts). */
export const TEXT_TOOL_ICONS = {
  "case-converter": "case-sensitive",
  counter: "hash",
  duplicates: "copy-minus",
  "blank-lines": "pilcrow",
  "special-chars": "asterisk",
  "sort-lines": "arrow-up-down",
  reverse: "arrow-left-right",
  slug: "link-2",
  "line-numbers": "list-ordered",
  json: "braces",
} as const satisfies Record<TextToolId, string>;

export function isTextToolId(value: unknown): value is TextToolId {
  return TEXT_TOOL_IDS.some((id) => id === value);
}
