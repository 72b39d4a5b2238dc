// The tags whose value is one of a fixed list (orientation, flash, light source, GPS references, a JFIF
// or PNG header's fields, an ICC profile's class and rendering intent, an IPTC record's codes…): ExifReader describes them in English, so the page says them through the
// locale's `values` texts instead, from what the file stores. A value the list does not know keeps
// ExifReader's words.

export type StoredCode = number | string;

/** A list of the locales (`values.<key>.<code>`) and the codes it names; `cite` shows the code too. */
interface List {
  key: string;
  codes: readonly StoredCode[];
  /** The letter the file stores is what one cites (« Nord (N) »). */
  cite?: boolean;
}

const list = (key: string, codes: readonly StoredCode[], cite = false): List => ({ key, codes, cite });
const upTo = (last: number, first = 0) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

const DIRECTION = list("GPSDirectionRef", ["T", "M"], true);
const LATITUDE = list("GPSLatitudeRef", ["N", "S"], true);
const LONGITUDE = list("GPSLongitudeRef", ["E", "W"], true);
const RESOLUTION_UNIT = list("ResolutionUnit", [1, 2, 3]);
const ORIENTATION = list("Orientation", upTo(8, 1));
const Y_CB_CR_POSITIONING = list("YCbCrPositioning", [1, 2]);

/** EXIF's lists (XMP's exif: and tiff: properties carry the same numbers, written as text). */
const EXIF: Record<string, List> = {
  Orientation: ORIENTATION,
  ExposureProgram: list("ExposureProgram", upTo(8)),
  MeteringMode: list("MeteringMode", [...upTo(6), 255]),
  LightSource: list("LightSource", [...upTo(4), ...upTo(15, 9), ...upTo(24, 17), 255]),
  WhiteBalance: list("WhiteBalance", [0, 1]),
  ColorSpace: list("ColorSpace", [1, 65535]),
  ExposureMode: list("ExposureMode", [0, 1, 2]),
  SceneCaptureType: list("SceneCaptureType", [0, 1, 2, 3]),
  ResolutionUnit: RESOLUTION_UNIT,
  FocalPlaneResolutionUnit: list("FocalPlaneResolutionUnit", [2, 3, 4]),
  YCbCrPositioning: Y_CB_CR_POSITIONING,
  Contrast: list("Contrast", [0, 1, 2]),
  Saturation: list("Saturation", [0, 1, 2]),
  Sharpness: list("Sharpness", [0, 1, 2]),
  CustomRendered: list("CustomRendered", [0, 1]),
  SensingMethod: list("SensingMethod", [1, 2, 3, 4, 5, 7, 8]),
  SensitivityType: list("SensitivityType", upTo(7, 1)),
  FileSource: list("FileSource", [3]),
  SceneType: list("SceneType", [1]),
  GainControl: list("GainControl", upTo(4)),
  SubjectDistanceRange: list("SubjectDistanceRange", [1, 2, 3]),
  GPSLatitudeRef: LATITUDE,
  GPSLongitudeRef: LONGITUDE,
  GPSDestLatitudeRef: LATITUDE,
  GPSDestLongitudeRef: LONGITUDE,
  GPSAltitudeRef: list("GPSAltitudeRef", [0, 1]),
  GPSStatus: list("GPSStatus", ["A", "V"], true),
  GPSMeasureMode: list("GPSMeasureMode", ["2", "3"]),
  GPSSpeedRef: list("GPSSpeedRef", ["K", "M", "N"], true),
  GPSTrackRef: DIRECTION,
  GPSImgDirectionRef: DIRECTION,
  GPSDestBearingRef: DIRECTION,
  GPSDestDistanceRef: list("GPSDestDistanceRef", ["K", "M", "N"], true),
  GPSDifferential: list("GPSDifferential", [0, 1]),
};

/**
 * The lists of each of ExifReader's groups whose tags have the standard meanings (a maker's notes
 * reuse names for others). The thumbnail's IFD is TIFF's; JFIF counts its units from 0, not EXIF's 1.
 */
const LISTS: Record<string, Record<string, List>> = {
  exif: EXIF,
  xmp: EXIF,
  Thumbnail: {
    Orientation: ORIENTATION,
    ResolutionUnit: RESOLUTION_UNIT,
    YCbCrPositioning: Y_CB_CR_POSITIONING,
  },
  jfif: { "Resolution Unit": list("JfifResolutionUnit", [0, 1, 2]) },
  icc: {
    "Profile/Device class": list("IccDeviceClass", ["scnr", "mntr", "prtr", "link", "abst", "spac", "nmcl"]),
    "Rendering Intent": list("IccRenderingIntent", [0, 1, 2, 3]),
  },
  // IPTC's own letters and numbers, written as text.
  iptc: {
    "Image Orientation": list("IptcImageOrientation", ["P", "L", "S"], true),
    "Object Cycle": list("IptcObjectCycle", ["a", "p", "b"], true),
    "Action Advised": list("IptcActionAdvised", ["01", "02", "03", "04"]),
    "Editorial Update": list("IptcEditorialUpdate", ["01"]),
  },
  pngFile: {
    "Color Type": list("PngColorType", [0, 2, 3, 4, 6]),
    Compression: list("PngCompression", [0]),
    Filter: list("PngFilter", [0]),
    Interlace: list("PngInterlace", [0, 1]),
  },
};

/** What a tag stores, as a number or a few letters (ExifReader gives ASCII as a list of characters). */
function stored(value: unknown): StoredCode | undefined {
  if (Array.isArray(value) && value.every((part) => typeof part === "string"))
    return value.join("").replaceAll("\0", "");
  const single = Array.isArray(value) && value.length === 1 ? value[0] : value;
  return typeof single === "number" || typeof single === "string" ? single : undefined;
}

/** IPTC gives its text as the bytes the file stores; its codes are a letter or two digits. */
function storedText(value: unknown): string | undefined {
  return Array.isArray(value) && value.length <= 2 && value.every((part) => typeof part === "number")
    ? String.fromCharCode(...value)
    : undefined;
}

/** The code of a tag whose value the locales say (Flash, or a value of its group's list), if it is one. */
export function enumeratedCode(group: string, name: string, value: unknown): StoredCode | undefined {
  const lists = LISTS[group];
  const code = group === "iptc" ? storedText(value) : stored(value);
  if (!lists || code === undefined) return undefined;
  // XMP writes a number as text.
  const number = typeof code === "string" && /^\d{1,5}$/.test(code) ? Number(code) : code;
  if (name === "Flash" && (group === "exif" || group === "xmp"))
    return typeof number === "number" && Number.isInteger(number) && number >= 0 && number <= 0x7f
      ? number
      : undefined;
  const codes = lists[name]?.codes;
  if (codes?.includes(code)) return code;
  return codes?.includes(number) ? number : undefined;
}

/**
 * The locale keys (under `values.`) that say a value, in order: one for a listed code; for Flash,
 * the parts its bits encode (fired or not, then its mode, the return light and red-eye reduction).
 */
export function valueKeys(group: string, name: string, code: StoredCode): string[] {
  if (name === "Flash" && typeof code === "number") return flashKeys(code);
  const key = LISTS[group]?.[name]?.key;
  return key ? [`${key}.${code}`] : [];
}

/** Whether the code itself is shown beside its words, as a GPS reference's letter is. */
export function citesCode(group: string, name: string): boolean {
  return LISTS[group]?.[name]?.cite === true;
}

function flashKeys(code: number): string[] {
  if (code & 0x20) return ["Flash.none"];
  const keys = [code & 0x01 ? "Flash.fired" : "Flash.notFired"];
  const mode = (code >> 3) & 0x03;
  if (mode === 1 || mode === 2) keys.push("Flash.compulsory");
  if (mode === 3) keys.push("Flash.auto");
  const returned = (code >> 1) & 0x03;
  if (returned === 2) keys.push("Flash.returnNotDetected");
  if (returned === 3) keys.push("Flash.returnDetected");
  if (code & 0x40) keys.push("Flash.redEye");
  return keys;
}
