// Media files' extensions and types, in one table: what a bare address is taken for, what a file fetched
// without an extension is named, what a yt-dlp format is served as.

/** Extension and type; the first extension of a type is the one a file of that type is given. */
const FILE_TYPES: readonly (readonly [string, string])[] = [
  ["mp4", "video/mp4"],
  ["m4v", "video/mp4"],
  ["mov", "video/quicktime"],
  ["webm", "video/webm"],
  ["mkv", "video/x-matroska"],
  ["ts", "video/mp2t"],
  ["mp3", "audio/mpeg"],
  ["m4a", "audio/mp4"],
  ["aac", "audio/aac"],
  ["ogg", "audio/ogg"],
  ["oga", "audio/ogg"],
  ["opus", "audio/ogg"],
  ["wav", "audio/wav"],
  ["flac", "audio/flac"],
  ["jpg", "image/jpeg"],
  ["jpeg", "image/jpeg"],
  ["png", "image/png"],
  ["webp", "image/webp"],
  ["gif", "image/gif"],
  ["avif", "image/avif"],
  ["heic", "image/heic"],
  ["heif", "image/heif"],
  ["tif", "image/tiff"],
  ["tiff", "image/tiff"],
  ["m3u8", "application/vnd.apple.mpegurl"],
  ["mpd", "application/dash+xml"],
];

const TYPE_OF = new Map(FILE_TYPES);
const EXTENSION_OF = new Map([...FILE_TYPES].reverse().map(([extension, type]) => [type, extension]));

/** The type of a file with this extension (lowercase, without its dot). */
export function typeOfExtension(extension: string): string | undefined {
  return TYPE_OF.get(extension);
}

/** The extension a file of this type (a bare media type) is given. */
export function extensionOfType(type: string): string | undefined {
  return EXTENSION_OF.get(type);
}
