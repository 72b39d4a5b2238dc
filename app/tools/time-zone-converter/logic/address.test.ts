import { describe, expect, it } from "vitest";
import { MAX_ZONES, readAddress, writeAddress } from "./address.ts";

const read = (query: string) => readAddress(new URLSearchParams(query));

describe("readAddress", () => {
  it("reads the issue's address", () => {
    expect(read("time=2026-07-01T09:00&from=Europe/Paris&to=Asia/Ho_Chi_Minh,UTC")).toEqual({
      date: "2026-07-01",
      clock: "09:00",
      from: "Europe/Paris",
      to: ["Asia/Ho_Chi_Minh", "UTC"],
    });
  });

  it("reads an offset, even when its + arrived as a space", () => {
    expect(read("time=2026-10-25T02:30%2B01:00")).toMatchObject({ clock: "02:30", offset: "+01:00" });
    expect(read("time=2026-10-25T02:30+01:00")).toMatchObject({ clock: "02:30", offset: "+01:00" });
    expect(read("time=2026-11-01T01:30-05:00")).toMatchObject({ clock: "01:30", offset: "-05:00" });
  });

  it("reads the form's own fields, sent without JavaScript", () => {
    expect(read("date=2026-07-01&clock=09:00&from=UTC&to=Asia/Tokyo")).toEqual({
      date: "2026-07-01",
      clock: "09:00",
      from: "UTC",
      to: ["Asia/Tokyo"],
    });
  });

  it("keeps what it cannot read, for the form to show back", () => {
    expect(read("time=yesterday&from=Mars/Base")).toEqual({
      date: "yesterday",
      clock: "",
      from: "Mars/Base",
    });
  });

  it("tells an absent list from an empty one, and drops repeats and the excess", () => {
    expect(read("").to).toBeUndefined();
    expect(read("to=").to).toEqual([]);
    expect(read("to=UTC,UTC, Asia/Tokyo").to).toEqual(["UTC", "Asia/Tokyo"]);
    const many = Array.from({ length: 40 }, (_, i) => `Etc/GMT+${i % 12}`).join(",");
    expect(read(`to=${many}`).to?.length).toBeLessThanOrEqual(MAX_ZONES);
  });
});

describe("writeAddress", () => {
  it("writes an address readAddress reads back, readable", () => {
    const query = writeAddress({
      date: "2026-10-25",
      clock: "02:30",
      offset: "+01:00",
      from: "Europe/Paris",
      to: ["Asia/Ho_Chi_Minh", "UTC"],
    });
    expect(query).toBe("?time=2026-10-25T02:30%2B01:00&from=Europe/Paris&to=Asia/Ho_Chi_Minh,UTC");
    expect(readAddress(new URLSearchParams(query))).toEqual({
      date: "2026-10-25",
      clock: "02:30",
      offset: "+01:00",
      from: "Europe/Paris",
      to: ["Asia/Ho_Chi_Minh", "UTC"],
    });
  });
});
