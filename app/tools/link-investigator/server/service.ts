import { LruCache } from "../../../../server/lib/lru-cache.ts";
import type { Report } from "../logic/report.ts";
import { type InvestigateOptions, investigate } from "./investigate.ts";

/** A report is reused this long, so a shared report link does not send the world to fetch it again. */
const DEFAULT_CACHE_MS = 5 * 60_000;
const CACHED_REPORTS = 500;

export interface LinkInvestigator {
  /** The report on `url` (an absolute http(s) address), fresh or from the last few minutes. */
  investigate(url: string): Promise<Report>;
}

export function createLinkInvestigator(options: InvestigateOptions & { cacheMs?: number }): LinkInvestigator {
  const { cacheMs = DEFAULT_CACHE_MS, now = Date.now } = options;
  // Investigations in flight are shared too: two visitors opening one link make one set of requests.
  const reports = new LruCache<string, { at: number; report: Promise<Report> }>(CACHED_REPORTS);
  return {
    investigate(url) {
      const cached = reports.get(url);
      if (cached && now() - cached.at < cacheMs) return cached.report;
      const report = investigate(url, options);
      reports.set(url, { at: now(), report });
      return report;
    },
  };
}
