import { describe, expect, it } from "vitest";
import { fixture } from "../../fixtures/make-images.ts";
import { ffmpegJpeg, libjpegJpeg } from "../../fixtures/make-jpegs.ts";
import { ANNEX_K_LUMINANCE, libjpegTable } from "./quality.ts";
import { readJpegStructure, ZIGZAG_TO_NATURAL } from "./segments.ts";
import { subsampling } from "./subsampling.ts";

describe("readJpegStructure", () => {
  it("puts the zigzag order back into rows", () => {
    expect(ZIGZAG_TO_NATURAL.slice(0, 10)).toEqual([0, 1, 8, 16, 9, 2, 3, 10, 17, 24]);
    expect(new Set(ZIGZAG_TO_NATURAL).size).toBe(64);
    expect(ZIGZAG_TO_NATURAL.at(-1)).toBe(63);
  });

  it("reads the tables and frame of a file jpeg-js saved at 75", () => {
    const structure = readJpegStructure(libjpegJpeg(75, 40, 24));
    expect(structure?.complete).toBe(true);
    expect(structure?.tables.map((table) => table.id)).toEqual([0, 1]);
    expect(structure?.tables[0]?.values).toEqual(libjpegTable(ANNEX_K_LUMINANCE, 75));
    expect(structure?.frame).toMatchObject({ process: "baseline", width: 40, height: 24, precision: 8 });
    expect(structure?.frame?.components.map((c) => c.table)).toEqual([0, 1, 1]);
  });

  it("tells each chroma subsampling ffmpeg writes", () => {
    for (const [format, name] of [
      ["yuvj444p", "4:4:4"],
      ["yuvj422p", "4:2:2"],
      ["yuvj420p", "4:2:0"],
    ] as const) {
      const frame = readJpegStructure(ffmpegJpeg(format))?.frame;
      expect(frame && subsampling(frame.components), format).toBe(name);
    }
  });

  it("reads a progressive file's frame", () => {
    expect(readJpegStructure(fixture("no_manifest.jpg"))?.frame?.process).toBe("progressive");
  });

  it("gives up on bytes that are not a JPEG, or stop in its header", () => {
    expect(readJpegStructure(new TextEncoder().encode("GIF89a"))).toBeUndefined();
    const cut = libjpegJpeg(75).slice(0, 100);
    const structure = readJpegStructure(cut);
    expect(structure?.complete).toBe(false);
    // The first table was whole at 100 bytes; nothing beyond it is invented.
    expect(structure?.frame).toBeUndefined();
  });

  it("refuses a table slot above 3 without reading past it", () => {
    const file = libjpegJpeg(75);
    const dqt = file.indexOf(0xdb, 2);
    file[dqt + 3] = 0x07;
    expect(readJpegStructure(file)?.tables).toEqual([]);
  });
});
