// What a person wants first from a file's metadata: camera, dates, place, software and size. Built from
// ExifReader's groups; every value kept as the file wrote it.
import { type AiDeclaration, aiSourceType, generatorName, isGeneratorKey } from "./ai-declared.ts";
import { type DateStamp, parseDate } from "./dates.ts";
import { isPosition, type Position } from "./gps.ts";
import type { PictureSize } from "./heif-size.ts";
import { type IdentifyingField, identifyingFields } from "./identifying.ts";
import { type Tags, tagText, tagValue } from "./metadata.ts";
import { remoteCredentials } from "./remote-credentials.ts";

export interface HistoryStep {
  action: string;
  when?: string;
  agent?: string;
}

export interface Summary {
  /** The format as read from the bytes ("JPEG", "PNG", "HEIC"…), whatever the file name says. */
  format?: string;
  /** The picture's size as shown: the file's own header (a HEIF's once cropped and turned), else EXIF's. */
  width?: number;
  height?: number;
  /** EXIF's PixelXDimension × PixelYDimension, as the camera or the last editor wrote them. */
  exifSize?: PictureSize;
  camera: { make?: string; model?: string; lens?: string };
  /** When it was taken: DateTimeOriginal when there is one, else the next date of capture the file gives. */
  taken?: DateStamp;
  /** Every date of capture the file gives (EXIF original and digitized, XMP and IPTC creation). */
  captureDates: DateStamp[];
  /** When it was last saved: EXIF DateTime, XMP ModifyDate. */
  modified?: DateStamp;
  position?: Position;
  /** Software and CreatorTool, as written. */
  software: string[];
  history: HistoryStep[];
  aiDeclarations: AiDeclaration[];
  /** Fields that may name the author or single out the camera (artist, owner, serial numbers…). */
  identifying: IdentifyingField[];
  /** Whether any EXIF, XMP, IPTC or text metadata is there at all (an ICC colour profile alone is not). */
  hasMetadata: boolean;
  /** The address of Content Credentials stored online, as the XMP names it (never fetched). */
  remoteCredentials?: string;
  /** EXIF orientation (1–8) when not the default: how the picture must be turned to be shown upright. */
  orientation?: number;
}

const number = (value: unknown): number | undefined => {
  const n = Array.isArray(value) ? value[0] : value;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : undefined;
};

/** A rational as ExifReader gives it ([numerator, denominator]) or a plain number. */
function rationalNumber(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (
    Array.isArray(value) &&
    typeof value[0] === "number" &&
    typeof value[1] === "number" &&
    value[1] !== 0
  ) {
    return value[0] / value[1];
  }
  return undefined;
}

function dimensions(tags: Tags, picture?: PictureSize): { width?: number; height?: number } {
  if (picture) return { ...picture };
  const first = (pairs: [string | undefined, string][]) =>
    pairs.map(([group, name]) => number(tagValue(group ? tags[group] : undefined, name))).find(Boolean);
  const width = first([
    ["file", "Image Width"],
    ["pngFile", "Image Width"],
    ["riff", "ImageWidth"],
    ["gif", "Image Width"],
    ["exif", "PixelXDimension"],
    ["exif", "ImageWidth"],
  ]);
  const height = first([
    ["file", "Image Height"],
    ["pngFile", "Image Height"],
    ["riff", "ImageHeight"],
    ["gif", "Image Height"],
    ["exif", "PixelYDimension"],
    ["exif", "ImageLength"],
  ]);
  return { ...(width ? { width } : {}), ...(height ? { height } : {}) };
}

function position(tags: Tags): Position | undefined {
  const { Latitude, Longitude, Altitude } = (tags.gps ?? {}) as Record<string, unknown>;
  if (!isPosition(Latitude, Longitude)) return undefined;
  const result: Position = { latitude: Latitude as number, longitude: Longitude as number };
  if (typeof Altitude === "number" && Number.isFinite(Altitude)) result.altitude = Altitude;
  const direction = rationalNumber(tagValue(tags.exif, "GPSImgDirection"));
  if (direction !== undefined) result.direction = direction;
  const accuracy = rationalNumber(tagValue(tags.exif, "GPSHPositioningError"));
  if (accuracy !== undefined) result.accuracy = accuracy;
  return result;
}

function history(tags: Tags): HistoryStep[] {
  const steps = tagValue(tags.xmp, "History");
  if (!Array.isArray(steps)) return [];
  return steps.flatMap((step: Record<string, unknown>) => {
    const action = tagText(step, "action");
    if (!action) return [];
    const result: HistoryStep = { action };
    const when = tagText(step, "when");
    if (when) result.when = when;
    const agent = tagText(step, "softwareAgent");
    if (agent) result.agent = agent;
    return [result];
  });
}

function aiDeclarations(tags: Tags): AiDeclaration[] {
  const found: AiDeclaration[] = [];
  const written = tagText(tags.xmp, "DigitalSourceType");
  const sourceType = written && aiSourceType(written);
  if (written && sourceType) found.push({ source: "iptc", evidence: written, sourceType });
  // A generator named in EXIF's Software or XMP's CreatorTool, said once, where it was found; a PNG's
  // Software chunk is one of its texts, below.
  const exifSoftware = tagText(tags.exif, "Software");
  if (exifSoftware && generatorName(exifSoftware)) found.push({ source: "exif", evidence: exifSoftware });
  const creatorTool = tagText(tags.xmp, "CreatorTool");
  if (creatorTool && creatorTool !== exifSoftware && generatorName(creatorTool))
    found.push({ source: "xmp", evidence: creatorTool });
  for (const [key, tag] of Object.entries(tags.pngText ?? {})) {
    const text = tagText(tags.pngText, key) ?? "";
    if (isGeneratorKey(key)) found.push({ source: "png", evidence: `${key}: ${text.slice(0, 120)}` });
    else if (tag && generatorName(text))
      found.push({ source: "png", evidence: `${key}: ${text.slice(0, 120)}` });
  }
  return found;
}

function exifSize(exif: Tags[string]): PictureSize | undefined {
  const width = number(tagValue(exif, "PixelXDimension"));
  const height = number(tagValue(exif, "PixelYDimension"));
  return width && height ? { width, height } : undefined;
}

/** `picture`: the size read from the picture's own structure where ExifReader gives none (HEIF). */
export function summarize(tags: Tags, picture?: PictureSize): Summary {
  const { exif, xmp, iptc } = tags;
  const offset = tagText(exif, "OffsetTimeOriginal");
  const taken = parseDate("DateTimeOriginal", tagText(exif, "DateTimeOriginal"), offset);
  const captureDates = [
    taken,
    parseDate("DateTimeDigitized", tagText(exif, "DateTimeDigitized"), tagText(exif, "OffsetTimeDigitized")),
    parseDate("xmp:CreateDate", tagText(xmp, "CreateDate")),
    parseDate("photoshop:DateCreated", tagText(xmp, "DateCreated")),
    parseDate("IPTC Date Created", joinIptc(tagText(iptc, "Date Created"), tagText(iptc, "Time Created"))),
  ].filter((date): date is DateStamp => date !== undefined);
  const modified =
    parseDate("DateTime", tagText(exif, "DateTime"), tagText(exif, "OffsetTime")) ??
    parseDate("xmp:ModifyDate", tagText(xmp, "ModifyDate"));
  const software = [
    ...new Set(
      [tagText(exif, "Software"), tagText(xmp, "CreatorTool"), tagText(tags.pngText, "Software")].filter(
        (name): name is string => name !== undefined,
      ),
    ),
  ];
  const make = tagText(exif, "Make");
  const model = tagText(exif, "Model");
  const lens = tagText(exif, "LensModel") ?? tagText(xmp, "Lens");
  const where = position(tags);
  const summary: Summary = {
    ...dimensions(tags, picture),
    camera: { ...(make ? { make } : {}), ...(model ? { model } : {}), ...(lens ? { lens } : {}) },
    captureDates,
    software,
    history: history(tags),
    aiDeclarations: aiDeclarations(tags),
    identifying: identifyingFields(tags),
    // The orientation alone, which a clean copy keeps, says nothing about the photo.
    hasMetadata: ["exif", "xmp", "iptc", "pngText", "gps", "makerNotes", "photoshop"].some(
      (group) => Object.keys(tags[group] ?? {}).filter((name) => name !== "Orientation").length > 0,
    ),
  };
  const orientation = tagValue(exif, "Orientation");
  if (typeof orientation === "number" && orientation >= 2 && orientation <= 8)
    summary.orientation = orientation;
  const remote = remoteCredentials(tags);
  if (remote) summary.remoteCredentials = remote;
  const sizeInExif = exifSize(exif);
  if (sizeInExif) summary.exifSize = sizeInExif;
  const format = tagText(tags.file, "FileType");
  if (format) summary.format = format;
  const firstCapture = captureDates[0];
  if (firstCapture) summary.taken = firstCapture;
  if (modified) summary.modified = modified;
  if (where) summary.position = where;
  return summary;
}

/** IPTC keeps the date ("2024-05-01") and time ("10:00:00+07:00") apart. */
function joinIptc(date: string | undefined, time: string | undefined): string | undefined {
  if (!date || !time) return undefined;
  return `${date.replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3")} ${time}`;
}
