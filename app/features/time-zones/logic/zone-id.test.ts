import { describe, expect, it } from "vitest";
import { defaultZones, isKnownZone } from "./zone-id.ts";

describe("isKnownZone", () => {
  it("accepts IANA zones and UTC, refuses the rest", () => {
    expect(isKnownZone("Europe/Paris")).toBe(true);
    expect(isKnownZone("Asia/Ho_Chi_Minh")).toBe(true);
    expect(isKnownZone("UTC")).toBe(true);
    expect(isKnownZone("Mars/Olympus_Mons")).toBe(false);
    expect(isKnownZone("<script>")).toBe(false);
    expect(isKnownZone("")).toBe(false);
  });
});

describe("defaultZones", () => {
  it("is the visitor's zone, UTC and the language's zone, each once", () => {
    expect(defaultZones("fr", "Europe/Paris")).toEqual(["Europe/Paris", "UTC"]);
    expect(defaultZones("vi", "America/New_York")).toEqual(["America/New_York", "UTC", "Asia/Ho_Chi_Minh"]);
    expect(defaultZones("en", "UTC")).toEqual(["UTC", "America/New_York", "Europe/London"]);
  });
});
