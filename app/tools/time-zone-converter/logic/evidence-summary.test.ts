import { describe, expect, it } from "vitest";
import { asLines, summarizeIn } from "#app/test/summaries.ts";
import { timeZoneConverterSummaries } from "./evidence-summary.ts";

const summarize = timeZoneConverterSummaries["time-conversion"];
const result = {
  view: {
    conversion: {
      readings: [
        { zone: "Europe/Paris", wall: "2026-03-29T01:30", offset: "+01:00" },
        { zone: "Asia/Ho_Chi_Minh", wall: "2026-03-29T07:30", offset: "+07:00" },
      ],
    },
  },
};

describe("a time conversion's summary", () => {
  it("names each zone by its city and id, as the time tools do, the typed one first", () => {
    const [typed, other] = asLines(summarizeIn("fr", "time-conversion", summarize, result));
    expect(typed).toMatch(/^Paris \(Europe\/Paris\) \(heure saisie\)/);
    expect(other).toMatch(/^\S.* \(Asia\/Ho_Chi_Minh\): /);
  });

  it("skips a reading whose wall clock is not one", () => {
    const broken = { view: { conversion: { readings: [{ zone: "UTC", wall: "<b>now</b>" }] } } };
    expect(summarizeIn("en", "time-conversion", summarize, broken).lines).toEqual([]);
  });
});
