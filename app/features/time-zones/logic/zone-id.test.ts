import { afterEach, describe, expect, it, vi } from "vitest";
import { buildZoneCatalog } from "./zone-catalog.ts";
import { canonicalZone, defaultZones, isKnownZone, visitorZone, zoneAsTyped } from "./zone-id.ts";

describe("canonicalZone", () => {
  it("names a zone by its current IANA name, whatever alias or spelling it was given as", () => {
    expect(canonicalZone("Asia/Saigon")).toBe("Asia/Ho_Chi_Minh");
    expect(canonicalZone("asia/saigon")).toBe("Asia/Ho_Chi_Minh");
    expect(canonicalZone("Asia/Ho_Chi_Minh")).toBe("Asia/Ho_Chi_Minh");
    expect(canonicalZone("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(canonicalZone("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(canonicalZone("Europe/Kyiv")).toBe("Europe/Kyiv");
    expect(canonicalZone("America/Buenos_Aires")).toBe("America/Argentina/Buenos_Aires");
    expect(canonicalZone("US/Eastern")).toBe("America/New_York");
    expect(canonicalZone("Etc/UTC")).toBe("UTC");
    expect(canonicalZone("Europe/Paris")).toBe("Europe/Paris");
    expect(canonicalZone("Mars/Olympus_Mons")).toBeNull();
    expect(canonicalZone("<script>")).toBeNull();
  });

  it("keeps every zone the pickers list by the name they list it under", () => {
    const listed = buildZoneCatalog("en").map((entry) => entry.id);
    expect(listed.length).toBeGreaterThan(300);
    expect(listed.filter((zone) => canonicalZone(zone) !== zone)).toEqual([]);
  });

  it("gives every name this runtime reports by a name that is its own canonical name", () => {
    for (const zone of Intl.supportedValuesOf("timeZone")) {
      const name = canonicalZone(zone);
      expect(name && canonicalZone(name)).toBe(name);
    }
  });

  it("keeps an unknown zone as typed, to be shown back beside its field", () => {
    expect(zoneAsTyped("Asia/Saigon")).toBe("Asia/Ho_Chi_Minh");
    expect(zoneAsTyped("Lune/Base")).toBe("Lune/Base");
  });
});

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

describe("visitorZone", () => {
  afterEach(() => vi.restoreAllMocks());
  const reporting = (timeZone: string) =>
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat("en", { timeZone: "UTC" }).resolvedOptions(),
      timeZone,
    });

  it("is the browser's zone by its current IANA name", () => {
    reporting("Asia/Saigon");
    expect(visitorZone()).toBe("Asia/Ho_Chi_Minh");
    reporting("Europe/Kiev");
    expect(visitorZone()).toBe("Europe/Kyiv");
    reporting("Asia/Calcutta");
    expect(visitorZone()).toBe("Asia/Kolkata");
    reporting("America/Godthab");
    expect(visitorZone()).toBe("America/Nuuk");
    reporting("Europe/Paris");
    expect(visitorZone()).toBe("Europe/Paris");
  });

  it("is UTC when the browser reports no zone it knows", () => {
    reporting("");
    expect(visitorZone()).toBe("UTC");
  });
});
