// On what the CAI's library really answered for the C2PA fixtures (fixtures/c2pa-store-*.json, written
// from the browser by @contentauth/c2pa-web 0.13 reading C.jpg and CA.jpg).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ManifestStore } from "@contentauth/c2pa-web";
import { describe, expect, it } from "vitest";
import { hasC2paManifest, summarizeC2pa } from "./c2pa.ts";
import { findings } from "./findings.ts";
import { summarize } from "./summary.ts";

const store = (name: "C" | "CA" | "failed-ingredient"): ManifestStore =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, "..", "fixtures", `c2pa-store-${name}.json`), "utf8"),
  );

describe("Content Credentials in plain terms", () => {
  it("names the test signer as untrusted, with the generator, time and action", () => {
    const summary = summarizeC2pa(store("C"));
    expect(summary).toMatchObject({
      trust: "valid_untrusted",
      issuer: "C2PA Test Signing Cert",
      claimGenerator: expect.stringContaining("make_test_images"),
      testCertificate: true,
      failures: ["signingCredential.untrusted"],
      aiDeclarations: [],
    });
    expect(summary?.signedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(summary?.actions.map((action) => action.action)).toContain("c2pa.created");
  });

  it("lists what an ingredient's own credentials failed (fixtures/c2pa/failed-ingredient.jpg)", () => {
    // Its parent was signed, then one byte of its picture changed: its data hash no longer matches.
    const summary = summarizeC2pa(store("failed-ingredient"));
    expect(summary?.trust).toBe("valid_untrusted");
    expect(summary?.ingredients).toEqual([
      {
        title: "A.jpg",
        relationship: "parentOf",
        format: "image/jpeg",
        hasManifest: true,
        failures: ["signingCredential.untrusted", "assertion.dataHash.mismatch"],
      },
    ]);
  });

  it("finds the manifest of the failed-ingredient file itself", () => {
    const bytes = readFileSync(
      path.join(import.meta.dirname, "..", "fixtures", "c2pa", "failed-ingredient.jpg"),
    );
    expect(hasC2paManifest(new Uint8Array(bytes))).toBe(true);
  });

  it("lists the ingredient it was made from", () => {
    expect(summarizeC2pa(store("CA"))?.ingredients).toEqual([
      { title: "A.jpg", relationship: "parentOf", format: "image/jpeg", hasManifest: false, failures: [] },
    ]);
    expect(summarizeC2pa(store("CA"))?.actions.map((action) => action.action)).toEqual([
      "c2pa.opened",
      "c2pa.color_adjustments",
    ]);
  });

  it("calls a store with a broken hash invalid, and a trusted one trusted", () => {
    const broken = store("C");
    broken.validation_results?.activeManifest?.failure.push({
      code: "assertion.dataHash.mismatch",
      success: false,
    });
    expect(summarizeC2pa(broken)).toMatchObject({ trust: "invalid" });
    const trusted = { ...store("C"), validation_state: "Trusted" as const };
    const failures = trusted.validation_results?.activeManifest;
    if (failures) failures.failure = [];
    expect(summarizeC2pa(trusted)).toMatchObject({ trust: "trusted" });
  });

  it("finds AI generation declared in an action's digital source type", () => {
    const generated = store("C");
    const label = generated.active_manifest as string;
    generated.manifests?.[label]?.assertions?.push({
      label: "c2pa.actions.v2",
      data: {
        actions: [
          {
            action: "c2pa.created",
            digitalSourceType: "http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia",
          },
        ],
      },
    });
    const c2pa = summarizeC2pa(generated);
    const list = findings(summarize({}), c2pa ? { c2pa } : {});
    expect(list.map((finding) => finding.code)).toEqual(["ai_declared", "c2pa_untrusted"]);
  });

  it("has nothing to say of a store without an active manifest", () => {
    expect(summarizeC2pa({ manifests: {} })).toBeUndefined();
  });
});
