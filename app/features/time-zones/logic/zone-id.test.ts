import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultZones, isKnownZone, visitorZone } from "./zone-id.ts";

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
    reporting("Europe/Paris");
    expect(visitorZone()).toBe("Europe/Paris");
  });

  it("is UTC when the browser reports no zone it knows", () => {
    reporting("");
    expect(visitorZone()).toBe("UTC");
  });
});
