import { describe, expect, it } from "vitest";
import { loadConverter } from "./converter.ts";

describe("loadConverter", () => {
  it("converts the issue's address", async () => {
    const view = await loadConverter(
      new URLSearchParams("time=2026-07-01T09:00&from=Europe/Paris&to=Asia/Ho_Chi_Minh,UTC"),
      "en",
      null,
    );
    expect(view.conversion?.readings.map((reading) => reading.wall)).toEqual([
      "2026-07-01T09:00:00",
      "2026-07-01T14:00:00",
      "2026-07-01T07:00:00",
    ]);
    expect(view.awaitsVisitorZone).toBe(false);
  });

  it("names the zones of an address by their current names, each once", async () => {
    const view = await loadConverter(
      new URLSearchParams("time=2026-07-01T09:00&from=Asia/Saigon&to=Asia/Calcutta,Asia/Kolkata,europe/kiev"),
      "en",
      null,
    );
    expect(view.from).toBe("Asia/Ho_Chi_Minh");
    expect(view.to).toEqual(["Asia/Kolkata", "Europe/Kyiv"]);
    expect(view.conversion?.readings.map((reading) => reading.zone)).toEqual([
      "Asia/Ho_Chi_Minh",
      "Asia/Kolkata",
      "Europe/Kyiv",
    ]);
  });

  it("on the server, without a source zone, stands in UTC and waits for the browser's", async () => {
    const view = await loadConverter(new URLSearchParams(""), "vi", null);
    expect(view).toMatchObject({ from: "UTC", to: ["Asia/Ho_Chi_Minh"], awaitsVisitorZone: true });
    expect(view.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("in the browser, takes the visitor's zone, UTC and the language's zone", async () => {
    const view = await loadConverter(new URLSearchParams(""), "fr", "America/New_York");
    expect(view).toMatchObject({
      from: "America/New_York",
      to: ["UTC", "Europe/Paris"],
      awaitsVisitorZone: false,
    });
  });

  it("keeps bad values, says what is wrong, and lists unknown zones", async () => {
    const view = await loadConverter(
      new URLSearchParams("time=2026-13-01T9:99&from=Mars/Olympus&to=UTC,Nowhere/Land"),
      "en",
      null,
    );
    expect(view).toMatchObject({ date: "2026-13-01", clock: "9:99", from: "Mars/Olympus", conversion: null });
    expect(view.problems).toEqual({
      date: { code: "no_such_date", year: 2026, month: 13, day: 1, daysInMonth: 0 },
      clock: { code: "time_format" },
      from: "unknown_zone",
    });
    expect(view.unknownZones).toEqual(["Nowhere/Land"]);
  });
});
