import { describe, expect, it } from "vitest";
import { decimal, dms, isPosition, osmUrl } from "./gps.ts";

describe("a position", () => {
  const hoanKiem = { latitude: 21.028511, longitude: 105.852, altitude: 10 };

  it("reads in decimal degrees and in degrees, minutes and seconds", () => {
    expect(decimal(hoanKiem, "en")).toBe("21.028511, 105.852000");
    expect(dms(hoanKiem, "en")).toBe("21°01′42.6″N 105°51′07.2″E");
    expect(dms({ latitude: -33.8568, longitude: -70.6483 }, "en")).toBe("33°51′24.5″S 70°38′53.9″W");
  });

  it("writes numbers and hemisphere letters as the page's language does", () => {
    expect(decimal(hoanKiem, "fr")).toBe("21,028511\u00a0; 105,852000");
    expect(dms({ latitude: -33.8568, longitude: -70.6483 }, "fr")).toBe("33°51′24,5″S 70°38′53,9″O");
    expect(decimal({ latitude: -33.8568, longitude: -70.6483 }, "vi")).toBe("-33,856800; -70,648300");
    expect(dms(hoanKiem, "vi")).toBe("21°01′42,6″B 105°51′07,2″Đ");
    expect(dms({ latitude: -33.8568, longitude: -70.6483 }, "vi")).toBe("33°51′24,5″N 70°38′53,9″T");
  });

  it("never writes 60 seconds", () => {
    expect(dms({ latitude: 10.999999, longitude: 0.5 }, "en")).toBe("11°00′00.0″N 0°30′00.0″E");
  });

  it("links to OpenStreetMap with a marker", () => {
    expect(osmUrl(hoanKiem)).toBe(
      "https://www.openstreetmap.org/?mlat=21.028511&mlon=105.852000#map=17/21.028511/105.852000",
    );
  });

  it("refuses what is not a place", () => {
    expect(isPosition(0, 0)).toBe(false);
    expect(isPosition(91, 10)).toBe(false);
    expect(isPosition(Number.NaN, 10)).toBe(false);
    expect(isPosition("21", 10)).toBe(false);
    expect(isPosition(21, 105)).toBe(true);
  });
});
