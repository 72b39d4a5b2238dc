import { describe, expect, it } from "vitest";
import { createTranslator } from "#app/i18n/translator.ts";
import en from "../locales/en.json" with { type: "json" };
import fr from "../locales/fr.json" with { type: "json" };
import { reportFileName, reportToMarkdown } from "./markdown.ts";
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
    description: "Ce que la page dit d’elle-même",
    canonical: null,
    canonicalElsewhere: false,
    language: "fr",
    image: null,
  },
  certificate: {
    issuer: "Let's Encrypt",
    validFrom: "2026-10-01T00:00:00.000Z",
    validTo: "2026-12-30T23:59:59.000Z",
    names: ["example.org", "www.example.org"],
  },
  domain: {
    host: "example.org",
    registrableDomain: "example.org",
    registration: {
      registered: "1995-08-14T04:00:00Z",
      expires: "2027-08-13T04:00:00Z",
      registrar: "RESERVED-Internet Assigned Numbers Authority",
      ageDays: 11_427,
    },
    dns: { a: ["93.184.215.14"], aaaa: [], ns: ["a.iana-servers.net"], mx: [{ exchange: ".", priority: 0 }] },
  },
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

const fixedT = (resources: typeof fr, lang: "fr" | "en") =>
  createTranslator(lang, { link_investigator: resources }).getFixedT("link_investigator");

describe("reportToMarkdown", () => {
  it("writes the report in the reader's language, its time in UTC, with a table of the path", () => {
    const markdown = reportToMarkdown(report, fixedT(fr, "fr"), "fr");
    expect(markdown).toMatch(/^# Rapport\n\nhttps:\/\/bit\.ly\/x\n/);
    expect(markdown).toContain("Examiné le 25 novembre 2026 à 10:00 (UTC). **1 avertissement**");
    expect(markdown).toContain("Lisez chaque avertissement ci-dessous");
    expect(markdown).toContain("- **Lien court**\u00a0: bit.ly est un raccourcisseur de liens");
    expect(markdown).toContain(
      "| 2 | https://example.org/a\\|b | 200 | Destination | 1\u202f200\u00a0ms | 93.184.215.14 |",
    );
    expect(markdown).toContain(
      "Copie la plus récente dans la Wayback Machine\u00a0: 1er janvier 2026 à 12:00 (UTC) (https://web.archive.org/web/20260101120000/https://example.org/a)",
    );
    expect(markdown).toContain("- Adresse recherchée\u00a0: https://example.org/a|b\n- Wayback Machine");
  });

  it("carries every section of the page: destination, domain registration and DNS, certificate, clean link", () => {
    const markdown = reportToMarkdown(report, fixedT(en, "en"), "en");
    const headings = markdown.split("\n").filter((line) => line.startsWith("## "));
    expect(headings).toEqual([
      "## Path",
      "## Destination",
      "## Domain",
      "## Certificate",
      "## Clean link",
      "## Archived copies",
    ]);
    for (const line of [
      "- Content type: text/html",
      "- Title: Une page",
      "- Description: Ce que la page dit d’elle-même",
      "- Canonical address: not given",
      "- Language: fr",
      "- Registered domain: example.org",
      "- Registered on: August 14, 1995 (31 years, 3 months ago)",
      "- Registrar: RESERVED-Internet Assigned Numbers Authority",
      "- Expires on: August 13, 2027",
      "- A: 93.184.215.14",
      "- AAAA: —",
      "- NS: a.iana-servers.net",
      "- MX: 0 .",
      "- Issued by: Let's Encrypt",
      "- Valid until: December 30, 2026",
      "- For the names: example.org, www.example.org",
      "https://example.org/a|b\n\nThis link carries no tracking parameters.",
      "A report says how a link behaves today",
    ]) {
      expect(markdown).toContain(line);
    }
  });

  it("marks a look-alike's foreign letters and names them", () => {
    const markdown = reportToMarkdown(
      {
        ...report,
        verdict: "dangerous",
        warnings: [
          {
            code: "homograph",
            detail: "paypal.com",
            host: "pаypal.com",
            letters: [{ at: 1, letter: "а", script: "Cyrillic", looksLike: "a" }],
          },
        ],
        cleanUrl: { withheld: "dangerous" },
      },
      fixedT(en, "en"),
      "en",
    );
    expect(markdown).toContain(
      "  Letters from another alphabet, marked in the name: p**а**ypal.com\n  - а (U+0430) — Cyrillic, looks like “a”",
    );
    expect(markdown).toContain("## Clean link\n\nNo clean link is offered: this link is dangerous");
  });

  it("says why a refused address has no domain facts, and leaves out what was not found", () => {
    const t = fixedT(en, "en");
    const refused = reportToMarkdown(
      {
        ...report,
        hops: [{ ...report.hops[0], via: "refused", status: null } as Report["hops"][number]],
        destination: null,
        certificate: null,
        domain: null,
      },
      t,
      "en",
    );
    expect(refused).toContain("## Domain\n\nNot looked up: the link ends at a private or local address");
    expect(refused).toContain("## Destination\n\nNo page was reached.");
    expect(refused).not.toContain("## Certificate");
    const notWeb = reportToMarkdown(
      {
        ...report,
        hops: [
          report.hops[0] as Report["hops"][number],
          {
            url: "file:///etc/passwd",
            host: "",
            status: null,
            via: "refused",
            ms: 0,
            address: null,
            warnings: ["unsupported_scheme"],
          },
        ],
        destination: null,
        certificate: null,
        domain: null,
        cleanUrl: { withheld: "unsupported_scheme" },
        archive: { asked: false, reason: "unsupported_scheme" },
      },
      t,
      "en",
    );
    expect(notWeb).toContain(
      "## Domain\n\nNot looked up: the link ends at an address that is not http or https",
    );
    expect(notWeb).toContain(
      "No clean link is offered: the link ends at an address that is not http or https",
    );
    expect(notWeb).toContain(
      "The archives were not asked: the link ends at an address that is not http or https",
    );
    const unknown = reportToMarkdown({ ...report, domain: null, certificate: null }, t, "en");
    expect(unknown).not.toContain("## Domain");
  });

  it("says what was left out of the address looked up, or why the archives were not asked", () => {
    const t = fixedT(fr, "fr");
    const stripped = reportToMarkdown(
      { ...report, archive: { ...report.archive, address: "https://example.org/a", stripped: true } },
      t,
      "fr",
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
    );
    expect(refused).toContain(
      "Les archives n’ont pas été interrogées\u00a0: le lien aboutit à une adresse privée",
    );
    expect(refused).not.toContain("web.archive.org");
  });

  it("says when the archive holds no copy, or could not be asked", () => {
    const t = fixedT(fr, "fr");
    const without = (snapshot: Snapshot) =>
      reportToMarkdown({ ...report, archive: { ...report.archive, snapshot } }, t, "fr");
    expect(without({ status: "none" })).toContain("La Wayback Machine n’a encore aucune copie");
    expect(without({ status: "unavailable" })).toContain("n’a pas pu être interrogée");
  });
});

describe("reportFileName", () => {
  it("names the file after the host investigated and the day of UTC it was checked", () => {
    expect(reportFileName(report, "md")).toBe("link-report-bit.ly-2026-11-25.md");
    expect(
      reportFileName(
        { ...report, input: "https://tiếngviệt.vn/x", checkedAt: "2026-11-26T23:30:00.000Z" },
        "json",
      ),
    ).toBe("link-report-xn--tingvit-5t4cyc.vn-2026-11-26.json");
    expect(reportFileName({ ...report, input: "http://[2001:db8::1]:8080/" }, "md")).toBe(
      "link-report-2001-db8-1-2026-11-25.md",
    );
  });
});
