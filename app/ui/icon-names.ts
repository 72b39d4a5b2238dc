/**
 * Every icon the site shows, by lucide name. They are drawn from one cached SVG sprite (icons.svg,
 * made by `npm run icons`), so no page carries icon code in its JavaScript.
 */
export const ICON_NAMES = [
  "arrow-left",
  "arrow-left-right",
  "arrow-right",
  "arrow-up-down",
  "asterisk",
  "at-sign",
  "book-open-check",
  "braces",
  "calendar-check",
  "camera",
  "calendar-days",
  "camera",
  "case-lower",
  "case-sensitive",
  "case-upper",
  "chart-column",
  "chart-line",
  "check",
  "circle-check",
  "clock",
  "code",
  "compass",
  "copy",
  "copy-minus",
  "download",
  "eraser",
  "external-link",
  "eye",
  "film",
  "fingerprint-pattern",
  "folder-x",
  "globe",
  "handshake",
  "hash",
  "heart-handshake",
  "hourglass",
  "house",
  "image-up",
  "image",
  "info",
  "languages",
  "layout-grid",
  "life-buoy",
  "lightbulb",
  "link",
  "link-2",
  "list-checks",
  "list-ordered",
  "loader-circle",
  "log-in",
  "mail",
  "map-pin",
  "monitor",
  "moon",
  "mouse-pointer-click",
  "palette",
  "pause",
  "pencil",
  "pilcrow",
  "play",
  "qr-code",
  "save-off",
  "scan-eye",
  "scan-search",
  "scan-text",
  "search",
  "shield-alert",
  "shield-check",
  "sparkles",
  "sun",
  "text",
  "thumbs-up",
  "triangle-alert",
  "type",
  "undo-2",
  "upload",
  "users",
  "x",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: string): value is IconName {
  return (ICON_NAMES as readonly string[]).includes(value);
}

/** The lucide name of a component-style name as the catalogue stores it: "ChartLine" → "chart-line". */
export function iconNameFromPascal(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([a-zA-Z])([0-9])/g, "$1-$2")
    .toLowerCase();
}
