// What reading a file gives, in the order it arrives: the metadata at once, the file's hash and the
// thumbnail comparison a moment later, the Content Credentials when the file has some.
import { hasC2paManifest } from "./c2pa.ts";
import { cameraName } from "./camera.ts";
import { type GeneratorSignals, generatorSignals } from "./generator/signals.ts";
import { type MetadataGroup, metadataGroups } from "./groups.ts";
import { heifPictureSize } from "./heif-size.ts";
import { isTruncated } from "./integrity.ts";
import { type JpegHistory, jpegHistory } from "./jpeg-history/history.ts";
import { readMetadata, type Tags } from "./metadata.ts";
import { type Summary, summarize } from "./summary.ts";

export interface Inspection {
  summary: Summary;
  groups: MetadataGroup[];
  /** Why the reader gave up on a damaged or non-image file. */
  unreadable?: string;
  /** A C2PA manifest store is in the bytes: worth loading the C2PA library. */
  hasC2pa: boolean;
  /** The file stops before its picture does (cut short by a transfer or a failed download). */
  truncated: boolean;
  /** The EXIF thumbnail, a JPEG, when the file carries one. */
  thumbnail?: Uint8Array;
  /** A JPEG's compression history: tables, quality, encoder, subsampling (decision 029). */
  jpegHistory?: JpegHistory;
  /** What the file says about being generated (decision 029). */
  generator: GeneratorSignals;
}

function thumbnailOf(tags: Tags): Uint8Array | undefined {
  const image = (tags.Thumbnail as { image?: unknown } | undefined)?.image;
  if (image instanceof ArrayBuffer) return new Uint8Array(image.slice(0));
  if (ArrayBuffer.isView(image))
    return new Uint8Array(image.buffer.slice(image.byteOffset, image.byteOffset + image.byteLength));
  return undefined;
}

/** Everything the summary needs, from the file's bytes alone: no network, no DOM. */
export function inspect(bytes: ArrayBuffer): Inspection {
  const { tags, error } = readMetadata(bytes);
  const view = new Uint8Array(bytes);
  const summary = summarize(tags, heifPictureSize(view));
  const inspection: Inspection = {
    summary,
    groups: metadataGroups(tags),
    hasC2pa: hasC2paManifest(view),
    truncated: isTruncated(view, summary.format),
    generator: generatorSignals(tags, summary),
  };
  const camera = cameraName(summary.camera);
  const history =
    summary.format === "JPEG"
      ? jpegHistory(view, { software: summary.software, ...(camera ? { camera } : {}) })
      : undefined;
  if (history) inspection.jpegHistory = history;
  if (error) inspection.unreadable = error;
  const thumbnail = thumbnailOf(tags);
  if (thumbnail) inspection.thumbnail = thumbnail;
  return inspection;
}

/** The hexadecimal SHA-256 of the bytes, as fact-checks cite a file. */
export async function sha256(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
