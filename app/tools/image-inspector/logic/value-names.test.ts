// ExifReader's English descriptions of listed values, said in each language from the stored number.
import { describe, expect, it } from "vitest";
import { createTranslator } from "../../../i18n/translator.ts";
import {
  ascii,
  exifSegment,
  fixture,
  gpsIfd,
  jpegWith,
  png,
  short,
  tiff,
  xmpPacket,
  xmpSegment,
} from "../fixtures/make-images.ts";
import en from "../locales/en.json" with { type: "json" };
import fr from "../locales/fr.json" with { type: "json" };
import vi from "../locales/vi.json" with { type: "json" };
import { groupsInLanguage } from "./groups-in-language.ts";
import { inspect } from "./inspection.ts";
import { valueKeys } from "./value-names.ts";

const ORIENTATION = 0x0112;
const EXPOSURE_PROGRAM = 0x8822;
const FLASH = 0x9209;
const WHITE_BALANCE = 0xa403;
const MAKER_NOTE_LIKE = 0xa500;
const LIGHT_SOURCE = 0x9208;
const GPS_IMG_DIRECTION_REF = 0x10;

const photo = jpegWith(fixture("C.jpg"), [
  exifSegment(
    tiff({
      ifd0: { [ORIENTATION]: short(6) },
      exif: {
        [EXPOSURE_PROGRAM]: short(3),
        [FLASH]: short(0x19),
        [WHITE_BALANCE]: short(1),
        [MAKER_NOTE_LIKE]: short(7),
        [LIGHT_SOURCE]: short(10),
      },
      // Sydney: south latitude, east longitude, above sea level; the direction from magnetic north.
      gps: { ...gpsIfd(-33.8568, 151.2153, 12), [GPS_IMG_DIRECTION_REF]: ascii("M") },
    }),
  ),
  xmpSegment(xmpPacket({ "tiff:Orientation": "1" })),
]);
const { groups } = inspect(photo.slice().buffer);

function valuesIn(lang: "en" | "fr" | "vi", resources: unknown, of = groups) {
  const t = createTranslator(lang, { image_inspector: resources as never }).getFixedT("image_inspector");
  const said = groupsInLanguage(of, t);
  const value = (group: string, name: string) =>
    said.find((g) => g.id === group)?.rows.find((row) => row.name === name)?.value;
  return value;
}

describe("listed values in the reader's language", () => {
  it("says orientation, exposure program, flash and white balance in French", () => {
    const value = valuesIn("fr", fr);
    expect(value("exif", "Orientation")).toBe("Rotation de 90° dans le sens horaire");
    expect(value("exif", "ExposureProgram")).toBe("Priorité à l’ouverture");
    expect(value("exif", "Flash")).toBe("Flash déclenché, mode automatique");
    expect(value("exif", "WhiteBalance")).toBe("Balance des blancs manuelle");
    // XMP writes the number as text; ExifReader calls it "Horizontal (normal)".
    expect(value("xmp", "Orientation")).toBe("Horizontale (normale)");
  });

  it("says them in Vietnamese and English too", () => {
    expect(valuesIn("vi", vi)("exif", "Orientation")).toBe("Xoay 90° theo chiều kim đồng hồ");
    expect(valuesIn("en", en)("exif", "Flash")).toBe("Flash fired, auto mode");
  });

  it("says the GPS references with the letter the file stores, and the light source", () => {
    const value = valuesIn("fr", fr);
    expect(value("exif", "GPSLatitudeRef")).toBe("Sud (S)");
    expect(value("exif", "GPSLongitudeRef")).toBe("Est (E)");
    expect(value("exif", "GPSAltitudeRef")).toBe("Au-dessus du niveau de la mer");
    expect(value("exif", "GPSImgDirectionRef")).toBe("Nord magnétique (M)");
    expect(value("exif", "LightSource")).toBe("Temps nuageux");
    const vietnamese = valuesIn("vi", vi);
    expect(vietnamese("exif", "GPSLatitudeRef")).toBe("Nam (S)");
    expect(vietnamese("exif", "LightSource")).toBe("Trời nhiều mây");
    expect(valuesIn("en", en)("exif", "GPSLongitudeRef")).toBe("East (E)");
  });

  it("says a JFIF header's unit and a PNG header's fields", () => {
    // C.jpg's JFIF header gives no unit (0), which ExifReader calls "None".
    expect(valuesIn("fr", fr)("jfif", "Resolution Unit")).toBe("Sans unité (proportions seulement)");
    expect(valuesIn("vi", vi)("jfif", "Resolution Unit")).toBe("Không có đơn vị (chỉ tỉ lệ khung hình)");
    const picture = inspect(png(4, 4).slice().buffer).groups;
    const value = valuesIn("vi", vi, picture);
    expect(value("pngFile", "Color Type")).toBe("RGB (màu thật)");
    expect(value("pngFile", "Interlace")).toBe("Không xen kẽ");
    expect(valuesIn("fr", fr, picture)("pngFile", "Filter")).toBe("Adaptatif (par ligne)");
  });

  it("says an ICC profile's class and rendering intent", () => {
    // The no-manifest fixture carries the sRGB IEC61966-2.1 display profile, perceptual intent.
    const profiled = inspect(fixture("no_manifest.jpg").slice().buffer).groups;
    expect(valuesIn("fr", fr, profiled)("icc", "Profile/Device class")).toBe("Écran");
    expect(valuesIn("vi", vi, profiled)("icc", "Rendering Intent")).toBe("Cảm nhận");
    expect(valuesIn("en", en, profiled)("icc", "Profile/Device class")).toBe("Display");
  });

  it("keeps a value the list does not know as ExifReader describes it", () => {
    const odd = jpegWith(fixture("C.jpg"), [
      exifSegment(tiff({ exif: { [LIGHT_SOURCE]: short(99) }, gps: { 1: ascii("X") } })),
    ]);
    const oddGroups = inspect(odd.slice().buffer).groups;
    const value = valuesIn("fr", fr, oddGroups);
    const original = (name: string) =>
      oddGroups.find((g) => g.id === "exif")?.rows.find((r) => r.name === name);
    expect(value("exif", "LightSource")).toBe(original("LightSource")?.value);
    expect(value("exif", "GPSLatitudeRef")).toBe(original("GPSLatitudeRef")?.value);
    expect(original("GPSLatitudeRef")?.code).toBeUndefined();
  });

  it("keeps every other value as the file wrote it", () => {
    const value = valuesIn("fr", fr);
    const original = (name: string) => groups.find((g) => g.id === "exif")?.rows.find((r) => r.name === name);
    expect(value("exif", "Exif IFD Pointer")).toBe(original("Exif IFD Pointer")?.value);
  });

  it("reads a flash's bits: fired, mode, return light, red-eye", () => {
    expect(valueKeys("exif", "Flash", 0x00)).toEqual(["Flash.notFired"]);
    expect(valueKeys("exif", "Flash", 0x20)).toEqual(["Flash.none"]);
    expect(valueKeys("exif", "Flash", 0x10)).toEqual(["Flash.notFired", "Flash.compulsory"]);
    expect(valueKeys("exif", "Flash", 0x4f)).toEqual([
      "Flash.fired",
      "Flash.compulsory",
      "Flash.returnDetected",
      "Flash.redEye",
    ]);
    expect(valueKeys("exif", "Flash", 0x5d)).toEqual([
      "Flash.fired",
      "Flash.auto",
      "Flash.returnNotDetected",
      "Flash.redEye",
    ]);
  });
});
