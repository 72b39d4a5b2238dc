import { describe, expect, it } from "vitest";
import {
  ascii,
  exifSegment,
  fixture,
  gpsIfd,
  jpegWith,
  png,
  short,
  TAG,
  tiff,
  xmpPacket,
  xmpSegment,
} from "../fixtures/make-images.ts";
import { hasC2paManifest } from "./c2pa.ts";
import { findings } from "./findings.ts";
import { inspect } from "./inspection.ts";
import { stripJpeg, stripMetadata, stripPng } from "./strip.ts";

const read = (bytes: Uint8Array) => inspect(bytes.slice().buffer);

describe("a copy without metadata", () => {
  it("keeps nothing of a JPEG's EXIF, GPS, XMP or thumbnail, and every byte of its picture", () => {
    const original = jpegWith(fixture("C.jpg"), [
      exifSegment(
        tiff({
          ifd0: { [TAG.make]: ascii("Canon"), [TAG.software]: ascii("GIMP") },
          gps: gpsIfd(48.8584, 2.2945),
        }),
      ),
      xmpSegment(xmpPacket({ "xmp:CreatorTool": "Adobe Firefly" })),
    ]);
    expect(read(original).summary.hasMetadata).toBe(true);
    const clean = stripJpeg(original) as Uint8Array;
    const again = read(clean);
    expect(again.summary.hasMetadata).toBe(false);
    expect(again.summary.position).toBeUndefined();
    expect(again.thumbnail).toBeUndefined();
    expect(again.groups.map((group) => group.id).sort()).toEqual(["file", "jfif"]);
    // The picture (everything from the start of scan) is the very same bytes.
    const scan = (bytes: Uint8Array) =>
      bytes.subarray(bytes.findIndex((b, i) => b === 0xff && bytes[i + 1] === 0xda));
    expect(scan(clean)).toEqual(scan(original));
  });

  it("removes Content Credentials, ICC and IPTC from the fixtures", () => {
    for (const name of ["C.jpg", "CA.jpg", "no_manifest.jpg"] as const) {
      const clean = stripMetadata(fixture(name)) as Uint8Array;
      expect(hasC2paManifest(clean)).toBe(false);
      const groups = read(clean).groups.map((group) => group.id);
      expect(groups).not.toContain("exif");
      expect(groups).not.toContain("icc");
      expect(groups).not.toContain("iptc");
      expect(groups).not.toContain("xmp");
    }
  });

  it("drops a PNG's text chunks and keeps its image", () => {
    const original = png(4, 3, { parameters: "a prompt", Software: "NovelAI" });
    const clean = stripPng(original) as Uint8Array;
    const again = read(clean);
    expect(again.groups.map((group) => group.id)).not.toContain("pngText");
    expect(again.summary.aiDeclarations).toEqual([]);
    expect([again.summary.width, again.summary.height]).toEqual([4, 3]);
  });

  it("keeps a portrait photo's orientation, and nothing else", () => {
    const original = jpegWith(fixture("C.jpg"), [
      exifSegment(tiff({ ifd0: { 274: short(6), [TAG.make]: ascii("Apple") }, gps: gpsIfd(10.77, 106.7) })),
    ]);
    const summary = read(original).summary;
    expect(summary.orientation).toBe(6);
    const again = read(stripMetadata(original, summary.orientation) as Uint8Array);
    expect(again.groups.find((group) => group.id === "exif")?.rows).toEqual([
      { name: "Orientation", value: "right-top", code: 6 },
    ]);
    expect(again.summary).toMatchObject({ hasMetadata: false, orientation: 6 });
    expect(findings(again.summary).map((finding) => finding.code)).toEqual(["no_metadata"]);
  });

  it("gives up on what it cannot follow rather than write a broken file", () => {
    expect(stripMetadata(new TextEncoder().encode("GIF89a…"))).toBeUndefined();
    expect(stripJpeg(fixture("C.jpg").subarray(0, 100))).toBeUndefined();
  });
});

describe("Content Credentials in the bytes", () => {
  it("spots the manifests of the C2PA fixtures, and none in the plain one", () => {
    expect(hasC2paManifest(fixture("C.jpg"))).toBe(true);
    expect(hasC2paManifest(fixture("CA.jpg"))).toBe(true);
    expect(hasC2paManifest(fixture("no_manifest.jpg"))).toBe(false);
  });
});
