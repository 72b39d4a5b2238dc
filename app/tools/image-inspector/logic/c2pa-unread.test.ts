// Content Credentials the page cannot check: kept online (a real file whose XMP names their address), or
// in the file but stopping the library (what it threw on real files), or signed with an algorithm C2PA
// does not allow (what the library answered for a real file). Files: fixtures/c2pa/README.md.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ManifestStore } from "@contentauth/c2pa-web";
import { describe, expect, it } from "vitest";
import { createTranslator } from "#app/i18n/translator.ts";
import { fixture, jpegWith, xmpPacket, xmpSegment } from "../fixtures/make-images.ts";
import en from "../locales/en.json" with { type: "json" };
import fr from "../locales/fr.json" with { type: "json" };
import vi from "../locales/vi.json" with { type: "json" };
import { c2paReadFailure, hasC2paManifest, summarizeC2pa } from "./c2pa.ts";
import { findingTexts } from "./export.ts";
import { type Finding, findings } from "./findings.ts";
import { inspect } from "./inspection.ts";

const FIXTURES = path.join(import.meta.dirname, "..", "fixtures");
const file = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, "c2pa", name)));
const dates = { stamp: () => "", instant: (iso: string) => iso };
const words = (finding: Finding, lang: "en" | "fr" | "vi" = "en") => {
  const t = createTranslator(lang, { image_inspector: { en, fr, vi }[lang] }).getFixedT("image_inspector");
  return findingTexts(finding, t, lang, dates);
};
const withProvenance = (value: string) =>
  inspect(
    jpegWith(fixture("C.jpg"), [
      xmpSegment(xmpPacket({ "xmlns:dcterms": "http://purl.org/dc/terms/", "dcterms:provenance": value })),
    ]).slice().buffer,
  ).summary;

describe("Content Credentials stored online", () => {
  it("names the address the XMP points to, and says it was not fetched (remote-manifest.jpg)", () => {
    const bytes = file("remote-manifest.jpg");
    const { summary, hasC2pa } = inspect(bytes.slice().buffer);
    expect(hasC2pa).toBe(false);
    expect(summary.remoteCredentials).toBe("https://example.com/c2pa/remote-manifest.c2pa");
    const finding = findings(summary).find((found) => found.code === "c2pa_remote");
    expect(finding).toEqual({
      code: "c2pa_remote",
      address: "https://example.com/c2pa/remote-manifest.c2pa",
    });
    if (!finding) return;
    expect(words(finding).means).toContain("at this address: https://example.com/c2pa/remote-manifest.c2pa.");
    expect(words(finding).means).toContain("so they were neither read nor checked");
    expect(words(finding, "vi").title).toBe("Content Credentials lưu trực tuyến, chưa được xác minh");
  });

  it("takes a reference to a store inside the file for none (the store of no_manifest.jpg was removed)", () => {
    expect(inspect(fixture("no_manifest.jpg").slice().buffer).summary.remoteCredentials).toBeUndefined();
  });

  it("takes only http(s) addresses, written so Markdown or HTML cannot read them as markup", () => {
    expect(withProvenance("javascript:alert(1)").remoteCredentials).toBeUndefined();
    expect(withProvenance("ftp://example.com/m.c2pa").remoteCredentials).toBeUndefined();
    expect(withProvenance(`https://example.com/${"a".repeat(2100)}`).remoteCredentials).toBeUndefined();
    // Written as XML writes < and > in an attribute.
    expect(withProvenance("https://example.com/x](javascript:alert(1))*`&lt;b&gt;").remoteCredentials).toBe(
      "https://example.com/x%5D%28javascript:alert%281%29%29%2A%60%3Cb%3E",
    );
  });

  it("says nothing of an address when the file's own credentials were read", () => {
    const summary = withProvenance("https://example.com/m.c2pa");
    const c2pa = summarizeC2pa(JSON.parse(readFileSync(path.join(FIXTURES, "c2pa-store-C.json"), "utf8")));
    const codes = findings(summary, c2pa ? { c2pa } : {}).map((found) => found.code);
    expect(codes).not.toContain("c2pa_remote");
    expect(findings(summary, { c2paPending: true }).map((found) => found.code)).not.toContain("c2pa_remote");
  });
});

describe("Content Credentials the library could not read", () => {
  it("holds a store the library stops on (damaged-claim.jpg)", () => {
    expect(hasC2paManifest(file("damaged-claim.jpg"))).toBe(true);
  });

  it("says in words what each error the library threw on a real file means", () => {
    // What @contentauth/c2pa-web 0.13.1 threw on damaged-claim.jpg, on another copy whose claim's CBOR was
    // broken, and on remote-manifest.jpg; what @contentauth/c2pa-node 0.5.5 threw on unsupported-algorithm.jpg.
    expect(c2paReadFailure(new Error("C2pa(JumbfParseError(UnexpectedEof))"))).toEqual({ kind: "damaged" });
    expect(
      c2paReadFailure(new Error('C2pa(ClaimDecoding("claim_cbor: Syntax error: Invalid CBOR value"))')),
    ).toEqual({ kind: "damaged" });
    expect(
      c2paReadFailure(new Error('C2pa(RemoteManifestUrl("https://example.com/c2pa/remote-manifest.c2pa"))')),
    ).toEqual({ kind: "stored_online" });
    expect(
      c2paReadFailure(new Error("C2pa(CoseTimeStampGeneration): could not generate a trusted time stamp")),
    ).toEqual({
      kind: "other",
      message: "C2pa(CoseTimeStampGeneration): could not generate a trusted time stamp",
    });
  });

  it("names the failed check when the error is the library's unsupported algorithm", () => {
    // The variant as the library's own error table names it (no real file makes 0.13.1 throw it: it reports
    // algorithm.unsupported in the store instead, below).
    const failure = c2paReadFailure(new Error("C2pa(CoseSignatureAlgorithmNotSupported)"));
    expect(failure).toEqual({ kind: "check", code: "algorithm.unsupported" });
    const [finding] = findings(withProvenance("self#jumbf=/c2pa"), { c2paFailure: failure });
    expect(finding?.code).toBe("c2pa_unchecked");
    if (finding)
      expect(words(finding).means).toBe(
        "The file holds Content Credentials, but the Content Authenticity Initiative’s library could not check them: signed with an algorithm C2PA does not allow.",
      );
  });

  it("says a file the library refuses is of a kind it cannot read, and never takes a name for a cause", () => {
    const refused = Object.assign(new Error("Unsupported format: image/gif."), {
      name: "UnsupportedFormatError",
    });
    expect(c2paReadFailure(refused)).toEqual({ kind: "format" });
    expect(c2paReadFailure(new Error("C2pa(constructor)"))).toMatchObject({ kind: "other" });
    expect(c2paReadFailure("x".repeat(500))).toEqual({ kind: "other", message: "x".repeat(200) });
  });

  it("reports a failed read as a finding rather than no metadata", () => {
    const summary = inspect(jpegWith(fixture("C.jpg"), []).slice().buffer).summary;
    const list = findings(summary, { c2paFailure: { kind: "damaged" } });
    expect(list.map((found) => found.code)).toEqual(["c2pa_unchecked"]);
    const [finding] = list;
    if (finding) {
      expect(words(finding).means).toMatch(/could not check them: their data is damaged or incomplete\.$/);
      expect(words(finding, "fr").means).toMatch(/vérifier\u00a0: leurs données sont endommagées/);
    }
  });
});

describe("a signature made with an algorithm C2PA does not allow (unsupported-algorithm.jpg)", () => {
  const store: ManifestStore = JSON.parse(
    readFileSync(path.join(FIXTURES, "c2pa-store-unsupported-algorithm.json"), "utf8"),
  );

  it("is invalid, and the finding names the checks in words rather than codes", () => {
    const c2pa = summarizeC2pa(store);
    expect(c2pa?.trust).toBe("invalid");
    expect(c2pa?.failures).toContain("algorithm.unsupported");
    const finding = findings(withProvenance("self#jumbf=/c2pa"), c2pa ? { c2pa } : {}).find(
      (found) => found.code === "c2pa_invalid",
    );
    expect(finding && words(finding).means).toBe(
      "The signed history does not match this file: signed with an algorithm C2PA does not allow and the signature does not match the signed history.",
    );
  });
});
