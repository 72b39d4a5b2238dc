// The one service behind both endpoints: lists what an address holds and opens one item of it, a file as
// it is, a stream joined, a platform's format through yt-dlp.
import type { MediaListing, MediaRequest } from "../logic/media-listing.ts";
import { type MediaSource, openDirectFile } from "./direct-file.ts";
import type { FetchRules } from "./media-fetch.ts";
import { listMedia, type StreamReader } from "./media-lister.ts";
import type { PageMediaReader } from "./page-media-reader.ts";

export interface MediaLinks {
  /** Whether platform downloads (YTDLP_PATH) are set up. */
  readonly platforms: boolean;
  list(url: string, via: "page" | "platform", signal: AbortSignal): Promise<MediaListing>;
  open(request: MediaRequest & { range?: string }, signal: AbortSignal): Promise<MediaSource>;
}

export interface MediaLinksDeps {
  rules: FetchRules;
  pages: PageMediaReader;
}

export function createMediaLinks({ rules, pages }: MediaLinksDeps): MediaLinks {
  const streams: StreamReader = async () => ({ renditions: [], live: false, refused: "not_media" });
  return {
    platforms: false,
    list: (url, _via, signal) => listMedia(url, { rules, pages, streams, platforms: false }, signal),
    async open(request, signal) {
      const direct = await openDirectFile(request.url, rules, request.range, signal);
      if (direct === "stream") throw new Error("streams are joined by joined-stream.ts");
      return direct;
    },
  };
}
