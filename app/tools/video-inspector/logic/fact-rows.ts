// The container facts as the page lists them: one row per fact the file has, its value written in the
// page's language. What each means and does not prove is the locale's (facts.<id>.means/notProve).

import type { Language } from "#app/i18n/languages.ts";
import { formatNumber, formatUtc } from "#app/lib/dates/format-date.ts";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { frameTime } from "./frame-time.ts";
import { mapUrl } from "./iso6709.ts";
import type { VideoReport } from "./read-video.ts";

export type FactId =
  | "format"
  | "duration"
  | "dimensions"
  | "rotation"
  | "frameRate"
  | "codecs"
  | "bitrate"
  | "software"
  | "device"
  | "created"
  | "modified"
  | "dateTag"
  | "place"
  | "sha256";

export interface FactRow {
  id: FactId;
  /** The value, ready to show; for a few rows, a message of the locale with these variables. */
  value: string;
  values?: Record<string, string>;
  href?: string;
}

/** Codec names as people know them, not mediabunny's short ids. */
const CODEC_NAMES: Record<string, string> = {
  avc: "H.264 (AVC)",
  hevc: "H.265 (HEVC)",
  vp8: "VP8",
  vp9: "VP9",
  av1: "AV1",
  prores: "Apple ProRes",
  aac: "AAC",
  opus: "Opus",
  mp3: "MP3",
  vorbis: "Vorbis",
  flac: "FLAC",
  ac3: "AC-3",
  eac3: "E-AC-3",
};

export const codecName = (
  codec: string | null | undefined,
  codecString?: string | null,
  codecId?: string,
): string => (codec && CODEC_NAMES[codec]) ?? codecString ?? codec ?? codecId ?? "?";

const utc = (lang: Language, iso: string) => formatUtc(lang, iso);

export function factRows(report: VideoReport, lang: Language, sha256?: string): FactRow[] {
  const rows: FactRow[] = [];
  const number = (value: number, digits = 2) =>
    new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(value);
  rows.push({
    id: "format",
    value: "",
    values: { format: report.format, size: formatBytes(report.fileSize, lang) },
  });
  if (report.duration > 0) rows.push({ id: "duration", value: frameTime(report.duration, lang) });
  const video = report.video;
  if (video) {
    rows.push({
      id: "dimensions",
      value: `${formatNumber(lang, video.width)} × ${formatNumber(lang, video.height)}`,
    });
    rows.push({ id: "rotation", value: "", values: { degrees: number(video.rotation) } });
    if (video.frameRate)
      rows.push({ id: "frameRate", value: "", values: { value: number(video.frameRate, 3) } });
    const audio = report.audio ? codecName(report.audio.codec) : "";
    rows.push({
      id: "codecs",
      value: "",
      values: {
        video: codecName(video.codec, video.codecString, video.codecId),
        audio,
        detail: video.codecString ?? video.codecId ?? "",
      },
    });
  }
  if (report.bitrate) {
    const kbps = (bits: number) =>
      new Intl.NumberFormat(lang, {
        style: "unit",
        unit: "kilobit-per-second",
        maximumFractionDigits: 0,
      }).format(bits / 1000);
    rows.push({
      id: "bitrate",
      value: "",
      values: { total: kbps(report.bitrate), video: video?.bitrate ? kbps(video.bitrate) : "" },
    });
  }
  if (report.software) rows.push({ id: "software", value: report.software });
  const device = [report.make, report.model].filter(Boolean).join(" ");
  if (device) rows.push({ id: "device", value: device });
  if (report.created) rows.push({ id: "created", value: utc(lang, report.created) });
  if (report.modified) rows.push({ id: "modified", value: utc(lang, report.modified) });
  if (report.dateTag) rows.push({ id: "dateTag", value: report.dateTag });
  if (report.place) {
    const coordinate = (value: number) =>
      new Intl.NumberFormat(lang, { minimumFractionDigits: 6, maximumFractionDigits: 6 }).format(value);
    const separator = lang === "fr" ? "\u00a0; " : lang === "vi" ? "; " : ", ";
    rows.push({
      id: "place",
      value: `${coordinate(report.place.latitude)}${separator}${coordinate(report.place.longitude)}`,
      href: mapUrl(report.place),
    });
  }
  rows.push({ id: "sha256", value: sha256 ?? "" });
  return rows;
}
