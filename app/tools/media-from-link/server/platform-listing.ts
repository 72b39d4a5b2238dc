// What yt-dlp found of a platform's post, as a listing like a page's: one item, the post, whose
// renditions are the formats yt-dlp can fetch itself, the best picture first; its metadata the platform's
// claims (PlatformFacts).
import type { ListedMedia, MediaListing, Rendition } from "../logic/media-listing.ts";
import type { YtDlpFormat, YtDlpListing } from "./ytdlp-listing.ts";

const hasVideo = (format: YtDlpFormat) => format.vcodec !== "none";

function renditionOf(format: YtDlpFormat): Rendition {
  const codecs = [format.vcodec, format.acodec].filter((codec) => codec && codec !== "none").join(", ");
  return {
    id: format.id,
    ext: format.ext,
    ...(format.width ? { width: format.width } : {}),
    ...(format.height ? { height: format.height } : {}),
    ...(format.tbr ? { bandwidth: Math.round(format.tbr * 1000) } : {}),
    ...(codecs ? { codecs } : {}),
    ...(format.filesize ? { size: format.filesize } : {}),
    ...(format.note ? { note: format.note } : {}),
  };
}

/** Pictures before sound alone, then the sharpest, then the richest. */
function better(a: YtDlpFormat, b: YtDlpFormat): number {
  return (
    Number(hasVideo(b)) - Number(hasVideo(a)) ||
    (b.height ?? 0) - (a.height ?? 0) ||
    (b.tbr ?? 0) - (a.tbr ?? 0)
  );
}

export function platformListing(url: string, found: YtDlpListing, fetchedAt: string): MediaListing {
  const formats = [...found.formats].sort(better);
  const items: ListedMedia[] =
    formats.length === 0
      ? []
      : [
          {
            url,
            kind: formats.some(hasVideo) ? "video" : "audio",
            foundIn: ["platform"],
            renditions: formats.map(renditionOf),
          },
        ];
  const { title, uploader, uploaderUrl, uploadDate, description, webpageUrl, originalUrl, extractor } = found;
  const platform = Object.fromEntries(
    Object.entries({
      title,
      uploader,
      uploaderUrl,
      uploadDate,
      description,
      webpageUrl,
      originalUrl,
      extractor,
    }).filter(([, value]) => value !== undefined),
  );
  return {
    url,
    finalUrl: webpageUrl ?? url,
    fetchedAt,
    source: "platform",
    ...(title ? { title } : {}),
    items,
    platform,
  };
}
