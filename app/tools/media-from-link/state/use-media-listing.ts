// The listing of an address, asked of our server when the address changes: the page's own media at once,
// and, where platform downloads are set up, what yt-dlp finds, which takes longer and comes second.
import { useEffect, useState } from "react";
import { type MediaListing, mediaListAddress } from "../logic/media-listing.ts";

export type Listed =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; listing: MediaListing }
  | { status: "failed"; code: string };

async function listingOf(
  url: string,
  language: string,
  via: "page" | "platform",
  signal: AbortSignal,
): Promise<Listed> {
  try {
    const response = await fetch(mediaListAddress(url, language, via), { signal });
    const body = (await response.json().catch(() => null)) as
      | (MediaListing & { error?: { code?: string } })
      | null;
    if (!response.ok || body === null) return { status: "failed", code: body?.error?.code ?? "unreachable" };
    return { status: "done", listing: body };
  } catch {
    return { status: "failed", code: "unreachable" };
  }
}

export function useMediaListing(url: string | undefined, language: string, platforms: boolean) {
  const [page, setPage] = useState<Listed>({ status: "idle" });
  const [platform, setPlatform] = useState<Listed>({ status: "idle" });
  useEffect(() => {
    if (!url) {
      setPage({ status: "idle" });
      setPlatform({ status: "idle" });
      return;
    }
    const stop = new AbortController();
    setPage({ status: "loading" });
    setPlatform(platforms ? { status: "loading" } : { status: "idle" });
    void listingOf(url, language, "page", stop.signal).then((listed) => {
      if (!stop.signal.aborted) setPage(listed);
    });
    if (platforms)
      void listingOf(url, language, "platform", stop.signal).then((listed) => {
        if (!stop.signal.aborted) setPlatform(listed);
      });
    return () => stop.abort();
  }, [url, language, platforms]);
  return { page, platform };
}
