import { afterAll, describe, expect, it } from "vitest";
import { createPageHeadReader } from "#server/net/page-head-reader.ts";
import { createLinkInvestigator } from "./service.ts";

const pageHeads = createPageHeadReader({ threads: 1 });
afterAll(() => pageHeads.close());

describe("createLinkInvestigator", () => {
  // An address refused before any request: the report comes at once and needs no server.
  const url = "http://10.0.0.1/";

  it("reuses a report for a while, then makes a new one", async () => {
    const clock = { time: 1_000_000 };
    const investigator = createLinkInvestigator({
      fetch: { publicUrl: "https://veritools.test" },
      pageHeads,
      now: () => clock.time,
      cacheMs: 60_000,
    });
    const report = async () => investigator.start(url)?.report;
    const first = await report();
    expect(first?.warnings.map((warning) => warning.code)).toContain("private_address");
    expect(await report()).toBe(first);
    clock.time += 60_001;
    const fresh = await report();
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual({ ...first, checkedAt: new Date(clock.time).toISOString(), hops: fresh?.hops });
  });
});

describe("an investigation's progress", () => {
  it("gives a late follower the hops made so far, then the rest; none after it stops", async () => {
    const investigator = createLinkInvestigator({
      fetch: { publicUrl: "https://veritools.test" },
      pageHeads,
    });
    expect(investigator.recent("http://10.0.0.2/")).toBeUndefined();
    const investigation = investigator.start("http://10.0.0.2/");
    if (investigation === null) throw new Error("refused as busy");
    expect(investigator.recent("http://10.0.0.2/")).toBe(investigation);
    const report = await investigation.report;
    const seen: string[] = [];
    const stop = investigation.follow((hop) => seen.push(hop.via));
    stop();
    expect(seen).toEqual(report.hops.map((hop) => hop.via));
    expect(seen).toEqual(["refused"]);
  });
});
