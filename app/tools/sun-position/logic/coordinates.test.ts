import { describe, expect, it } from "vitest";
import { describeCoordinates, formatCoordinates, openStreetMapUrl, parseCoordinates } from "./coordinates.ts";

const place = (text: string) => {
  const parsed = parseCoordinates(text);
  return parsed.ok ? [Number(parsed.place.lat.toFixed(4)), Number(parsed.place.lon.toFixed(4))] : parsed.code;
};

describe("coordinates", () => {
  it("reads decimal degrees, with a dot or a French comma", () => {
    expect(place("48.8584, 2.2945")).toEqual([48.8584, 2.2945]);
    expect(place("48.8584 2.2945")).toEqual([48.8584, 2.2945]);
    expect(place("48,8584 2,2945")).toEqual([48.8584, 2.2945]);
    expect(place("-33.8568, 151.2153")).toEqual([-33.8568, 151.2153]);
  });

  it("reads degrees, minutes and seconds with hemispheres, in either order", () => {
    // The Eiffel Tower: 48°51′30″N 2°17′40″E.
    expect(place(`48°51'30"N 2°17'40"E`)).toEqual([48.8583, 2.2944]);
    expect(place("48°51′30″N, 2°17′40″E")).toEqual([48.8583, 2.2944]);
    expect(place("2°17′40″E 48°51′30″N")).toEqual([48.8583, 2.2944]);
    expect(place("33.8568S 151.2153E")).toEqual([-33.8568, 151.2153]);
    expect(place("40.7128° N, 74.0060° W")).toEqual([40.7128, -74.006]);
  });

  it("reads what the image inspector writes in French and Vietnamese", () => {
    expect(place("21,028500\u00a0; 105,854200")).toEqual([21.0285, 105.8542]);
    expect(place("48°51′30,2″N 2°17′40,1″O")).toEqual([48.8584, -2.2945]);
    // Bắc and Đông; in a Vietnamese pair N is Nam (south) and T is Tây (west).
    expect(place("21°01′42,6″B 105°51′15,1″Đ")).toEqual([21.0285, 105.8542]);
    expect(place("33°51′24,5″N 70°38′53,9″T")).toEqual([-33.8568, -70.6483]);
    expect(place("105°51′15″Đ 21°01′43″B")).toEqual([21.0286, 105.8542]);
  });

  it("reads map links", () => {
    expect(place("https://www.openstreetmap.org/#map=17/48.85837/2.29448")).toEqual([48.8584, 2.2945]);
    expect(
      place("https://www.openstreetmap.org/?mlat=21.0285&mlon=105.8542#map=15/21.0285/105.8542"),
    ).toEqual([21.0285, 105.8542]);
    expect(place("https://www.google.com/maps/@48.8584,2.2945,17z")).toEqual([48.8584, 2.2945]);
    expect(place("geo:21.0285,105.8542")).toEqual([21.0285, 105.8542]);
  });

  // The field is kept in the page address, so a shared link can carry any text.
  it("reads hostile runs of digits and spaces at once", () => {
    expect(parseCoordinates(`${"1".repeat(100_000)}x`)).toEqual({ ok: false, code: "unreadable" });
    expect(parseCoordinates(`1${" ".repeat(100_000)}x`)).toEqual({ ok: false, code: "unreadable" });
    expect(parseCoordinates(`${"1,1 ".repeat(50_000)};`)).toEqual({ ok: false, code: "unreadable" });
  });

  it("names what is wrong", () => {
    expect(place("")).toBe("empty");
    expect(place("Paris")).toBe("unreadable");
    expect(place("48.8584")).toBe("unreadable");
    expect(place("91, 2")).toBe("lat_range");
    expect(place("48, 181")).toBe("lon_range");
  });

  it("writes a place in a sentence as each language does, its hemispheres by their letters there", () => {
    const hanoi = { lat: 21.0245, lon: 105.84117 };
    expect(describeCoordinates("en", hanoi)).toBe("21.0245° N, 105.8412° E");
    expect(describeCoordinates("fr", { lat: 40.7143, lon: -74.006 })).toBe("40,7143° N, 74,006° O");
    expect(describeCoordinates("vi", hanoi)).toBe("21,0245° B, 105,8412° Đ");
    expect(describeCoordinates("vi", { lat: -33.8688, lon: -70.65 })).toBe("33,8688° N, 70,65° T");
  });

  it("writes a place back as the field and the map link need it", () => {
    expect(formatCoordinates({ lat: 48.858370123, lon: 2.2944812 })).toBe("48.85837, 2.294481");
    expect(openStreetMapUrl({ lat: 48.8584, lon: 2.2945 })).toBe(
      "https://www.openstreetmap.org/?mlat=48.8584&mlon=2.2945#map=17/48.8584/2.2945",
    );
  });
});
