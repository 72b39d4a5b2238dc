import { LruCache } from "#server/lib/lru-cache.ts";
import { createTaskSlots, type TaskSlots, type TaskSlotsOptions } from "#server/lib/task-slots.ts";
import type { Hop, Report } from "../logic/report.ts";
import { type InvestigateOptions, investigate } from "./investigate.ts";

/** A report is reused this long, so a shared report link does not send the world to fetch it again. */
const DEFAULT_CACHE_MS = 5 * 60_000;
const CACHED_REPORTS = 500;
/**
 * Investigations at once, and waiting, across every visitor: each can fetch ten pages of a megabyte, so
 * past these a new one is refused with "busy" rather than slowing everyone's.
 */
const DEFAULT_SLOTS: TaskSlotsOptions = { running: 16, waiting: 64 };

/** One investigation, under way or done: its report to come and the hops made so far. */
export interface Investigation {
  readonly report: Promise<Report>;
  /**
   * Calls `listener` with every hop made so far, then with each new one as it comes, until the report is
   * done. Returns the function that stops listening.
   */
  follow(listener: (hop: Hop) => void): () => void;
}

/** What the visitor chose besides the address: each choice makes (and caches) a report of its own. */
export interface InvestigationChoices {
  /** Ask the archive about the full address, query string and fragment included. */
  fullArchiveAddress: boolean;
}

export const DEFAULT_CHOICES: InvestigationChoices = { fullArchiveAddress: false };

export interface LinkInvestigator {
  /** The investigation of `url` under way or from the last few minutes, if any: reusing it fetches nothing. */
  recent(url: string, choices?: InvestigationChoices): Investigation | undefined;
  /** Whether a new investigation would be refused now: too many are running and waiting. */
  readonly busy: boolean;
  /**
   * The investigation of `url` (an absolute http(s) address): the recent one, or a new one; null when a
   * new one is needed and the investigator is busy.
   */
  start(url: string, choices?: InvestigationChoices): Investigation | null;
}

/** The investigation of `url`, begun once `slots` has room; null, and nothing begun, when it has none. */
function run(url: string, options: InvestigateOptions, slots: TaskSlots): Investigation | null {
  const hops: Hop[] = [];
  const listeners = new Set<(hop: Hop) => void>();
  const report = slots.run(() =>
    investigate(url, options, (hop) => {
      hops.push(hop);
      for (const listener of listeners) listener(hop);
    }),
  );
  if (report === null) return null;
  void report.finally(() => listeners.clear());
  return {
    report,
    follow(listener) {
      for (const hop of hops) listener(hop);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createLinkInvestigator(
  options: InvestigateOptions & { cacheMs?: number; slots?: TaskSlotsOptions },
): LinkInvestigator {
  const { cacheMs = DEFAULT_CACHE_MS, now = Date.now } = options;
  const slots = createTaskSlots(options.slots ?? DEFAULT_SLOTS);
  // Investigations in flight are shared too: two visitors opening one link make one set of requests.
  const investigations = new LruCache<string, { at: number; investigation: Investigation }>(CACHED_REPORTS);
  // A URL has no space, so the key cannot be read two ways.
  const key = (url: string, choices: InvestigationChoices) =>
    `${choices.fullArchiveAddress ? "full" : "stripped"} ${url}`;
  const recent = (url: string, choices = DEFAULT_CHOICES) => {
    const cached = investigations.get(key(url, choices));
    return cached && now() - cached.at < cacheMs ? cached.investigation : undefined;
  };
  const start = (url: string, choices = DEFAULT_CHOICES) => {
    const reused = recent(url, choices);
    if (reused) return reused;
    const investigation = run(url, { ...options, fullArchiveAddress: choices.fullArchiveAddress }, slots);
    if (investigation) investigations.set(key(url, choices), { at: now(), investigation });
    return investigation;
  };
  return {
    recent,
    start,
    get busy() {
      return slots.full;
    },
  };
}
