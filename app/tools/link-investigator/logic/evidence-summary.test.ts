import { describe, expect, it } from "vitest";
import { asLines, summarizeIn } from "#app/test/summaries.ts";
import { linkInvestigatorSummaries } from "./evidence-summary.ts";

const summarize = linkInvestigatorSummaries["link-investigation"];

// As the investigator stores it (the API's report): a link to a domain registered the day before.
const young = {
  input: "https://bit.ly/3xYz",
  checkedAt: "2026-12-02T09:15:00.000Z",
  verdict: "warnings",
  warnings: [
    { code: "known_shortener", detail: "bit.ly" },
    { code: "young_domain", detail: "tin-nong-24h.info", count: 1 },
  ],
  hops: [],
  destination: { url: "https://tin-nong-24h.info/bai-viet", status: 200, title: "Tin nóng" },
  certificate: null,
  domain: {
    host: "tin-nong-24h.info",
    registrableDomain: "tin-nong-24h.info",
    registration: { registered: "2026-12-01T00:00:00Z", expires: null, registrar: "NameCheap", ageDays: 1 },
    dns: null,
  },
  cleanUrl: { url: "https://tin-nong-24h.info/bai-viet", removed: [] },
  archive: { asked: false, reason: "private_address" },
};

describe("a link investigation's summary", () => {
  it("says the verdict, its warnings, where the link leads and that the domain is a day old", () => {
    expect(asLines(summarizeIn("en", "link-investigation", summarize, young))).toEqual([
      "Verdict: 2 warnings",
      expect.stringMatching(/^Warnings: .+, .+$/),
      "Leads to: https://tin-nong-24h.info/bai-viet",
      "Domain registered: December 1, 2026 (1 day ago)",
      "Checked: December 2, 2026 at 09:15:00 UTC",
      "A report says how a link behaves today, from our server. A site can show other visitors something else, and change at any time.",
    ]);
    const fr = asLines(summarizeIn("fr", "link-investigation", summarize, young));
    expect(fr).toContain("Enregistrement du domaine: 1er décembre 2026 (il y a 1 jour)");
    const vi = asLines(summarizeIn("vi", "link-investigation", summarize, young));
    expect(vi).toContain("Ngày đăng ký tên miền: 1 tháng 12, 2026 (1 ngày trước)");
  });

  it("says what a clean verdict does not prove", () => {
    const clear = { ...young, verdict: "clear", warnings: [], domain: null };
    const summary = summarizeIn("en", "link-investigation", summarize, clear);
    expect(summary.lines[0]).toEqual({ label: "Verdict", value: "No warning signs found" });
    expect(summary.limits).toMatch(/does not prove the site is safe/);
  });

  it("reads nothing from a result of another shape, without throwing", () => {
    expect(summarizeIn("en", "link-investigation", summarize, "not a report").lines).toEqual([]);
    expect(
      summarizeIn("en", "link-investigation", summarize, { verdict: "bogus", warnings: 3 }).lines,
    ).toEqual([]);
  });
});
