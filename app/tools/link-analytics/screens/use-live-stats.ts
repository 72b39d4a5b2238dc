import { useEffect, useState } from "react";
import { visitorZone } from "#app/features/time-zones/logic/zone-id.ts";
import type { LinkStats } from "../logic/series.ts";

/** Least time between two refetches, however fast the link is clicked. */
const MIN_REFETCH_MS = 1000;
/** How often an unlisted link's figures are asked for again: the live stream never names it. */
const UNLISTED_REFETCH_MS = 5000;

/**
 * The statistics in the reader's time zone, kept current: fetched again in the browser's zone at once
 * (the server rendered them in UTC), then whenever the change feed (GET /api/short-links/events, the
 * recent links' stream) announces this link or a batch of changes, at most once a second. An unlisted
 * link's figures need its `manageKey` and are asked for every few seconds instead.
 */
export function useLiveStats(
  linkId: number,
  initial: LinkStats,
  manageKey?: string,
): { stats: LinkStats; live: boolean } {
  const [stats, setStats] = useState(initial);
  const [live, setLive] = useState(false);

  useEffect(() => {
    const timeZone = visitorZone();
    const address = `/api/short-links/${encodeURIComponent(initial.slug)}/stats?range=${initial.range}&tz=${encodeURIComponent(timeZone)}`;
    let closed = false;
    let controller: AbortController | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastFetch = 0;

    const refetch = async () => {
      timer = undefined;
      lastFetch = performance.now();
      controller?.abort();
      controller = new AbortController();
      try {
        const response = await fetch(address, {
          signal: controller.signal,
          headers: manageKey ? { Authorization: `Bearer ${manageKey}` } : {},
        });
        if (!response.ok) throw new Error(`statistics answered ${response.status}`);
        const body = (await response.json()) as LinkStats;
        if (!closed) setStats(body);
        if (!closed && manageKey) setLive(true);
      } catch (error) {
        if (!controller.signal.aborted) console.error("Statistics failed to load", error);
      }
    };
    const soon = () => {
      if (timer !== undefined) return;
      timer = setTimeout(refetch, Math.max(0, lastFetch + MIN_REFETCH_MS - performance.now()));
    };

    if (manageKey) {
      const poll = setInterval(refetch, UNLISTED_REFETCH_MS);
      void refetch();
      return () => {
        closed = true;
        clearInterval(poll);
        controller?.abort();
      };
    }
    const source = new EventSource("/api/short-links/events");
    source.addEventListener("open", () => {
      setLive(true);
      soon();
    });
    source.addEventListener("error", () => setLive(false));
    source.addEventListener("change", (event) => {
      const change = JSON.parse((event as MessageEvent<string>).data) as { type: string; id?: number };
      if (change.type === "batch" || change.id === linkId) soon();
    });
    if (timeZone !== initial.timeZone) void refetch();
    return () => {
      closed = true;
      clearTimeout(timer);
      controller?.abort();
      source.close();
    };
  }, [linkId, initial, manageKey]);

  return { stats, live };
}
