// ExifReader's English descriptions of listed values and GPS measures, said in each language from what
// the file stores.
import { describe, expect, it } from "vitest";
import { createTranslator } from "#app/i18n/translator.ts";
import {
  ascii,
  exifSegment,
  fixture,
  gpsIfd,
  iptcSegment,
  jpegWith,
  png,
  rational,
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
const GPS = {
  speedRef: 0x0c,
  speed: 0x0d,
  trackRef: 0x0e,
  track: 0x0f,
  imgDirection: 0x11,
  destBearing: 0x18,
  hPositioningError: 0x1f,
};

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
  const said = groupsInLanguage(of, t, lang);
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

  it("writes the GPS coordinates and altitude in the reader's language, keeping the stored number", () => {
    // ExifReader's words: "33.8568", "151.21529999999998", "12 m" (unsigned, the reference says which side).
    const french = valuesIn("fr", fr);
    expect(french("exif", "GPSLatitude")).toBe("33,8568°");
    expect(french("exif", "GPSLongitude")).toBe("151,2153°");
    expect(french("exif", "GPSAltitude")).toBe("12\u202fm");
    // ExifReader's summary of the position is signed: south of the equator is negative.
    expect(french("gps", "Latitude")).toBe("-33,8568°");
    expect(french("gps", "Altitude")).toBe("12\u202fm");
    expect(valuesIn("vi", vi)("gps", "Longitude")).toBe("151,2153°");
    expect(valuesIn("en", en)("exif", "GPSLongitude")).toBe("151.2153°");
    const row = (group: string, name: string) =>
      groups.find((g) => g.id === group)?.rows.find((r) => r.name === name);
    expect(row("exif", "GPSLongitude")?.code).toBeCloseTo(151.2153, 9);
    expect(row("exif", "GPSAltitude")?.code).toBe(12);
  });

  it("writes an altitude's decimals and thousands as the language does", () => {
    const everest = jpegWith(fixture("C.jpg"), [exifSegment(tiff({ gps: gpsIfd(27.988, 86.925, 8848.9) }))]);
    const high = inspect(everest.slice().buffer).groups;
    expect(valuesIn("en", en, high)("exif", "GPSAltitude")).toBe("8,848.9 m");
    expect(valuesIn("fr", fr, high)("exif", "GPSAltitude")).toBe("8\u202f848,9\u202fm");
    expect(valuesIn("vi", vi, high)("gps", "Altitude")).toBe("8.848,9 m");
  });

  it("writes a GPS direction from the north its reference names, a speed in its unit, a positioning error in metres", () => {
    // ExifReader's words: "90.25", "180.5", "45", "45.5", "5.25", numbers without a unit or a north.
    const moving = jpegWith(fixture("C.jpg"), [
      exifSegment(
        tiff({
          gps: {
            ...gpsIfd(21.0285, 105.8542),
            [GPS_IMG_DIRECTION_REF]: ascii("M"),
            [GPS.imgDirection]: rational([9025, 100]),
            [GPS.trackRef]: ascii("T"),
            [GPS.track]: rational([18050, 100]),
            // A bearing without its reference: the page names no north the file does not.
            [GPS.destBearing]: rational([45, 1]),
            [GPS.speedRef]: ascii("K"),
            [GPS.speed]: rational([455, 10]),
            [GPS.hPositioningError]: rational([525, 100]),
          },
        }),
      ),
    ]);
    const record = inspect(moving.slice().buffer).groups;
    const french = valuesIn("fr", fr, record);
    expect(french("exif", "GPSImgDirection")).toBe("90,25° par rapport au nord magnétique");
    expect(french("exif", "GPSTrack")).toBe("180,5° par rapport au nord géographique");
    expect(french("exif", "GPSDestBearing")).toBe("45°");
    expect(french("exif", "GPSSpeed")).toBe("45,5\u202fkm/h");
    expect(french("exif", "GPSHPositioningError")).toBe("5,25\u202fm");
    const english = valuesIn("en", en, record);
    expect(english("exif", "GPSImgDirection")).toBe("90.25° from magnetic north");
    expect(english("exif", "GPSSpeed")).toBe("45.5 km/h");
    expect(english("exif", "GPSHPositioningError")).toBe("5.25 m");
    const vietnamese = valuesIn("vi", vi, record);
    expect(vietnamese("exif", "GPSTrack")).toBe("180,5° so với hướng bắc thật");
    expect(vietnamese("exif", "GPSImgDirection")).toBe("90,25° so với hướng bắc từ");
    const row = (name: string) => record.find((g) => g.id === "exif")?.rows.find((r) => r.name === name);
    expect(row("GPSImgDirection")?.code).toBe(90.25);
    expect(row("GPSSpeed")?.code).toBe(45.5);
  });

  it("writes a speed in miles per hour or in knots, as the reference says", () => {
    const speed = (unit: string, lang: "en" | "fr" | "vi", resources: unknown) => {
      const file = jpegWith(fixture("C.jpg"), [
        exifSegment(tiff({ gps: { [GPS.speedRef]: ascii(unit), [GPS.speed]: rational([12, 1]) } })),
      ]);
      return valuesIn(lang, resources, inspect(file.slice().buffer).groups)("exif", "GPSSpeed");
    };
    expect(speed("M", "en", en)).toBe("12 mph");
    expect(speed("M", "fr", fr)).toBe("12\u202fmi/h");
    expect(speed("N", "en", en)).toBe("12 kn");
    expect(speed("N", "fr", fr)).toBe("12\u202fnd");
    expect(speed("N", "vi", vi)).toBe("12 hải lý/giờ");
  });

  it("reads XMP's GPS text: coordinates in signed decimal degrees, rationals as measures", () => {
    // ExifReader's words: "21.0285N", "105.851" (its reading of degrees, minutes and seconds), "125/10".
    const xmp = jpegWith(fixture("C.jpg"), [
      xmpSegment(
        xmpPacket({
          "xmlns:exif": "http://ns.adobe.com/exif/1.0/",
          "exif:GPSLatitude": "21,1.71N",
          "exif:GPSLongitude": "105,51,15.12E",
          "exif:GPSDestLatitude": "33,51.408S",
          "exif:GPSDestLongitude": "0,7.65465W",
          "exif:GPSAltitude": "125/10",
          "exif:GPSImgDirectionRef": "T",
          "exif:GPSImgDirection": "9025/100",
          "exif:GPSSpeedRef": "N",
          "exif:GPSSpeed": "12/1",
          "exif:GPSHPositioningError": "5.25",
        }),
      ),
    ]);
    const record = inspect(xmp.slice().buffer).groups;
    const french = valuesIn("fr", fr, record);
    expect(french("xmp", "GPSLatitude")).toBe("21,0285°");
    expect(french("xmp", "GPSLongitude")).toBe("105,8542°");
    expect(french("xmp", "GPSDestLatitude")).toBe("-33,8568°");
    expect(french("xmp", "GPSDestLongitude")).toBe("-0,127578°");
    expect(french("xmp", "GPSAltitude")).toBe("12,5\u202fm");
    expect(french("xmp", "GPSImgDirection")).toBe("90,25° par rapport au nord géographique");
    expect(french("xmp", "GPSSpeed")).toBe("12\u202fnd");
    expect(french("xmp", "GPSHPositioningError")).toBe("5,25\u202fm");
    expect(valuesIn("en", en, record)("xmp", "GPSLongitude")).toBe("105.8542°");
    const row = (name: string) => record.find((g) => g.id === "xmp")?.rows.find((r) => r.name === name);
    expect(row("GPSLatitude")?.code).toBeCloseTo(21.0285, 9);
    expect(row("GPSDestLatitude")?.code).toBeCloseTo(-33.8568, 9);
  });

  it("says an IPTC record's codes, with the letter the file stores", () => {
    const agency = jpegWith(fixture("C.jpg"), [
      // Image Orientation, Object Cycle, Action Advised, Editorial Update, and a caption's city.
      iptcSegment({ 643: "L", 587: "p", 554: "02", 520: "01", 602: "Sydney" }),
    ]);
    const record = inspect(agency.slice().buffer).groups;
    const french = valuesIn("fr", fr, record);
    expect(french("iptc", "Image Orientation")).toBe("Format paysage (L)");
    expect(french("iptc", "Object Cycle")).toBe("Édition du soir (p)");
    expect(french("iptc", "Action Advised")).toBe("Remplacer l’élément");
    expect(french("iptc", "Editorial Update")).toBe("Même élément dans une autre langue");
    expect(french("iptc", "City")).toBe("Sydney");
    expect(valuesIn("vi", vi, record)("iptc", "Image Orientation")).toBe("Khổ ngang (L)");
    expect(valuesIn("en", en, record)("iptc", "Object Cycle")).toBe("Evening edition (p)");
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
