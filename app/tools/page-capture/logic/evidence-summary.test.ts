import { describe, expect, it } from "vitest";
import { asLines, summarizeIn } from "#app/test/summaries.ts";
import { pageCaptureSummaries } from "./evidence-summary.ts";

// As the page stores a capture (the API's report), cut to what the summary reads.
const capture = {
  url: "https://news.example/article",
  finalUrl: "https://news.example/article",
  title: "The article",
  capturedAt: "2026-12-06T10:30:17.000Z",
  resources: [
    { url: "https://news.example/article", status: 200, bytes: 5120 },
    { url: "https://news.example/a.png", status: 200, bytes: 2048 },
    { url: "http://169.254.169.254/", refused: "private_address" },
  ],
  wacz: { sha256: "ab".repeat(32) },
};

describe("a page capture's summary", () => {
  it("says the page, when, how many answers were recorded and the archive's hash", () => {
    expect(asLines(summarizeIn("en", "page-capture", pageCaptureSummaries["page-capture"], capture))).toEqual(
      [
        "Page: https://news.example/article",
        "Captured: December 6, 2026 at 10:30:17 UTC",
        "Resources: 2 answers recorded",
        `Archive SHA-256: ${"ab".repeat(32)}`,
        "The archive shows what the site sent to this server at that time, not what every visitor sees, nor whether the page is true.",
      ],
    );
  });

  it("reads what it can of a result from another version", () => {
    expect(
      asLines(summarizeIn("en", "page-capture", pageCaptureSummaries["page-capture"], { url: 4 })),
    ).toHaveLength(1);
  });
});

describe("a checked web archive's summary", () => {
  it("says the page, the verdict, when and with what it was made", () => {
    const check = {
      verdict: "intact-signed",
      mainPageUrl: "https://news.example/",
      created: "2026-11-30T08:00:00Z",
      software: "Webrecorder ArchiveWeb.page 0.15.0",
    };
    expect(asLines(summarizeIn("en", "web-archive", pageCaptureSummaries["web-archive"], check))).toEqual([
      "Page: https://news.example/",
      "Check: Unchanged since signed, by a key this site does not know",
      "Created: November 30, 2026 at 08:00:00 UTC",
      "Made with: Webrecorder ArchiveWeb.page 0.15.0",
      expect.stringMatching(/^A valid signature/),
    ]);
  });
});
