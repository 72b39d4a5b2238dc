// yt-dlp's -J listing, read as what it is: a stranger's page's claims, passed through an extractor. Each
// field is kept only when it has the expected type (a wrong one is dropped, not the listing), links only
// when they are http(s) (they become links on our page), and only formats that can be streamed.
import { z } from "zod";

export interface YtDlpFormat {
  id: string;
  ext: string;
  protocol: string;
  width?: number;
  height?: number;
  fps?: number;
  vcodec?: string;
  acodec?: string;
  /** The exact size, or yt-dlp's estimate when only that is known. */
  filesize?: number;
  /** Total bitrate, kbit/s. */
  tbr?: number;
  /** yt-dlp's format_note ("720p", "DASH audio"…). */
  note?: string;
}

export interface YtDlpListing {
  title?: string;
  uploader?: string;
  uploaderUrl?: string;
  /** yyyy-mm-dd, from yt-dlp's YYYYMMDD. */
  uploadDate?: string;
  /** Seconds since 1970, as the platform states it. */
  timestamp?: number;
  description?: string;
  webpageUrl?: string;
  originalUrl?: string;
  extractor?: string;
  /** Seconds. */
  duration?: number;
  thumbnail?: string;
  formats: YtDlpFormat[];
}

const MAX_DESCRIPTION = 5000;
const YYYYMMDD = /^\d{8}$/;
/** The protocols yt-dlp downloads itself, through its proxy (ytdlp.ts asks for these only). */
const STREAMABLE = new Set(["http", "https", "m3u8", "m3u8_native", "http_dash_segments"]);
const IMAGE_EXTS = new Set(["jpg", "jpeg", "png", "webp", "gif", "avif"]);

const text = z.string().optional().catch(undefined);
const count = z.number().nonnegative().optional().catch(undefined);
const link = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => {
    const protocol = value === undefined ? undefined : URL.parse(value)?.protocol;
    return protocol === "http:" || protocol === "https:" ? value : undefined;
  });

const format = z.object({
  format_id: z.string().min(1),
  ext: z.string().min(1),
  protocol: z.string(),
  width: count,
  height: count,
  fps: count,
  vcodec: text,
  acodec: text,
  filesize: count,
  filesize_approx: count,
  tbr: count,
  format_note: text,
});

const listing = z.object({
  title: text,
  uploader: text,
  uploader_url: link,
  upload_date: text,
  timestamp: z.number().optional().catch(undefined),
  description: text,
  webpage_url: link,
  original_url: link,
  extractor: text,
  duration: count,
  thumbnail: link,
  formats: z.array(z.unknown()).catch([]),
});

/** The listing's fields that hold, formats that cannot be streamed left out. */
export function listingOf(json: unknown): YtDlpListing {
  const raw = listing.catch(listing.parse({})).parse(json);
  return defined({
    title: raw.title,
    uploader: raw.uploader,
    uploaderUrl: raw.uploader_url,
    uploadDate: isoDate(raw.upload_date),
    timestamp: raw.timestamp,
    description: raw.description?.slice(0, MAX_DESCRIPTION),
    webpageUrl: raw.webpage_url,
    originalUrl: raw.original_url,
    extractor: raw.extractor,
    duration: raw.duration,
    thumbnail: raw.thumbnail,
    formats: raw.formats.flatMap((item) => {
      const parsed = format.safeParse(item);
      return parsed.success && streamable(parsed.data) ? [formatOf(parsed.data)] : [];
    }),
  });
}

/**
 * Video, audio or an image: yt-dlp writes "none" for a codec a format lacks (a storyboard has neither),
 * and leaves out what it does not know, as for a plain file a page links to, which may well be media.
 */
function streamable(raw: z.infer<typeof format>): boolean {
  if (!STREAMABLE.has(raw.protocol)) return false;
  return raw.vcodec !== "none" || raw.acodec !== "none" || IMAGE_EXTS.has(raw.ext);
}

function formatOf(raw: z.infer<typeof format>): YtDlpFormat {
  return defined({
    id: raw.format_id,
    ext: raw.ext,
    protocol: raw.protocol,
    width: raw.width,
    height: raw.height,
    fps: raw.fps,
    vcodec: raw.vcodec,
    acodec: raw.acodec,
    filesize: raw.filesize ?? raw.filesize_approx,
    tbr: raw.tbr,
    note: raw.format_note,
  });
}

function isoDate(value: string | undefined): string | undefined {
  if (value === undefined || !YYYYMMDD.test(value)) return undefined;
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

/** The object without its undefined fields, so that a listing holds only what is known. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
