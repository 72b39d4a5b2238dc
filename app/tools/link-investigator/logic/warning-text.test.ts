import { describe, expect, it } from "vitest";
import type { Language } from "#app/i18n/languages.ts";
import { createTranslator } from "#app/i18n/translator.ts";
import en from "../locales/en.json" with { type: "json" };
import fr from "../locales/fr.json" with { type: "json" };
import vi from "../locales/vi.json" with { type: "json" };
import type { Warning } from "./report.ts";
import { warningText } from "./warning-text.ts";

const RESOURCES = { en, fr, vi };
const why = (lang: Language, warning: Warning) =>
  warningText(
    createTranslator(lang, { link_investigator: RESOURCES[lang] }).getFixedT("link_investigator"),
    lang,
    warning,
  ).why;

describe("warningText", () => {
  it("agrees a count with its noun, French counting 1 day in the singular", () => {
    expect(why("fr", { code: "young_domain", count: 1 })).toContain("il y a 1 jour\u00a0;");
    expect(why("fr", { code: "young_domain", count: 5 })).toContain("il y a 5 jours\u00a0;");
    expect(why("en", { code: "young_domain", count: 1 })).toContain("registered 1 day ago;");
    expect(why("vi", { code: "too_many_hops", count: 10 })).toMatch(/^Sau 10 bước/);
  });

  it("lists tracking parameters as the language lists them, the verb agreeing", () => {
    expect(why("fr", { code: "tracking_parameters", names: ["utm_source"] })).toContain(
      "contient utm_source, qui indique",
    );
    expect(
      why("fr", { code: "tracking_parameters", names: ["utm_source", "utm_medium", "fbclid"] }),
    ).toContain("contient utm_source, utm_medium et fbclid, qui indiquent");
    expect(why("en", { code: "tracking_parameters", names: ["gclid"] })).toContain("gclid, which tells");
  });

  it("names the host of an expired certificate and the day it expired, in words", () => {
    const expired: Warning = {
      code: "certificate_problem",
      detail: "example.org",
      expired: "2025-01-01T00:00:00.000Z",
    };
    expect(why("fr", expired)).toBe(
      "Le certificat du domaine example.org a expiré le 1er janvier 2025\u00a0: la connexion sécurisée à ce site n’est pas fiable.",
    );
    expect(why("vi", expired)).toContain("example.org đã hết hạn ngày 1 tháng 1, 2025:");
    expect(why("en", { code: "certificate_problem", detail: "example.org" })).toContain(
      "The secure connection to example.org cannot be trusted",
    );
  });

  it("says an error status at the end of the link with its number, a page's absence apart from a failing site", () => {
    expect(why("en", { code: "error_status", detail: "example.org", status: 404 })).toBe(
      "example.org answered with error 404: the page does not exist, was removed, or the site refused to show it to our server.",
    );
    expect(why("fr", { code: "error_status", detail: "example.org", status: 503 })).toBe(
      "example.org a répondu par l’erreur 503\u00a0: le site est en panne ou surchargé. Réessayez plus tard.",
    );
    expect(why("vi", { code: "error_status", detail: "example.org", status: 410 })).toContain(
      "trả về lỗi 410:",
    );
  });

  it("gives a download's type, and its size in the reader's units when the site declared one", () => {
    expect(why("fr", { code: "download", detail: "application/zip", bytes: 2_400_000 })).toContain(
      "(application/zip, 2,4\u202fMo)",
    );
    expect(why("en", { code: "download", detail: "application/octet-stream" })).toContain(
      "(application/octet-stream, size not given)",
    );
  });
});
