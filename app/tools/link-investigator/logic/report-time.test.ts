import { describe, expect, it } from "vitest";
import { formatReportTime } from "./report-time.ts";

const AT = "2026-11-26T14:05:00.000Z";

describe("formatReportTime", () => {
  it("names UTC as UTC", () => {
    expect(formatReportTime("en", AT, "UTC")).toBe("November 26, 2026 at 14:05 (UTC)");
    expect(formatReportTime("fr", AT, "UTC")).toBe("26 novembre 2026 à 14:05 (UTC)");
    expect(formatReportTime("vi", AT, "UTC")).toBe("14:05 ngày 26/11/2026 (UTC)");
  });

  it("writes the reader's zone by its offset, the clock and even the day moved with it", () => {
    expect(formatReportTime("en", AT, "Asia/Ho_Chi_Minh")).toBe("November 26, 2026 at 21:05 (GMT+7)");
    expect(formatReportTime("fr", AT, "Europe/Paris")).toBe("26 novembre 2026 à 15:05 (UTC+1)");
    expect(formatReportTime("vi", "2026-11-26T20:00:00.000Z", "Asia/Ho_Chi_Minh")).toBe(
      "03:00 ngày 27/11/2026 (GMT+7)",
    );
  });

  it("gives back what is not a time as it came", () => {
    expect(formatReportTime("en", "not a date", "UTC")).toBe("not a date");
  });
});
