// Each finding on real bytes: files built with the EXIF/XMP/PNG writers of fixtures/make-images.ts on
// top of real pictures, read by ExifReader exactly as the browser's worker reads them.
import { describe, expect, it } from "vitest";
import {
  ascii,
  exifSegment,
  fixture,
  gpsIfd,
  jpegWith,
  otherThumbnail,
  png,
  TAG,
  tiff,
  xmpPacket,
  xmpSegment,
} from "../fixtures/make-images.ts";
import { findings } from "./findings.ts";
import { inspect } from "./inspection.ts";

const picture = () => fixture("C.jpg");
const ARTIST = 0x013b;
const COPYRIGHT = 0x8298;
const CAMERA_OWNER = 0xa430;
const BODY_SERIAL = 0xa431;
const LENS_SERIAL = 0xa435;
const read = (bytes: Uint8Array) => inspect(bytes.slice().buffer);
const codes = (bytes: Uint8Array) => findings(read(bytes).summary).map((finding) => finding.code);

describe("findings", () => {
  it("finds no metadata in a bare picture, and nothing else", () => {
    expect(codes(jpegWith(picture(), []))).toEqual(["no_metadata"]);
  });

  it("names the editing software", () => {
    const bytes = jpegWith(picture(), [
      exifSegment(tiff({ ifd0: { [TAG.software]: ascii("GIMP 2.10.36") } })),
    ]);
    expect(findings(read(bytes).summary)).toContainEqual({ code: "edited_with", software: "GIMP 2.10.36" });
  });

  it("does not call a camera's firmware an editor", () => {
    const bytes = jpegWith(picture(), [
      exifSegment(tiff({ ifd0: { [TAG.make]: ascii("Apple"), [TAG.software]: ascii("17.4.1") } })),
    ]);
    expect(codes(bytes)).toEqual([]);
  });

  it("names an editor found only in the XMP history", () => {
    const history =
      '<xmpMM:History><rdf:Seq><rdf:li stEvt:action="saved" stEvt:softwareAgent="Adobe Photoshop 25.0 (Windows)" stEvt:when="2024-05-02T09:00:00+07:00"/></rdf:Seq></xmpMM:History>';
    const bytes = jpegWith(picture(), [xmpSegment(xmpPacket({}, history))]);
    const inspection = read(bytes);
    expect(inspection.summary.history).toEqual([
      { action: "saved", agent: "Adobe Photoshop 25.0 (Windows)", when: "2024-05-02T09:00:00+07:00" },
    ]);
    expect(findings(inspection.summary)).toContainEqual({
      code: "edited_with",
      software: "Adobe Photoshop 25.0 (Windows)",
    });
  });

  it("sees dates that disagree, and a save long after capture", () => {
    const bytes = jpegWith(picture(), [
      exifSegment(
        tiff({
          ifd0: { [TAG.dateTime]: ascii("2024:06:10 08:00:00") },
          exif: {
            [TAG.dateTimeOriginal]: ascii("2024:05:01 10:00:00"),
            [TAG.offsetTimeOriginal]: ascii("+07:00"),
            [TAG.dateTimeDigitized]: ascii("2024:05:01 10:00:00"),
          },
        }),
      ),
      xmpSegment(xmpPacket({ "xmp:CreateDate": "2023-12-24T18:30:00" })),
    ]);
    const list = findings(read(bytes).summary);
    const disagree = list.find((finding) => finding.code === "dates_disagree");
    expect(disagree).toMatchObject({
      first: { source: "xmp:CreateDate", text: "2023-12-24T18:30:00" },
      last: { source: "DateTimeOriginal", text: "2024:05:01 10:00:00 +07:00", offset: "+07:00" },
    });
    expect(list.map((finding) => finding.code)).toContain("modified_after_capture");
  });

  it("lets dates a few seconds apart, or in another time zone notation, agree", () => {
    const bytes = jpegWith(picture(), [
      exifSegment(tiff({ exif: { [TAG.dateTimeOriginal]: ascii("2024:05:01 10:00:00") } })),
      xmpSegment(xmpPacket({ "xmp:CreateDate": "2024-05-01T10:00:30+07:00" })),
    ]);
    expect(codes(bytes)).not.toContain("dates_disagree");
  });

  it("takes the XMP creation date when the camera's date is missing", () => {
    const { summary } = read(fixture("no_manifest.jpg"));
    expect(summary.taken).toMatchObject({ source: "xmp:CreateDate", offset: "-08:00" });
    expect(summary.modified?.source).toBe("DateTime");
  });

  it("reads a GPS position with its altitude", () => {
    const bytes = jpegWith(picture(), [exifSegment(tiff({ gps: gpsIfd(21.0285, 105.8542, 12.5) }))]);
    const { summary } = read(bytes);
    expect(summary.position?.latitude).toBeCloseTo(21.0285, 5);
    expect(summary.position?.longitude).toBeCloseTo(105.8542, 5);
    expect(summary.position?.altitude).toBe(12.5);
    expect(codes(bytes)).toEqual(["gps_present"]);
  });

  it("ignores the 0,0 position of a phone without a fix", () => {
    const bytes = jpegWith(picture(), [exifSegment(tiff({ gps: gpsIfd(0, 0) }))]);
    expect(read(bytes).summary.position).toBeUndefined();
  });

  it("finds AI generation declared as an IPTC digital source type", () => {
    const source = "http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia";
    const bytes = jpegWith(picture(), [xmpSegment(xmpPacket({ "Iptc4xmpExt:DigitalSourceType": source }))]);
    expect(findings(read(bytes).summary)).toContainEqual({
      code: "ai_declared",
      declarations: [{ source: "iptc", evidence: source, sourceType: "trainedAlgorithmicMedia" }],
    });
  });

  it("does not take a digital capture for AI", () => {
    const source = "http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture";
    const bytes = jpegWith(picture(), [xmpSegment(xmpPacket({ "Iptc4xmpExt:DigitalSourceType": source }))]);
    expect(codes(bytes)).not.toContain("ai_declared");
  });

  it("finds a generator named in XMP's CreatorTool", () => {
    const bytes = jpegWith(picture(), [xmpSegment(xmpPacket({ "xmp:CreatorTool": "Adobe Firefly" }))]);
    expect(findings(read(bytes).summary)).toContainEqual({
      code: "ai_declared",
      declarations: [{ source: "xmp", evidence: "Adobe Firefly" }],
    });
  });

  it("finds a Stable Diffusion prompt in a PNG text chunk", () => {
    const bytes = png(8, 8, { parameters: "a cat on a roof\nSteps: 20, Sampler: Euler a, Seed: 42" });
    const list = findings(read(bytes).summary);
    expect(list).toContainEqual({
      code: "ai_declared",
      declarations: [
        { source: "png", evidence: "parameters: a cat on a roof\nSteps: 20, Sampler: Euler a, Seed: 42" },
      ],
    });
  });

  it("finds a generator named in a PNG's Software chunk", () => {
    const list = findings(read(png(8, 8, { Software: "NovelAI" })).summary);
    expect(list.find((finding) => finding.code === "ai_declared")).toBeDefined();
  });

  it("keeps the thumbnail of a file whose picture was replaced", () => {
    const thumbnail = otherThumbnail();
    const bytes = jpegWith(picture(), [
      exifSegment(tiff({ ifd0: { [TAG.make]: ascii("Canon") }, thumbnail })),
    ]);
    expect(read(bytes).thumbnail).toEqual(thumbnail);
    expect(findings(read(bytes).summary, { thumbnailDiffers: true }).map((f) => f.code)).toContain(
      "thumbnail_differs",
    );
  });

  it("says a non-image file is unreadable, without crashing", () => {
    const inspection = read(new TextEncoder().encode("<html>not a picture</html>"));
    expect(inspection.unreadable).toBeDefined();
    expect(findings(inspection.summary, { unreadable: true }).map((f) => f.code)).toEqual(["unreadable"]);
  });

  it("reads what it can of a truncated file", () => {
    const whole = jpegWith(picture(), [exifSegment(tiff({ ifd0: { [TAG.make]: ascii("Nikon") } }))]);
    const inspection = read(whole.subarray(0, 4000));
    expect(inspection.summary.camera.make).toBe("Nikon");
  });

  it("reads the camera, lens and dimensions", () => {
    const bytes = jpegWith(picture(), [
      exifSegment(
        tiff({
          ifd0: { [TAG.make]: ascii("FUJIFILM"), [TAG.model]: ascii("X-T5") },
          exif: { [TAG.lensModel]: ascii("XF23mmF1.4 R LM WR") },
        }),
      ),
    ]);
    const { summary } = read(bytes);
    expect(summary.camera).toEqual({ make: "FUJIFILM", model: "X-T5", lens: "XF23mmF1.4 R LM WR" });
    expect([summary.width, summary.height, summary.format]).toEqual([2048, 1365, "JPEG"]);
  });

  it("names every field that may identify the author or the camera", () => {
    const bytes = jpegWith(picture(), [
      exifSegment(
        tiff({
          ifd0: { [ARTIST]: ascii("Trần Thị B"), [COPYRIGHT]: ascii("© 2024 Trần Thị B") },
          exif: {
            [CAMERA_OWNER]: ascii("Newsroom pool 3"),
            [BODY_SERIAL]: ascii("032024001234"),
            [LENS_SERIAL]: ascii("LS-77"),
          },
        }),
      ),
      xmpSegment(
        xmpPacket(
          { "xmlns:dc": "http://purl.org/dc/elements/1.1/" },
          "<dc:creator><rdf:Seq><rdf:li>Jane Doe</rdf:li></rdf:Seq></dc:creator>",
        ),
      ),
    ]);
    const found = findings(read(bytes).summary).find((finding) => finding.code === "identifies_author");
    expect(found).toEqual({
      code: "identifies_author",
      fields: [
        { group: "exif", tag: "Artist", kind: "author", value: "Trần Thị B" },
        { group: "exif", tag: "Copyright", kind: "copyright", value: "© 2024 Trần Thị B" },
        { group: "exif", tag: "CameraOwnerName", kind: "owner", value: "Newsroom pool 3" },
        { group: "exif", tag: "BodySerialNumber", kind: "bodySerial", value: "032024001234" },
        { group: "exif", tag: "LensSerialNumber", kind: "lensSerial", value: "LS-77" },
        { group: "xmp", tag: "creator", kind: "author", value: "Jane Doe" },
      ],
    });
    // A camera's make and model name a kind of camera, not one camera or a person.
    const camera = jpegWith(picture(), [
      exifSegment(tiff({ ifd0: { [TAG.make]: ascii("Canon"), [TAG.model]: ascii("Canon EOS 5D") } })),
    ]);
    expect(codes(camera)).not.toContain("identifies_author");
  });

  it("does not say there is no metadata while Content Credentials are still being read", () => {
    const { summary } = read(fixture("C.jpg"));
    expect(summary.hasMetadata).toBe(false);
    expect(findings(summary).map((f) => f.code)).toEqual(["no_metadata"]);
    expect(findings(summary, { c2paPending: true })).toEqual([]);
  });
});
