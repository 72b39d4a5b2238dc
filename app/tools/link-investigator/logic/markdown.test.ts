import { describe, expect, it } from "vitest";
import { createTranslator } from "../../../i18n/translator.ts";
import fr from "../locales/fr.json" with { type: "json" };
import { reportToMarkdown } from "./markdown.ts";
import type { Report, Snapshot } from "./report.ts";

const report: Report & { archive: { asked: true } } = {
  input: "https://bit.ly/x",
  checkedAt: "2026-11-25T10:00:00.000Z",
  verdict: "warnings",
  warnings: [{ code: "known_shortener", detail: "bit.ly" }],
  hops: [
    {
      url: "https://bit.ly/x",
      host: "bit.ly",
      status: 301,
      via: "location",
      ms: 40,
      address: "67.199.248.10",
      warnings: [],
    },
    {
      url: "https://example.org/a|b",
      host: "example.org",
      status: 200,
      via: "final",
      ms: 1200,
      address: "93.184.215.14",
      warnings: [],
    },
  ],
  destination: {
    url: "https://example.org/a|b",
    status: 200,
    contentType: "text/html",
    title: "Une page",
    description: null,
    canonical: null,
    canonicalElsewhere: false,
    language: "fr",
    image: null,
  },
  certificate: null,
  domain: null,
  cleanUrl: { url: "https://example.org/a|b", removed: [] },
  archive: {
    asked: true,
    address: "https://example.org/a|b",
    stripped: false,
    wayback: "https://web.archive.org/web/*/x",
    archiveToday: "https://archive.ph/x",
    snapshot: {
      status: "found",
      url: "https://web.archive.org/web/20260101120000/https://example.org/a",
      capturedAt: "2026-01-01T12:00:00.000Z",
    },
  },
};

describe("reportToMarkdown", () => {
  it("writes the report in the reader's language, with a table of the path", () => {
    const t = createTranslator("fr", { link_investigator: fr }).getFixedT("link_investigator");
    const markdown = reportToMarkdown(report, t, "fr", () => "25 novembre 2026");
    expect(markdown).toMatch(/^# Rapport\n\nhttps:\/\/bit\.ly\/x\n/);
    expect(markdown).toContain("Examiné le 25 novembre 2026. **1 avertissement**");
    expect(markdown).toContain("- **Lien court**\u00a0: bit.ly est un raccourcisseur de liens");
    expect(markdown).toContain(
      "| 2 | https://example.org/a\\|b | 200 | Destination | 1\u202f200\u00a0ms | 93.184.215.14 |",
    );
    expect(markdown).toContain("- Titre\u00a0: Une page");
    expect(markdown).toContain("- Adresse canonique\u00a0: aucune indication");
    expect(markdown).toContain(
      "Copie la plus récente dans la Wayback Machine\u00a0: 25 novembre 2026 (https://web.archive.org/web/20260101120000/https://example.org/a)",
    );
    expect(markdown).toContain("- Adresse recherchée\u00a0: https://example.org/a|b\n- Wayback Machine");
  });

  it("says what was left out of the address looked up, or why the archives were not asked", () => {
    const t = createTranslator("fr", { link_investigator: fr }).getFixedT("link_investigator");
    const stripped = reportToMarkdown(
      { ...report, archive: { ...report.archive, address: "https://example.org/a", stripped: true } },
      t,
      "fr",
      () => "",
    );
    expect(stripped).toContain(
      "- Adresse recherchée\u00a0: https://example.org/a\n  Sans les paramètres ni l’ancre de l’adresse atteinte",
    );
    expect(stripped).toContain(
      "cochez «\u00a0Interroger l’archive sur l’adresse complète, paramètres compris\u00a0»",
    );
    const refused = reportToMarkdown(
      { ...report, archive: { asked: false, reason: "private_address" } },
      t,
      "fr",
      () => "",
    );
    expect(refused).toContain(
      "Les archives n’ont pas été interrogées\u00a0: le lien aboutit à une adresse privée",
    );
    expect(refused).not.toContain("web.archive.org");
  });

  it("says when the archive holds no copy, or could not be asked", () => {
    const t = createTranslator("fr", { link_investigator: fr }).getFixedT("link_investigator");
    const without = (snapshot: Snapshot) =>
      reportToMarkdown({ ...report, archive: { ...report.archive, snapshot } }, t, "fr", () => "");
    expect(without({ status: "none" })).toContain("La Wayback Machine n’a encore aucune copie");
    expect(without({ status: "unavailable" })).toContain("n’a pas pu être interrogée");
  });
});
