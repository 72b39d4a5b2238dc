import { useEffect, useRef, useState } from "react";
import type { PublicShortLink } from "../logic/types.ts";

const RECONNECT_MAX_MS = 30_000;

/**
 * The recent links, kept current: the server announces every insert, update or delete on an event
 * stream, and each announcement (or a reconnection, which may have missed some) refetches the list.
 */
export function useLiveLinks(initial: PublicShortLink[]): { links: PublicShortLink[]; loading: boolean } {
  const [links, setLinks] = useState(initial);
  const [loading, setLoading] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    let closed = false;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;

    const refetch = async () => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setLoading(true);
      try {
        const response = await fetch("/api/short-links/recent", { signal: controller.signal });
        if (!response.ok) throw new Error(`recent links answered ${response.status}`);
        const body = (await response.json()) as { links: PublicShortLink[] };
        if (!closed) setLinks(body.links);
      } catch (error) {
        if (!controller.signal.aborted) console.error("Recent links failed to load", error);
      } finally {
        if (inFlight.current === controller) setLoading(false);
      }
    };

    const connect = () => {
      source = new EventSource("/api/short-links/events");
      source.addEventListener("open", () => {
        attempts = 0;
        void refetch();
      });
      source.addEventListener("change", () => void refetch());
      source.addEventListener("error", () => {
        // The browser retries by itself unless the server refused outright (closed stream).
        if (source?.readyState !== EventSource.CLOSED || closed) return;
        const delay = Math.min(RECONNECT_MAX_MS, 1000 * 2 ** attempts++);
        retry = setTimeout(connect, delay);
      });
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      source?.close();
      inFlight.current?.abort();
    };
  }, []);

  return { links, loading };
}
