import { describe, expect, it } from "vitest";
import { readPlaceInput } from "./place-input.ts";

describe("readPlaceInput", () => {
  it("reads coordinates in the forms people paste", () => {
    const hanoi = {
      kind: "coordinates",
      place: { lat: expect.closeTo(21.0283, 3), lon: expect.closeTo(105.8542, 3) },
    };
    expect(readPlaceInput("21.0285, 105.8542")).toEqual(hanoi);
    expect(readPlaceInput(`21°01'42"N 105°51'15"E`)).toEqual(hanoi);
    expect(readPlaceInput("21°01′42″N 105°51′15″E")).toEqual(hanoi);
    expect(readPlaceInput("https://www.google.com/maps/@21.0285,105.8542,15z")).toEqual(hanoi);
    expect(readPlaceInput("https://www.google.com/maps?q=21.0285,105.8542")).toEqual(hanoi);
    expect(readPlaceInput("https://maps.google.com/?q=21.0285%2C105.8542")).toEqual(hanoi);
  });

  it("takes letters for a city's name to look up", () => {
    expect(readPlaceInput("Hà Nội")).toEqual({ kind: "name", query: "Hà Nội" });
    expect(readPlaceInput(" genève ")).toEqual({ kind: "name", query: "genève" });
  });

  it("says what is wrong with coordinates, and with an address that holds none", () => {
    expect(readPlaceInput("")).toEqual({ kind: "error", code: "empty" });
    expect(readPlaceInput("95, 10")).toEqual({ kind: "error", code: "lat_range" });
    expect(readPlaceInput("https://maps.app.goo.gl/AbCdEf")).toEqual({ kind: "error", code: "unreadable" });
    expect(readPlaceInput("21.0285")).toEqual({ kind: "error", code: "unreadable" });
  });
});
