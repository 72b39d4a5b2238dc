import { describe, expect, it } from "vitest";
import { zoneAbbreviation, zoneOffset } from "./zone-offset.ts";

const summer = Date.parse("2026-07-01T12:00:00Z");
const winter = Date.parse("2026-01-15T12:00:00Z");

describe("zoneOffset", () => {
  it("follows daylight saving time in Paris and New York", () => {
    expect(zoneOffset("Europe/Paris", summer)).toBe("+02:00");
    expect(zoneOffset("Europe/Paris", winter)).toBe("+01:00");
    expect(zoneOffset("America/New_York", summer)).toBe("-04:00");
    expect(zoneOffset("America/New_York", winter)).toBe("-05:00");
  });

  it("is +07:00 all year in Asia/Ho_Chi_Minh, +05:30 in Kolkata, +00:00 in UTC", () => {
    expect(zoneOffset("Asia/Ho_Chi_Minh", summer)).toBe("+07:00");
    expect(zoneOffset("Asia/Ho_Chi_Minh", winter)).toBe("+07:00");
    expect(zoneOffset("Asia/Kolkata", summer)).toBe("+05:30");
    expect(zoneOffset("UTC", summer)).toBe("+00:00");
  });
});

describe("zoneAbbreviation", () => {
  it("names the abbreviations readers know, and none where the offset is all there is", () => {
    expect(zoneAbbreviation("Europe/Paris", summer)).toBe("CEST");
    expect(zoneAbbreviation("Europe/Paris", winter)).toBe("CET");
    expect(zoneAbbreviation("America/New_York", summer)).toBe("EDT");
    expect(zoneAbbreviation("America/New_York", winter)).toBe("EST");
    expect(zoneAbbreviation("Europe/London", summer)).toBe("BST");
    expect(zoneAbbreviation("Europe/London", winter)).toBe("GMT");
    expect(zoneAbbreviation("UTC", summer)).toBe("UTC");
    expect(zoneAbbreviation("Asia/Ho_Chi_Minh", summer)).toBeNull();
  });
});
