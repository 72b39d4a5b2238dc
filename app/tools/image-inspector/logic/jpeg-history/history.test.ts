import { describe, expect, it } from "vitest";
import { fixture } from "../../fixtures/make-images.ts";
import { ffmpegJpeg, libjpegJpeg, resaved, withTables } from "../../fixtures/make-jpegs.ts";
import { jpegHistory } from "./history.ts";
import { PHOTOSHOP_TABLES } from "./photoshop-tables.ts";

const none = { software: [] };

describe("jpegHistory", () => {
  it("estimates 75 and 95 for files libjpeg's tables saved at 75 and 95", () => {
    for (const quality of [75, 95, 50, 20, 100]) {
      const history = jpegHistory(libjpegJpeg(quality), none);
      expect(history?.quality, String(quality)).toEqual({ kind: "libjpeg", quality });
      expect(history?.encoder).toEqual({ family: "libjpeg", quality });
      expect(history?.tables.map((use) => use.role)).toEqual(["luminance", "chrominance"]);
    }
  });

  it("reads the last save of a re-saved file, not the first", () => {
    const twice = resaved(libjpegJpeg(95), 70);
    expect(jpegHistory(twice, none)?.quality).toEqual({ kind: "libjpeg", quality: 70 });
  });

  it("says ffmpeg's tables are not libjpeg-scaled, and gives the nearest quality", () => {
    const history = jpegHistory(ffmpegJpeg("yuvj420p", 3), none);
    expect(history?.quality?.kind).toBe("not_libjpeg");
    expect(history?.encoder).toBeUndefined();
    expect(history?.subsampling).toBe("4:2:0");
    expect(history?.tables.map((use) => use.role)).toEqual(["shared"]);
    // A coarser ffmpeg scale is a lower quality.
    const coarse = jpegHistory(ffmpegJpeg("yuvj420p", 20), none)?.quality;
    const fine = history?.quality;
    expect(
      coarse?.kind === "not_libjpeg" && fine?.kind === "not_libjpeg" && coarse.closest < fine.closest,
    ).toBe(true);
  });

  it("names each Photoshop setting whose tables a file carries", () => {
    for (const known of PHOTOSHOP_TABLES) {
      const file = withTables(libjpegJpeg(90), known.luminance, known.chrominance);
      expect(jpegHistory(file, none)?.encoder, known.setting).toEqual({
        family: "photoshop",
        setting: known.setting,
      });
    }
  });

  it("reads a progressive Photoshop-like file's tables as unknown, without a hint from that alone", () => {
    const history = jpegHistory(fixture("no_manifest.jpg"), none);
    expect(history?.process).toBe("progressive");
    expect(history?.quality?.kind).toBe("not_libjpeg");
    expect(history?.hints).toEqual([]);
  });

  it("hints at another save when a Photoshop file carries libjpeg's tables", () => {
    const history = jpegHistory(resaved(libjpegJpeg(95), 80), {
      software: ["Adobe Photoshop 25.0 (Windows)"],
    });
    expect(history?.hints).toEqual([
      { code: "software_mismatch", software: "Adobe Photoshop 25.0 (Windows)", family: "libjpeg" },
    ]);
  });

  it("hints at an editor's save when a camera's file carries Photoshop's tables", () => {
    const high = PHOTOSHOP_TABLES.find((known) => known.setting === "photoshop_high");
    if (!high) throw new Error("no table");
    const file = withTables(libjpegJpeg(90), high.luminance, high.chrominance);
    expect(jpegHistory(file, { software: [], camera: "Canon EOS R6" })?.hints).toEqual([
      { code: "editor_tables_camera_file", camera: "Canon EOS R6" },
    ]);
    expect(jpegHistory(file, { software: ["GIMP 2.10"] })?.hints).toEqual([
      { code: "software_mismatch", software: "GIMP 2.10", family: "photoshop" },
    ]);
    expect(jpegHistory(file, { software: ["Adobe Photoshop 25.0"], camera: "Canon EOS R6" })?.hints).toEqual(
      [],
    );
  });

  it("has nothing to say about a file without tables", () => {
    expect(jpegHistory(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), none)).toBeUndefined();
  });
});
