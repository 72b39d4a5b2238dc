// What GET /api/media-from-link answers and how a listed item is fetched: shared by the server that
// lists and the pages that show the list and stream the file (decision 037).

/** The listing: GET MEDIA_LIST_PATH?url=…&language=…[&via=platform]. */
export const MEDIA_LIST_PATH = "/api/media-from-link";
/** One item, streamed: GET MEDIA_FILE_PATH?url=…[&rendition=…|&format=…]. */
export const MEDIA_FILE_PATH = "/api/media-from-link/file";

export type MediaKind = "video" | "audio" | "image" | "stream";

/** Where on the page the address was named. */
export type FoundIn =
  | "address"
  | "og:video"
  | "og:image"
  | "og:audio"
  | "twitter:player:stream"
  | "twitter:image"
  | "video"
  | "audio"
  | "source"
  | "poster"
  | "img"
  | "json-ld"
  | "platform";

/** What a page's JSON-LD says of a media object: claims of the page, not facts of the file. */
export interface DeclaredFacts {
  name?: string;
  description?: string;
  uploadDate?: string;
  author?: string;
  duration?: string;
}

/** A rendition of an HLS or DASH stream, or a format yt-dlp offers. */
export interface Rendition {
  id: string;
  width?: number;
  height?: number;
  /** Bits per second. */
  bandwidth?: number;
  codecs?: string;
  /** The container's file extension, as yt-dlp names it. */
  ext?: string;
  /** Bytes, when the origin or yt-dlp says. */
  size?: number;
  note?: string;
}

export interface ListedMedia {
  url: string;
  kind: MediaKind;
  foundIn: FoundIn[];
  /** The Content-Type the origin answered (or the page declared). */
  type?: string;
  /** Bytes, from the origin's Content-Length or Content-Range. */
  size?: number;
  width?: number;
  height?: number;
  declared?: DeclaredFacts;
  /** HLS or DASH: the renditions to choose from, the best first. */
  renditions?: Rendition[];
  /** HLS or DASH with no end (a live stream): what is listed now is what is fetched. */
  live?: boolean;
  /** Why the server will not fetch it (an address inside a private network, an encrypted stream…). */
  refused?: string;
}

/** What yt-dlp told of a platform's post: the platform's claims. */
export interface PlatformFacts {
  title?: string;
  uploader?: string;
  uploaderUrl?: string;
  uploadDate?: string;
  description?: string;
  webpageUrl?: string;
  originalUrl?: string;
  extractor?: string;
}

export interface MediaListing {
  /** The address asked for. */
  url: string;
  /** Where the answer came from, after redirects. */
  finalUrl: string;
  /** When the server read it (ISO 8601, UTC). */
  fetchedAt: string;
  /** "page": media named by an HTML page; "file": the address is a file or a stream itself. */
  source: "page" | "file" | "platform";
  title?: string;
  items: ListedMedia[];
  platform?: PlatformFacts;
  /** The page's host is a platform and platform downloads (yt-dlp) are not set up on this server. */
  platformNotSetUp?: boolean;
  /** The page named more media than are listed. */
  more?: boolean;
}

/** How one listed item (or one of its renditions) is asked for. */
export interface MediaRequest {
  url: string;
  rendition?: string;
  /** A yt-dlp format of the platform page at `url`. */
  format?: string;
}

export function mediaListAddress(url: string, language: string, via: "page" | "platform" = "page"): string {
  const query = new URLSearchParams({ url, language });
  if (via === "platform") query.set("via", "platform");
  return `${MEDIA_LIST_PATH}?${query}`;
}

export function mediaFileAddress(request: MediaRequest, language: string): string {
  const query = new URLSearchParams({ url: request.url, language });
  if (request.rendition !== undefined) query.set("rendition", request.rendition);
  if (request.format !== undefined) query.set("format", request.format);
  return `${MEDIA_FILE_PATH}?${query}`;
}
