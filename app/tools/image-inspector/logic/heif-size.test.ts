// The size of real HEIC files made by libheif's encoder (fixtures/heif/README.md), as libheif's own
// heif-info reads them, and the reader's bounds on files made to mislead it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findings } from "./findings.ts";
import { heifPictureSize } from "./heif-size.ts";
import { inspect } from "./inspection.ts";

const heic = (name: string) =>
  new Uint8Array(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "heif", name)));

describe("a HEIF picture's size from its item properties", () => {
  it("reads the size of a file without EXIF, which showed none before", () => {
    expect(heifPictureSize(heic("no-exif.heic"))).toEqual({ width: 1200, height: 900 });
    expect(inspect(heic("no-exif.heic").buffer).summary).toMatchObject({ width: 1200, height: 900 });
  });

  it("turns the size by irot: stored landscape, shown portrait", () => {
    expect(heifPictureSize(heic("rotated.heic"))).toEqual({ width: 1500, height: 2100 });
  });

  it("crops by clap, then turns, as a phone's edited photo", () => {
    expect(heifPictureSize(heic("cropped.heic"))).toEqual({ width: 1327, height: 1713 });
  });

  it("shows the picture's size rather than EXIF's, and says they disagree", () => {
    const { summary } = inspect(heic("cropped.heic").buffer);
    expect(summary).toMatchObject({ format: "HEIC", width: 1327, height: 1713 });
    expect(findings(summary)).toContainEqual({
      code: "size_disagrees",
      exif: { width: 2100, height: 1500 },
      picture: { width: 1327, height: 1713 },
    });
    const portrait = inspect(heic("exif-sensor-size.heic").buffer).summary;
    expect(portrait).toMatchObject({ width: 1050, height: 1500, exifSize: { width: 4032, height: 3024 } });
    expect(findings(portrait).map((finding) => finding.code)).toContain("size_disagrees");
  });

  it("takes EXIF's size the other way round as the same size: the picture was only turned", () => {
    const { summary } = inspect(heic("rotated.heic").buffer);
    expect(summary.exifSize).toEqual({ width: 2100, height: 1500 });
    expect(findings(summary).map((finding) => finding.code)).not.toContain("size_disagrees");
  });

  it("says nothing of a file that is not HEIF", () => {
    expect(heifPictureSize(new TextEncoder().encode("not a picture at all"))).toBeUndefined();
    expect(heifPictureSize(new Uint8Array(0))).toBeUndefined();
  });

  it("stops at boxes that claim more than the file holds, or nothing at all", () => {
    const file = heic("cropped.heic");
    // Cut inside the meta box: the primary item's properties are gone.
    expect(heifPictureSize(file.subarray(0, 200))).toBeUndefined();
    // A size of 0 is "to the end of the file": meta then holds mdat too, still read once.
    const zeroed = file.slice();
    new DataView(zeroed.buffer).setUint32(28, 0);
    expect(heifPictureSize(zeroed)).toEqual({ width: 1327, height: 1713 });
    // A size smaller than its own header would never move on: the walk stops there.
    const stuck = file.slice();
    new DataView(stuck.buffer).setUint32(28, 4);
    expect(heifPictureSize(stuck)).toBeUndefined();
    // A 64-bit size far past the file's end.
    const huge = file.slice();
    const view = new DataView(huge.buffer);
    view.setUint32(28, 1);
    view.setUint32(36, 0xffffffff);
    expect(heifPictureSize(huge)).toBeUndefined();
  });

  it("reads an ipma that claims four billion entries only as far as its bytes go", () => {
    const file = heic("no-exif.heic");
    const at = indexOfType(file, "ipma");
    const forged = file.slice();
    new DataView(forged.buffer).setUint32(at + 12, 0xffffffff); // entry_count, after the header and version/flags
    const started = performance.now();
    expect(heifPictureSize(forged)).toEqual({ width: 1200, height: 900 });
    expect(performance.now() - started).toBeLessThan(100);
  });
});

/** The offset of the first box of this type's size field. */
function indexOfType(bytes: Uint8Array, type: string): number {
  const code = new TextEncoder().encode(type);
  for (let i = 4; i + 4 <= bytes.length; i++)
    if (code.every((byte, j) => bytes[i + j] === byte)) return i - 4;
  throw new Error(`no ${type}`);
}
