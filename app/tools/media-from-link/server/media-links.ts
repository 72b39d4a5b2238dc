// The one service behind both endpoints: lists what an address holds and opens one item of it, a file as
// it is, a stream joined, a platform's format through yt-dlp.
import type { MediaListing, MediaRequest } from "../logic/media-listing.ts";
import { type MediaSource, openDirectFile } from "./direct-file.ts";
import type { FetchRules } from "./media-fetch.ts";
import { listMedia, type StreamReader } from "./media-lister.ts";
import type { PageMediaReader } from "./page-media-reader.ts";
import { platformListing } from "./platform-listing.ts";
import type { YtDlp } from "./ytdlp.ts";

export interface MediaLinks {
  /** Whether platform downloads (YTDLP_PATH) are set up. */
  readonly platforms: boolean;
  list(url: string, via: "page" | "platform", signal: AbortSignal): Promise<MediaListing>;
  open(request: MediaRequest & { range?: string }, signal: AbortSignal): Promise<MediaSource>;
}

export interface MediaLinksDeps {
  rules: FetchRules;
  pages: PageMediaReader;
  /** yt-dlp, when the operator set YTDLP_PATH. */
  ytdlp?: YtDlp;
}

/** The type of a file yt-dlp names by its extension. */
const TYPE_OF_EXT: Record<string, string> = {
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
  mkv: "video/x-matroska",
  m4a: "audio/mp4",
  mp3: "audio/mpeg",
  ogg: "audio/ogg",
  opus: "audio/ogg",
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

export function createMediaLinks({ rules, pages, ytdlp }: MediaLinksDeps): MediaLinks {
  const streams: StreamReader = async () => ({ renditions: [], live: false, refused: "not_media" });
  const platforms = ytdlp !== undefined;
  return {
    platforms,
    async list(url, via, signal) {
      if (via === "page") return listMedia(url, { rules, pages, streams, platforms }, signal);
      if (!ytdlp) throw new Error("platform downloads are not set up");
      const fetchedAt = new Date().toISOString();
      return platformListing(url, await ytdlp.list(url, signal), fetchedAt);
    },
    async open(request, signal) {
      if (request.format !== undefined) {
        if (!ytdlp) throw new Error("platform downloads are not set up");
        const opened = await ytdlp.open(request.url, request.format, signal);
        return {
          status: 200,
          url: request.url,
          contentType: TYPE_OF_EXT[opened.ext ?? ""] ?? "application/octet-stream",
          headers: {},
          body: opened.body,
          close: opened.close,
        };
      }
      const direct = await openDirectFile(request.url, rules, request.range, signal);
      if (direct === "stream") throw new Error("streams are joined by joined-stream.ts");
      return direct;
    },
  };
}
