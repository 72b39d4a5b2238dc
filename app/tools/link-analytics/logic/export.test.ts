import { expect, it } from "vitest";
import { statsToCsv } from "./export.ts";
import type { LinkStats } from "./series.ts";

it("writes the series and each list as CSV rows, quoting and defusing what needs it", () => {
  const stats: LinkStats = {
    slug: "abc2345",
    range: "24h",
    timeZone: "UTC",
    totalHumans: 3,
    totalBots: 1,
    series: [{ start: "2026-06-15T10:00:00.000Z", humans: 3, bots: 1 }],
    referrers: [
      { key: "news.example", count: 2 },
      { key: "=cmd", count: 1 },
    ],
    countries: [{ key: "FR", count: 3 }],
    devices: [],
    browsers: [{ key: 'Odd, "browser"', count: 3 }],
    os: [],
  };
  expect(statsToCsv(stats)).toBe(
    [
      "section,key,humans,bots",
      "series,2026-06-15T10:00:00.000Z,3,1",
      "referrers,news.example,2,",
      "referrers,'=cmd,1,",
      "countries,FR,3,",
      'browsers,"Odd, ""browser""",3,',
      "",
    ].join("\r\n"),
  );
});
