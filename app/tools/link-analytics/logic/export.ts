import type { LinkStats } from "./series.ts";

const LISTS = ["referrers", "countries", "devices", "browsers", "os"] as const;

function cell(value: string | number): string {
  const text = String(value);
  // Quoted when it holds a separator, a quote or a line break; a leading = + - @ would run as a
  // formula in a spreadsheet, so such a referrer is prefixed with an apostrophe.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The statistics as one CSV table (RFC 4180, CRLF): the series as `series,{start},{humans},{bots}`, then
 * each list as `{list},{key},{people},` (lists count people only). Keys stay raw (ISO country codes,
 * host names) so the file reads the same in every language.
 */
export function statsToCsv(stats: LinkStats): string {
  const rows: (string | number)[][] = [["section", "key", "humans", "bots"]];
  for (const point of stats.series) rows.push(["series", point.start, point.humans, point.bots]);
  for (const list of LISTS) for (const { key, count } of stats[list]) rows.push([list, key, count, ""]);
  return `${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
