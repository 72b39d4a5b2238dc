import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { asLines, summarizeIn } from "#app/test/summaries.ts";
import { toJsonValue } from "#app/tools/case-file/logic/canonical-json.ts";
import { decode } from "./decode.ts";
import { timestampDecoderSummaries } from "./evidence-summary.ts";

const summarize = timestampDecoderSummaries.timestamp;

/** As "Add to case" stores it: the decoder's readings, made JSON (their bigints as digits) by the case file. */
function stored(value: string) {
  const decoded = decode(value, { zone: "UTC", nowMs: Date.UTC(2026, 10, 25) }, Temporal);
  if (!decoded.ok) throw new Error(decoded.code);
  return toJsonValue({
    address: `https://veritools.example/tools/timestamp-decoder?value=${value}`,
    value,
    readings: decoded.readings,
  });
}

describe("a decoded timestamp's summary", () => {
  it("dates a post from its ID, and says what that date does not prove", () => {
    const summary = summarizeIn(
      "en",
      "timestamp",
      summarize,
      stored("https://x.com/user/status/1858218837498527874"),
    );
    expect(asLines(summary)).toEqual([
      "Value: https://x.com/user/status/1858218837498527874",
      "Read as: X (Twitter) post ID",
      "Date: November 17, 2024 at 18:41:09 UTC",
      expect.stringMatching(/^An ID records when the platform created it/),
    ]);
    expect(asLines(summarizeIn("vi", "timestamp", summarize, stored("1700000000")))).toContain(
      "Thời điểm: 22:13:20 UTC ngày 14/11/2023",
    );
  });

  it("names the unit of a Unix time and counts the other readings", () => {
    const lines = asLines(summarizeIn("fr", "timestamp", summarize, stored("1700000000")));
    expect(lines[1]).toBe("Lecture retenue: temps Unix en secondes");
    expect(lines[2]).toBe("Date et heure: 14 novembre 2023 à 22:13:20 UTC");
  });
});
