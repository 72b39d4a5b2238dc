import { describe, expect, it } from "vitest";
import { EVIDENCE_SOURCES } from "../tools/registry.ts";
import { resourcesFor } from "./resources.server.ts";

describe("resourcesFor", () => {
  it("leaves the tools' search keywords out of the texts a page is sent, and keeps the rest", () => {
    const { text_tools: textTools } = resourcesFor("fr", ["text_tools"]) as {
      text_tools: {
        catalog: Record<string, string>;
        tools: Record<string, Record<string, string>>;
      };
    };
    expect(Object.keys(textTools.catalog).sort()).toEqual(["description", "name"]);
    expect(textTools.tools.json).toMatchObject({ name: "Mise en forme JSON" });
    expect(textTools.tools.json).not.toHaveProperty("keywords");
    // A page's own meta keywords are texts the page uses.
    expect(textTools).toHaveProperty("page.meta.keywords");
  });

  it("names each kind of evidence with the label of the tool that declares it", () => {
    const { evidence_kinds: labels } = resourcesFor("fr", ["evidence_kinds"]) as {
      evidence_kinds: Record<string, string>;
    };
    expect(labels).toMatchObject({
      "image-forensics": "Analyse forensique d’une image",
      readability: "Score de lisibilité",
      note: "Note libre",
    });
    expect(Object.keys(labels).sort()).toEqual(
      EVIDENCE_SOURCES.flatMap((source) => source.evidenceKinds ?? []).sort(),
    );
  });

  it("gives the case file's pages the texts of every kind's summary, in each language", () => {
    for (const lang of ["en", "fr", "vi"] as const) {
      const { evidence_summaries: texts } = resourcesFor(lang, ["evidence_summaries"]) as {
        evidence_summaries: Record<string, unknown>;
      };
      expect(Object.keys(texts).sort(), lang).toEqual(
        EVIDENCE_SOURCES.flatMap((source) => source.evidenceKinds ?? []).sort(),
      );
    }
    const { evidence_summaries: vi } = resourcesFor("vi", ["evidence_summaries"]) as {
      evidence_summaries: Record<string, Record<string, string>>;
    };
    expect(vi["shortened-link"]).toMatchObject({ destination: "Trang đích" });
  });
});
