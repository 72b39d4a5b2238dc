// What a tool may hand to a case: only a kind some tool's definition declares. The type check (tsc) is
// what holds it; this file fails there if a wrong kind compiles or a declared one does not.
import { describe, expect, it } from "vitest";
import type { EvidenceKind } from "#app/tools/definition.ts";
import type { Evidence } from "./evidence.ts";

describe("Evidence", () => {
  it("takes the kinds the tools declare, and no other word", () => {
    const declared: EvidenceKind[] = ["link-investigation", "image-forensics", "video-frame", "note"];
    // @ts-expect-error: no tool declares "image-inspector" (the tool's slug, not its kind)
    const wrong: Evidence = { kind: "image-inspector", title: "IMG_2041.jpg", result: {} };
    expect([...declared, wrong.kind]).toHaveLength(5);
  });
});
