/** The analytics page of a short link, without language prefix, from its short address. */
export function analyticsPath(shortenedUrl: string): string {
  const slug = new URL(shortenedUrl).pathname.split("/").filter(Boolean).at(-1) ?? "";
  return `/tools/link-analytics/${encodeURIComponent(decodeURIComponent(slug))}`;
}
