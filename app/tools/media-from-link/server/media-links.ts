// The one service behind both endpoints: lists what an address holds and opens one item of it, a file as
// it is, a stream joined, a platform's format through yt-dlp.
import type { MediaListing, MediaRequest, Rendition } from "../logic/media-listing.ts";
import { typeOfExtension } from "../logic/media-types.ts";
import { type MediaSource, openDirectFile } from "./direct-file.ts";
import { openJoined, readStreamManifest, type StreamManifest } from "./joined-stream.ts";
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

/**
 * A stream's renditions as the page lists them: the best first, then by bandwidth; sound alone only when
 * there is no picture (the inspector reads video); encrypted ones never (they are not fetched).
 */
function streamListing(manifest: StreamManifest): Awaited<ReturnType<StreamReader>> {
  const readable = manifest.renditions.filter((rendition) => !rendition.encrypted);
  const videos = readable.filter((rendition) => rendition.kind === "video");
  const shown = (videos.length > 0 ? videos : readable).sort(
    (a, b) =>
      Number(b.id === manifest.best) - Number(a.id === manifest.best) ||
      (b.bandwidth ?? 0) - (a.bandwidth ?? 0),
  );
  const renditions = shown.map(
    (rendition): Rendition => ({
      id: rendition.id,
      ...(rendition.width ? { width: rendition.width } : {}),
      ...(rendition.height ? { height: rendition.height } : {}),
      ...(rendition.bandwidth ? { bandwidth: rendition.bandwidth } : {}),
      ...(rendition.codecs ? { codecs: rendition.codecs } : {}),
    }),
  );
  const live = manifest.renditions.some((rendition) => rendition.live);
  if (renditions.length > 0) return { renditions, live };
  return { renditions, live, refused: manifest.renditions.length > 0 ? "encrypted" : "no_rendition" };
}

export function createMediaLinks({ rules, pages, ytdlp }: MediaLinksDeps): MediaLinks {
  const streams: StreamReader = async (url, signal) =>
    streamListing(await readStreamManifest(url, rules, signal));
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
          contentType: typeOfExtension(opened.ext ?? "") ?? "application/octet-stream",
          headers: {},
          body: opened.body,
          close: opened.close,
        };
      }
      const direct =
        request.rendition === undefined
          ? await openDirectFile(request.url, rules, request.range, signal)
          : "stream";
      if (direct !== "stream") return direct;
      // A playlist: its rendition joined into one file, which has no ranges of its own.
      const joined = await openJoined(
        request.url,
        rules,
        request.rendition === undefined ? {} : { rendition: request.rendition },
        signal,
      );
      return {
        status: 200,
        url: request.url,
        contentType: joined.contentType,
        headers: {},
        body: joined.body,
        close: joined.close,
      };
    },
  };
}
