import { describe, expect, it } from "vitest";
import { parsePdfDate } from "./pdf-date.ts";

describe("parsePdfDate", () => {
  it("keeps the writer's offset", () => {
    expect(parsePdfDate("D:20260314093000+01'00'")).toEqual({
      iso: "2026-03-14T09:30:00+01:00",
      hasOffset: true,
    });
    expect(parsePdfDate("D:20260314093000-05'30")).toEqual({
      iso: "2026-03-14T09:30:00-05:30",
      hasOffset: true,
    });
    expect(parsePdfDate("D:20260314093000Z")?.iso).toBe("2026-03-14T09:30:00Z");
  });

  it("fills the parts a writer left out, and says when no offset was given", () => {
    expect(parsePdfDate("D:2026")).toEqual({ iso: "2026-01-01T00:00:00", hasOffset: false });
    expect(parsePdfDate("20260314")?.iso).toBe("2026-03-14T00:00:00");
  });

  it("refuses what is not a date", () => {
    for (const raw of ["", "D:", "D:20261399", "yesterday", "D:2026031409300+99'00'", undefined]) {
      expect(parsePdfDate(raw)).toBeUndefined();
    }
  });
});
