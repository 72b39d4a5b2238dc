// The tags whose value is one of a fixed list (orientation, flash, exposure program…): ExifReader
// describes them in English, so the page says them through the locale's `values` texts instead, from
// the number the file stores. A number the list does not know keeps ExifReader's words.

/** Tags named by the number they store, each with the numbers the locales name. */
const ENUMERATED: Record<string, readonly number[]> = {
  Orientation: [1, 2, 3, 4, 5, 6, 7, 8],
  ExposureProgram: [0, 1, 2, 3, 4, 5, 6, 7, 8],
  MeteringMode: [0, 1, 2, 3, 4, 5, 6, 255],
  WhiteBalance: [0, 1],
  ColorSpace: [1, 65535],
  ExposureMode: [0, 1, 2],
  SceneCaptureType: [0, 1, 2, 3],
  ResolutionUnit: [1, 2, 3],
  YCbCrPositioning: [1, 2],
  Contrast: [0, 1, 2],
  Saturation: [0, 1, 2],
  Sharpness: [0, 1, 2],
  CustomRendered: [0, 1],
};

/** The number a tag stores (XMP writes it as text), when it is one. */
function storedNumber(value: unknown): number | undefined {
  const single = Array.isArray(value) && value.length === 1 ? value[0] : value;
  const number = typeof single === "string" && /^\d{1,5}$/.test(single) ? Number(single) : single;
  return typeof number === "number" && Number.isInteger(number) ? number : undefined;
}

/** Whether this tag's value is said by the locales rather than as written: Flash, or a listed number. */
export function enumeratedCode(name: string, value: unknown): number | undefined {
  const number = storedNumber(value);
  if (number === undefined) return undefined;
  if (name === "Flash") return number >= 0 && number <= 0x7f ? number : undefined;
  return ENUMERATED[name]?.includes(number) ? number : undefined;
}

/**
 * The locale keys (under `values.`) that say a value, in order: one for a listed number; for Flash,
 * the parts its bits encode (fired or not, then its mode, the return light and red-eye reduction).
 */
export function valueKeys(name: string, code: number): string[] {
  if (name !== "Flash") return [`${name}.${code}`];
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
