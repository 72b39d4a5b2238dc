import { describe, expect, it } from "vitest";
import { exifSegment, fixture, gpsIfd, jpegWith, tiff } from "../fixtures/make-images.ts";
import { filterGroups, groupsAsJson } from "./groups.ts";
import { inspect } from "./inspection.ts";

describe("every metadata group", () => {
  const { groups } = inspect(fixture("no_manifest.jpg").slice().buffer);

  it("lists EXIF, IPTC, XMP and ICC in full, without the raw packet or thumbnail bytes", () => {
    expect(groups.map((group) => group.id)).toEqual(
      expect.arrayContaining(["exif", "iptc", "xmp", "icc", "Thumbnail"]),
    );
    const exif = groups.find((group) => group.id === "exif");
    expect(exif?.rows).toContainEqual({
      name: "Software",
      value: "Adobe Photoshop 24.1 (20221029.m.1946 73a94a1)  (Macintosh)",
    });
    const names = groups.flatMap((group) => group.rows.map((row) => row.name));
    expect(names).not.toContain("_raw");
    expect(names).not.toContain("base64");
  });

  it("writes a GPS version as its numbers, not ExifReader's English", () => {
    const photo = jpegWith(fixture("C.jpg"), [exifSegment(tiff({ gps: gpsIfd(21.0285, 105.8542) }))]);
    const exif = inspect(photo.slice().buffer).groups.find((group) => group.id === "exif");
    expect(exif?.rows).toContainEqual({ name: "GPSVersionID", value: "2.3.0.0" });
  });

  it("filters by name or value, ignoring case and accents", () => {
    const found = filterGroups(groups, "PHÓTOSHOP");
    expect(found.map((group) => group.id)).toEqual(expect.arrayContaining(["exif", "xmp"]));
    expect(
      found.every((group) => group.rows.every((row) => /photoshop/i.test(`${row.name} ${row.value}`))),
    ).toBe(true);
    expect(filterGroups(groups, "no such tag anywhere")).toEqual([]);
    expect(filterGroups(groups, "  ")).toEqual(groups);
  });

  it("copies as JSON, group by group", () => {
    const json = groupsAsJson(groups);
    expect(json.xmp?.CreateDate).toBe("2022-11-07T14:20:13-08:00");
  });
});
