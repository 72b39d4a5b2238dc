// The summary of real files: the fixtures' photos, and JPEG and PNG files built with the EXIF, XMP, IPTC
// and PNG writers of fixtures/make-images.ts, read by ExifReader as the browser's worker reads them.
import { describe, expect, it } from "vitest";
import {
  ascii,
  exifSegment,
  fixture,
  gpsIfd,
  jpegWith,
  png,
  rational,
  short,
  TAG,
  tiff,
  xmpPacket,
  xmpSegment,
} from "../fixtures/make-images.ts";
import { concatBytes } from "./bytes.ts";
import { readMetadata, type Tags } from "./metadata.ts";
import { summarize } from "./summary.ts";

const picture = () => fixture("C.jpg");
const summaryOf = (bytes: Uint8Array) => summarize(readMetadata(bytes.slice().buffer).tags);
const text = (value: string) => new TextEncoder().encode(value);

/** An APP13 segment as Photoshop writes it: an 8BIM IPTC-NAA block holding record 2 datasets. */
function iptcSegment(datasets: [number, string][]): Uint8Array {
  const data = concatBytes(
    datasets.map(([id, value]) => {
      const bytes = text(value);
      return concatBytes([new Uint8Array([0x1c, 2, id, bytes.length >> 8, bytes.length & 0xff]), bytes]);
    }),
  );
  const size = new Uint8Array(4);
  new DataView(size.buffer).setUint32(0, data.length);
  const payload = concatBytes([
    text("Photoshop 3.0\0"),
    text("8BIM"),
    new Uint8Array([0x04, 0x04, 0, 0]),
    size,
    data,
    new Uint8Array(data.length % 2),
  ]);
  const length = payload.length + 2;
  return concatBytes([new Uint8Array([0xff, 0xed, length >> 8, length & 0xff]), payload]);
}

const IPTC_DATE_CREATED = 55;
const IPTC_TIME_CREATED = 60;
const ORIENTATION = 0x0112;
const DATE_TIME_ORIGINAL_OFFSET = TAG.offsetTimeOriginal;
const GPS_IMG_DIRECTION = 0x11;
const GPS_H_POSITIONING_ERROR = 0x1f;

describe("summarize", () => {
  it("sums up a Photoshop export: size, format, dates, software and its history", () => {
    const summary = summaryOf(fixture("no_manifest.jpg"));
    expect(summary).toMatchObject({
      format: "JPEG",
      width: 2100,
      height: 1500,
      camera: {},
      software: ["Adobe Photoshop 24.1 (20221029.m.1946 73a94a1)  (Macintosh)"],
      history: [
        {
          action: "saved",
          when: "2022-11-07T14:20:44-08:00",
          agent: "Adobe Photoshop 24.1 (20221029.m.1946 73a94a1)  (Macintosh)",
        },
      ],
      aiDeclarations: [],
      hasMetadata: true,
      taken: { source: "xmp:CreateDate", text: "2022-11-07T14:20:13-08:00", offset: "-08:00" },
      modified: { source: "DateTime", text: "2022:11:07 14:20:44" },
    });
    // Orientation 1 is the default: not worth saying.
    expect(summary.orientation).toBeUndefined();
    expect(summary.position).toBeUndefined();
  });

  it("says a picture with no metadata has none, and gives only its size and format", () => {
    expect(summaryOf(picture())).toEqual({
      format: "JPEG",
      width: 2048,
      height: 1365,
      camera: {},
      captureDates: [],
      software: [],
      history: [],
      aiDeclarations: [],
      identifying: [],
      hasMetadata: false,
    });
  });

  it("gives an empty summary for no tags at all (an unreadable file)", () => {
    expect(summarize({})).toEqual({
      camera: {},
      captureDates: [],
      software: [],
      history: [],
      aiDeclarations: [],
      identifying: [],
      hasMetadata: false,
    });
  });

  it("lists every date of capture, the camera's original first, and takes it as the date taken", () => {
    const bytes = jpegWith(picture(), [
      exifSegment(
        tiff({
          ifd0: { [TAG.dateTime]: ascii("2024:05:03 18:12:09") },
          exif: {
            [TAG.dateTimeOriginal]: ascii("2024:05:01 10:00:00"),
            [DATE_TIME_ORIGINAL_OFFSET]: ascii("+07:00"),
            [TAG.dateTimeDigitized]: ascii("2024:05:01 10:00:01"),
          },
        }),
      ),
      xmpSegment(
        xmpPacket({
          "xmp:CreateDate": "2024-05-01T10:00:00+07:00",
          "photoshop:DateCreated": "2024-05-01T10:00:00",
          "xmp:ModifyDate": "2024-05-03T18:12:09+07:00",
        }),
      ),
      iptcSegment([
        [IPTC_DATE_CREATED, "20240501"],
        [IPTC_TIME_CREATED, "100000+0700"],
      ]),
    ]);
    const summary = summaryOf(bytes);
    expect(summary.captureDates.map((date) => [date.source, date.text])).toEqual([
      ["DateTimeOriginal", "2024:05:01 10:00:00 +07:00"],
      ["DateTimeDigitized", "2024:05:01 10:00:01"],
      ["xmp:CreateDate", "2024-05-01T10:00:00+07:00"],
      ["photoshop:DateCreated", "2024-05-01T10:00:00"],
      ["IPTC Date Created", "2024-05-01 10:00:00+07:00"],
    ]);
    expect(summary.taken).toEqual(summary.captureDates[0]);
    expect(summary.taken?.offset).toBe("+07:00");
    // EXIF's DateTime wins over XMP's ModifyDate.
    expect(summary.modified).toMatchObject({ source: "DateTime", text: "2024:05:03 18:12:09" });
  });

  it("joins IPTC's date and time, and skips an IPTC date without its time", () => {
    const both = summaryOf(
      jpegWith(picture(), [
        iptcSegment([
          [IPTC_DATE_CREATED, "20231224"],
          [IPTC_TIME_CREATED, "183000-0500"],
        ]),
      ]),
    );
    expect(both.taken).toEqual({
      source: "IPTC Date Created",
      text: "2023-12-24 18:30:00-05:00",
      offset: "-05:00",
      wallClock: Date.UTC(2023, 11, 24, 18, 30, 0),
    });
    const dayOnly = summaryOf(jpegWith(picture(), [iptcSegment([[IPTC_DATE_CREATED, "20231224"]])]));
    expect(dayOnly.captureDates).toEqual([]);
    expect(dayOnly.hasMetadata).toBe(true);
  });

  it("takes the digitized date when the original is missing, and XMP's ModifyDate when DateTime is", () => {
    const summary = summaryOf(
      jpegWith(picture(), [
        exifSegment(tiff({ exif: { [TAG.dateTimeDigitized]: ascii("2019:08:15 07:45:30") } })),
        xmpSegment(xmpPacket({ "xmp:ModifyDate": "2019-08-16T09:00:00+02:00" })),
      ]),
    );
    expect(summary.taken).toMatchObject({ source: "DateTimeDigitized", text: "2019:08:15 07:45:30" });
    expect(summary.modified).toMatchObject({ source: "xmp:ModifyDate", offset: "+02:00" });
  });

  it("leaves out dates a camera without a clock writes blank or zeroed", () => {
    const summary = summaryOf(
      jpegWith(picture(), [
        exifSegment(
          tiff({
            ifd0: { [TAG.make]: ascii("Canon"), [TAG.dateTime]: ascii("    :  :     :  :  ") },
            exif: {
              [TAG.dateTimeOriginal]: ascii("0000:00:00 00:00:00"),
              [DATE_TIME_ORIGINAL_OFFSET]: ascii("   :  "),
            },
          }),
        ),
      ]),
    );
    expect(summary.captureDates).toEqual([]);
    expect(summary.taken).toBeUndefined();
    expect(summary.modified).toBeUndefined();
    expect(summary.camera).toEqual({ make: "Canon" });
  });

  it("reads the position with altitude, the direction the camera faced and its accuracy", () => {
    const summary = summaryOf(
      jpegWith(picture(), [
        exifSegment(
          tiff({
            gps: {
              ...gpsIfd(48.8584, 2.2945, 35),
              [GPS_IMG_DIRECTION]: rational([27150, 100]),
              [GPS_H_POSITIONING_ERROR]: rational([5, 1]),
            },
          }),
        ),
      ]),
    );
    expect(summary.position?.latitude).toBeCloseTo(48.8584, 5);
    expect(summary.position?.longitude).toBeCloseTo(2.2945, 5);
    expect(summary.position).toMatchObject({ altitude: 35, direction: 271.5, accuracy: 5 });
  });

  it("reads a position in the southern and western hemispheres", () => {
    const summary = summaryOf(jpegWith(picture(), [exifSegment(tiff({ gps: gpsIfd(-33.8568, -70.6483) }))]));
    expect(summary.position?.latitude).toBeCloseTo(-33.8568, 4);
    expect(summary.position?.longitude).toBeCloseTo(-70.6483, 4);
    expect(summary.position).not.toHaveProperty("altitude");
  });

  it("keeps a turned orientation, and ignores the default and values EXIF does not define", () => {
    const turned = (value: number) =>
      summaryOf(jpegWith(picture(), [exifSegment(tiff({ ifd0: { [ORIENTATION]: short(value) } }))]));
    expect(turned(6).orientation).toBe(6);
    expect(turned(8).orientation).toBe(8);
    expect(turned(1).orientation).toBeUndefined();
    expect(turned(9).orientation).toBeUndefined();
  });

  it("does not count the orientation alone, which a cleaned copy keeps, as metadata", () => {
    const orientationOnly = jpegWith(picture(), [exifSegment(tiff({ ifd0: { [ORIENTATION]: short(6) } }))]);
    expect(summaryOf(orientationOnly)).toMatchObject({ hasMetadata: false, orientation: 6 });
    const withMake = jpegWith(picture(), [
      exifSegment(tiff({ ifd0: { [ORIENTATION]: short(6), [TAG.make]: ascii("Apple") } })),
    ]);
    expect(summaryOf(withMake).hasMetadata).toBe(true);
  });

  it("names software once when EXIF and XMP both give it, and the lens from XMP when EXIF has none", () => {
    const summary = summaryOf(
      jpegWith(picture(), [
        exifSegment(
          tiff({
            ifd0: { [TAG.make]: ascii("Canon"), [TAG.software]: ascii("Adobe Lightroom Classic 13.2") },
          }),
        ),
        xmpSegment(
          xmpPacket({
            "xmlns:aux": "http://ns.adobe.com/exif/1.0/aux/",
            "aux:Lens": "EF24-70mm f/2.8L II USM",
            "xmp:CreatorTool": "Adobe Lightroom Classic 13.2",
          }),
        ),
      ]),
    );
    expect(summary.software).toEqual(["Adobe Lightroom Classic 13.2"]);
    expect(summary.camera).toEqual({ make: "Canon", lens: "EF24-70mm f/2.8L II USM" });
    expect(summary.aiDeclarations).toEqual([]);
  });

  it("keeps history steps with an action, in order, and drops one without", () => {
    const history =
      "<xmpMM:History><rdf:Seq>" +
      '<rdf:li stEvt:action="created" stEvt:when="2024-05-01T10:05:00+07:00" stEvt:softwareAgent="Adobe Photoshop 25.0 (Windows)"/>' +
      '<rdf:li stEvt:when="2024-05-01T10:06:00+07:00"/>' +
      '<rdf:li stEvt:action="converted"/>' +
      "</rdf:Seq></xmpMM:History>";
    expect(summaryOf(jpegWith(picture(), [xmpSegment(xmpPacket({}, history))])).history).toEqual([
      { action: "created", when: "2024-05-01T10:05:00+07:00", agent: "Adobe Photoshop 25.0 (Windows)" },
      { action: "converted" },
    ]);
  });

  it("reads a PNG's size and format from its header", () => {
    expect(summaryOf(png(640, 480))).toMatchObject({
      format: "PNG",
      width: 640,
      height: 480,
      hasMetadata: false,
    });
  });

  describe("AI declarations", () => {
    it("gives an IPTC digital source type written as a bare code with its type", () => {
      const summary = summaryOf(
        jpegWith(picture(), [
          xmpSegment(xmpPacket({ "Iptc4xmpExt:DigitalSourceType": "compositeWithTrainedAlgorithmicMedia" })),
        ]),
      );
      expect(summary.aiDeclarations).toEqual([
        {
          source: "iptc",
          evidence: "compositeWithTrainedAlgorithmicMedia",
          sourceType: "compositeWithTrainedAlgorithmicMedia",
        },
      ]);
    });

    it("says where a generator named itself, once: EXIF's Software, XMP's CreatorTool", () => {
      const exifOnly = summaryOf(
        jpegWith(picture(), [exifSegment(tiff({ ifd0: { [TAG.software]: ascii("Midjourney") } }))]),
      );
      expect(exifOnly.aiDeclarations).toEqual([{ source: "exif", evidence: "Midjourney" }]);
      const both = summaryOf(
        jpegWith(picture(), [
          exifSegment(tiff({ ifd0: { [TAG.software]: ascii("Adobe Firefly") } })),
          xmpSegment(xmpPacket({ "xmp:CreatorTool": "Adobe Firefly" })),
        ]),
      );
      expect(both.aiDeclarations).toEqual([{ source: "exif", evidence: "Adobe Firefly" }]);
    });

    it("gives a PNG's Software chunk naming a generator once, as a PNG text", () => {
      const summary = summaryOf(png(8, 8, { Software: "NovelAI" }));
      expect(summary.software).toEqual(["NovelAI"]);
      expect(summary.aiDeclarations).toEqual([{ source: "png", evidence: "Software: NovelAI" }]);
    });

    it("finds a generator's own PNG keys and a generator named in any text, cut at 120 characters", () => {
      const workflow = `{"3":{"class_type":"KSampler","inputs":{"seed":156680208700286,"steps":20}}}`;
      const comment = `Upscaled from a Midjourney v6 render ${"of a lighthouse at dusk ".repeat(10)}`;
      const summary = summaryOf(png(8, 8, { workflow, Comment: comment, Title: "Lighthouse" }));
      expect(summary.aiDeclarations).toEqual([
        { source: "png", evidence: `workflow: ${workflow}` },
        { source: "png", evidence: `Comment: ${comment.slice(0, 120)}` },
      ]);
    });

    it("does not take a camera or an ordinary editor for a generator", () => {
      const summary = summaryOf(
        jpegWith(picture(), [
          exifSegment(tiff({ ifd0: { [TAG.make]: ascii("Apple"), [TAG.software]: ascii("17.4.1") } })),
          xmpSegment(
            xmpPacket({
              "xmp:CreatorTool": "GIMP 2.10.36",
              "Iptc4xmpExt:DigitalSourceType":
                "http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture",
            }),
          ),
        ]),
      );
      expect(summary.aiDeclarations).toEqual([]);
      expect(summary.software).toEqual(["17.4.1", "GIMP 2.10.36"]);
    });
  });

  describe("tags ExifReader gives that bytes cannot easily make", () => {
    it("falls back to EXIF's pixel dimensions, and ignores zero or missing sizes", () => {
      const tags: Tags = {
        exif: {
          PixelXDimension: { id: 40962, value: 4032, description: 4032 },
          PixelYDimension: { id: 40963, value: 3024, description: 3024 },
        },
      };
      expect(summarize(tags)).toMatchObject({ width: 4032, height: 3024 });
      const zero: Tags = {
        file: {
          "Image Width": { value: 0, description: "0px" },
          "Image Height": { value: 0, description: "0px" },
        },
        exif: { ImageWidth: { id: 256, value: 1200, description: 1200 } },
      };
      const summary = summarize(zero);
      expect(summary.width).toBe(1200);
      expect(summary).not.toHaveProperty("height");
    });

    it("keeps no position for a GPS group without a place (0,0 or out of range)", () => {
      expect(summarize({ gps: { Latitude: 0, Longitude: 0, Altitude: 12 } }).position).toBeUndefined();
      expect(summarize({ gps: { Latitude: 95, Longitude: 10 } }).position).toBeUndefined();
      // A direction with a zero denominator says nothing.
      const summary = summarize({
        gps: { Latitude: 21.0285, Longitude: 105.8542 },
        exif: { GPSImgDirection: { id: 17, value: [90, 0], description: "" } },
      });
      expect(summary.position).toEqual({ latitude: 21.0285, longitude: 105.8542 });
    });
  });
});
