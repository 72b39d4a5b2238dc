import { describe, expect, it } from "vitest";
import { loadDifference } from "./date-difference.ts";

const load = (query: string) => loadDifference(new URLSearchParams(query));

describe("loadDifference", () => {
  it("answers both questions of one address", async () => {
    const view = await load("from=2024-02-28&to=2024-03-01&base=2024-01-31&months=1");
    expect(view.difference).toMatchObject({ days: 2, totalDays: 2 });
    expect(view.shifted).toEqual({
      date: "2024-02-29",
      clamped: { year: 2024, month: 2, day: 31, lastDay: 29 },
    });
    expect(view.problems).toEqual({});
  });

  it("names the zones of an address by their current names", async () => {
    const view = await load(
      "from=2026-07-01T09:00&to=2026-07-01T20:30&fromZone=Asia/Saigon&toZone=Asia/Calcutta",
    );
    expect(view.fields).toMatchObject({ fromZone: "Asia/Ho_Chi_Minh", toZone: "Asia/Kolkata" });
    expect(view.problems).toEqual({});
    // 09:00 in Hà Nội is 07:30 in Kolkata: 13 hours to 20:30 there.
    expect(view.difference).toMatchObject({ hours: 13, minutes: 0 });
  });

  it("names each bad field and still answers the question whose fields are right", async () => {
    const view = await load("from=2023-02-29&to=2024-03-01T25:00&toZone=Mars/Base&base=2024-01-31&weeks=2");
    expect(view.problems).toEqual({
      fromDate: { code: "no_such_date", year: 2023, month: 2, day: 29, daysInMonth: 28 },
      toClock: { code: "time_format" },
      toZone: { code: "unknown_zone" },
    });
    expect(view.difference).toBeNull();
    expect(view.shifted?.date).toBe("2024-02-14");
    expect(view.fields.toZone).toBe("Mars/Base");
  });

  it("refuses amounts that are not whole numbers up to 9999", async () => {
    const view = await load("base=2024-01-31&days=-3&years=10000");
    expect(view.problems).toEqual({ days: { code: "amount_format" }, years: { code: "amount_format" } });
    expect(view.shifted).toBeNull();
  });

  it("answers nothing for an empty address", async () => {
    expect(await load("")).toMatchObject({ difference: null, shifted: null, problems: {} });
  });
});
