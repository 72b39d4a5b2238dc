import { describe, expect, it } from "vitest";
import { archiveEvidence, archiveVerdict } from "./archive-verdict.ts";
import type { WaczCheck } from "./wacz-check.ts";

const info = {
  waczVersion: "1.1.1",
  title: "Home",
  created: "2026-12-06T10:00:00Z",
  software: "VeriTools",
  mainPageUrl: "https://example.com/",
  mainPageDate: "2026-12-06T10:00:00Z",
};

function signedBy(knownKey: boolean): WaczCheck {
  return {
    verdict: "intact-signed",
    info,
    files: [],
    unlisted: [],
    digest: "matches",
    signature: {
      status: "valid",
      knownKey,
      publicKey: "k",
      encoding: "p1363",
      created: null,
      software: null,
    },
    timestamps: [],
    findings: knownKey ? [] : [{ code: "unknown-key" }],
  };
}

describe("archiveVerdict", () => {
  it("tells a signature by this site's key from one by a key it does not know", () => {
    expect(archiveVerdict(signedBy(true))).toBe("intact-signed-here");
    expect(archiveVerdict(signedBy(false))).toBe("intact-signed");
    expect(archiveVerdict({ verdict: "unreadable", problem: "not-a-zip" })).toBe("unreadable");
  });

  it("keeps for a case what the verdict rests on", () => {
    expect(archiveEvidence(signedBy(false), "a.wacz")).toMatchObject({
      verdict: "intact-signed",
      fileName: "a.wacz",
      mainPageUrl: "https://example.com/",
      findings: [{ code: "unknown-key" }],
    });
    expect(archiveEvidence({ verdict: "unreadable", problem: "no-datapackage" }, "b.wacz")).toEqual({
      verdict: "unreadable",
      fileName: "b.wacz",
      problem: "no-datapackage",
    });
  });
});
