import { describe, expect, it } from "vitest";
import { readFields, writeFields } from "./address.ts";

describe("date difference address", () => {
  it("reads the issue's address, and writes it back the same", () => {
    const fields = readFields(new URLSearchParams("from=2024-02-28&to=2024-03-01"));
    expect(fields).toMatchObject({ fromDate: "2024-02-28", fromClock: "", toDate: "2024-03-01", op: "add" });
    expect(writeFields(fields)).toBe("?from=2024-02-28&to=2024-03-01");
  });

  it("keeps times, zones and the duration to add", () => {
    const query =
      "?from=2026-07-01T09:00&to=2026-07-02T14:30&fromZone=Europe/Paris&toZone=Asia/Ho_Chi_Minh&base=2024-01-31&op=subtract&months=1";
    const fields = readFields(new URLSearchParams(query));
    expect(fields).toMatchObject({
      fromClock: "09:00",
      toZone: "Asia/Ho_Chi_Minh",
      op: "subtract",
      months: "1",
    });
    expect(writeFields(fields)).toBe(query);
  });

  it("reads the form's own fields, sent without JavaScript", () => {
    const fields = readFields(
      new URLSearchParams("fromDate=2024-02-28&fromClock=&toDate=2024-03-01&toClock=10:00"),
    );
    expect(writeFields(fields)).toBe("?from=2024-02-28&to=2024-03-01T10:00");
  });

  it("keeps what it cannot read", () => {
    expect(readFields(new URLSearchParams("from=2024-02-30&days=lots"))).toMatchObject({
      fromDate: "2024-02-30",
      days: "lots",
    });
  });
});
