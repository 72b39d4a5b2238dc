import { describe, expect, it } from "vitest";
import { asLines, summarizeIn } from "#app/test/summaries.ts";
import { shortenedLinkResult, urlShortenerSummaries } from "./evidence-summary.ts";

const summarize = urlShortenerSummaries["shortened-link"];

// The shortener's answer to a new link (its API's success body), with the key it gives once.
const answer = {
  status: "success" as const,
  internalUrl: "https://veritools.example/s/lu-lut-ha-noi",
  shortenedUrl: "https://vt.example/r/lu-lut-ha-noi",
  fromCache: false,
  isMalicious: false as const,
  message: "URL shortened. Keep the management key: it is shown only once.",
  unlisted: false,
  originalUrl: "https://vnexpress.net/lu-lut-ha-noi-4812345.html",
  createdAt: "2026-12-01T02:30:05.000Z",
  manageKey: "SECRET-KEY",
  manageUrl: "https://veritools.example/tools/url-shortener/manage/lu-lut-ha-noi#key=SECRET-KEY",
};

describe("a short link's summary", () => {
  it("keeps the link, its destination and its creation time, never its management key", () => {
    const result = shortenedLinkResult(answer);
    expect(JSON.stringify(result)).not.toContain("SECRET-KEY");
    expect(asLines(summarizeIn("en", "shortened-link", summarize, result))).toEqual([
      "Short link: https://vt.example/r/lu-lut-ha-noi",
      "Destination: https://vnexpress.net/lu-lut-ha-noi-4812345.html",
      "Created: December 1, 2026 at 02:30:05 UTC",
      expect.stringMatching(/^A short link records where it leads/),
    ]);
    expect(asLines(summarizeIn("vi", "shortened-link", summarize, result))[2]).toBe(
      "Thời điểm tạo: 02:30:05 UTC ngày 1/12/2026",
    );
  });
});
