/**
 * The box of the site's text inputs and selects, one look everywhere: `regular` for a page's main fields,
 * `compact` for options set beside one another.
 */
export function fieldBox(size: "regular" | "compact" = "regular"): string {
  return `w-full rounded-md border border-input bg-background px-3 ${size === "regular" ? "h-11 text-base" : "h-10 text-sm"}`;
}
