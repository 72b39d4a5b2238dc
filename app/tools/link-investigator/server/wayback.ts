import { fetchJson } from "#server/net/fetch-json.ts";
import type { JsonFetchOptions } from "#server/net/guarded-request.ts";
import type { Snapshot } from "../logic/report.ts";

/** The archive is a courtesy: a report never waits longer than this for it. */
const DEFAULT_TIMEOUT_MS = 4000;

// The availability API's capture time: YYYYMMDDhhmmss, in UTC.
const TIMESTAMP = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

/**
 * Reads an answer of the Wayback Machine's availability API, `{ archived_snapshots: { closest: { available,
 * url, timestamp } } }` (an empty `archived_snapshots` when it holds no copy). Null for anything else, so a
 * changed or hostile answer is never shown as a finding; only an http(s) snapshot address is kept.
 */
export function parseAvailability(json: unknown): Snapshot | null {
  if (typeof json !== "object" || json === null) return null;
  const snapshots = (json as { archived_snapshots?: unknown }).archived_snapshots;
  if (typeof snapshots !== "object" || snapshots === null) return null;
  const closest = (snapshots as { closest?: unknown }).closest;
  if (closest === undefined) return { status: "none" };
  if (typeof closest !== "object" || closest === null) return null;
  const { available, url, timestamp } = closest as Record<string, unknown>;
  if (available !== true) return { status: "none" };
  const address = typeof url === "string" ? URL.parse(url) : null;
  const time = typeof timestamp === "string" ? TIMESTAMP.exec(timestamp) : null;
  if (!address || !/^https?:$/.test(address.protocol) || !time) return null;
  const [, year, month, day, hour, minute, second] = time;
  const capturedAt = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  if (Number.isNaN(capturedAt.getTime())) return null;
  return { status: "found", url: address.href, capturedAt: capturedAt.toISOString() };
}

export interface WaybackOptions {
  /** The availability API (WAYBACK_AVAILABILITY_URL); the page's address goes in its `url` parameter. */
  availabilityUrl: string;
  fetch: JsonFetchOptions;
  timeoutMs?: number;
}

/** Asks the Wayback Machine for its copy of a page closest to now; "unavailable" when it cannot say. */
export function createWaybackLookup(options: WaybackOptions): (url: string) => Promise<Snapshot> {
  return async (url) => {
    const api = new URL(options.availabilityUrl);
    api.searchParams.set("url", url);
    try {
      const { json } = await fetchJson(
        api.href,
        options.fetch,
        AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      );
      return parseAvailability(json) ?? { status: "unavailable" };
    } catch {
      return { status: "unavailable" }; // refused address, timeout, 5xx, not JSON
    }
  };
}
