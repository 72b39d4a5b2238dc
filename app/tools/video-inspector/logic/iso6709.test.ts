import { describe, expect, it } from "vitest";
import { mapUrl, parseIso6709, parseLoci } from "./iso6709.ts";

describe("parseIso6709", () => {
  it("reads the form ffmpeg and Android write", () => {
    expect(parseIso6709("+21.0285+105.8542/")).toEqual({ latitude: 21.0285, longitude: 105.8542 });
  });

  it("reads the altitude iPhones add", () => {
    expect(parseIso6709("+48.8584+002.2945+035.120/")).toEqual({
      latitude: 48.8584,
      longitude: 2.2945,
      altitude: 35.12,
    });
  });

  it("reads southern and western places", () => {
    expect(parseIso6709("-33.8568-070.6500/")).toEqual({ latitude: -33.8568, longitude: -70.65 });
  });

  it("refuses what is not a place", () => {
    expect(parseIso6709("")).toBeUndefined();
    expect(parseIso6709("Hanoi")).toBeUndefined();
    expect(parseIso6709("+95.0+010.0/")).toBeUndefined();
    expect(parseIso6709("+10.0+190.0/")).toBeUndefined();
    expect(parseIso6709(`+1${"0".repeat(5000)}`)).toBeUndefined();
  });

  it("links the place on OpenStreetMap", () => {
    expect(mapUrl({ latitude: 21.0285, longitude: 105.8542 })).toBe(
      "https://www.openstreetmap.org/?mlat=21.028500&mlon=105.854200#map=16/21.028500/105.854200",
    );
  });
});

describe("parseLoci", () => {
  function loci(latitude: number, longitude: number, name = ""): Uint8Array {
    const nameBytes = new TextEncoder().encode(name);
    const bytes = new Uint8Array(6 + nameBytes.length + 2 + 12 + 7);
    bytes.set(nameBytes, 6);
    const view = new DataView(bytes.buffer, 6 + nameBytes.length + 2);
    view.setInt32(0, Math.round(longitude * 65536));
    view.setInt32(4, Math.round(latitude * 65536));
    return bytes;
  }

  it("reads the fixed-point place after the name", () => {
    expect(parseLoci(loci(21.0285, 105.8542))).toEqual({ latitude: 21.0285, longitude: 105.8542 });
    expect(parseLoci(loci(-33.8568, -70.65, "Santiago"))).toEqual({ latitude: -33.8568, longitude: -70.65 });
  });

  it("refuses a box too short to hold a place", () => {
    expect(parseLoci(new Uint8Array(10))).toBeUndefined();
    expect(parseLoci(new Uint8Array(0))).toBeUndefined();
  });
});
