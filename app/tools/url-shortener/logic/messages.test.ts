import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#app/i18n/languages.ts";
import { createTranslator } from "#app/i18n/translator.ts";
import { RESOURCES } from "#app/site/resources.server.ts";
import { errorBody } from "../server/api.ts";
import { errorField, shortenErrorText } from "./messages.ts";

const t = (lang: (typeof LANGUAGES)[number]) => createTranslator(lang, RESOURCES[lang]).t;

describe("shortenErrorText", () => {
  it.each([
    ["en", "The link’s host name could not be found."],
    ["fr", "Le nom d’hôte du lien est introuvable."],
    ["vi", "Không tìm thấy tên miền của liên kết."],
  ] as const)("says in %s that a host does not exist, as an ordinary error", (lang, expected) => {
    const answer = errorBody("unresolvable_host", "The link's host name could not be found.");
    expect(answer.isMalicious).toBe(false);
    expect(shortenErrorText(t(lang), answer)).toBe(expected);
  });

  it.each([
    [
      "en",
      "This link redirects to 10.0.0.1 (hop 2), a private or local network address, so it cannot be shortened.",
    ],
    [
      "fr",
      "Ce lien redirige vers 10.0.0.1 (étape 2), une adresse de réseau privé ou local\u00a0; il ne peut donc pas être raccourci.",
    ],
    [
      "vi",
      "Liên kết này chuyển hướng đến 10.0.0.1 (bước chuyển hướng 2), một địa chỉ nội bộ, nên không thể rút gọn.",
    ],
  ] as const)("names in %s the hop of a refused redirect", (lang, expected) => {
    const hop = { step: 2, host: "10.0.0.1", url: "http://10.0.0.1/" };
    const answer = errorBody("redirect_private_address", "server text", false, hop);
    expect(shortenErrorText(t(lang), answer)).toBe(expected);
  });

  it.each([
    ["en", "This link redirects (hop 2) to an address that is not http or https, so it cannot be shortened."],
    [
      "fr",
      "Ce lien redirige (étape 2) vers une adresse qui n’est ni http ni https\u00a0; il ne peut donc pas être raccourci.",
    ],
    [
      "vi",
      "Liên kết này chuyển hướng (bước chuyển hướng 2) đến một địa chỉ không phải http hay https nên không thể rút gọn.",
    ],
  ] as const)("says in %s that a redirect leads to an address that is not http(s)", (lang, expected) => {
    const hop = { step: 2, host: "file:///etc/passwd", url: "file:///etc/passwd" };
    const answer = errorBody("redirect_unsupported_scheme", "server text", false, hop);
    expect(shortenErrorText(t(lang), answer)).toBe(expected);
  });

  it("has a text for every refusal, threat or not, in every language", () => {
    const ordinary = ["invalid_url", "unsupported_scheme", "credentials", "self_link", "private_address"];
    const threats = ["homograph", "blocklisted", "safe_browsing"];
    ordinary.push("unresolvable_host", "alias_accents", ...ordinary.map((code) => `redirect_${code}`));
    ordinary.push("redirect_unresolvable_host");
    threats.push(...threats.map((code) => `redirect_${code}`));
    for (const lang of LANGUAGES) {
      for (const code of ordinary) {
        const text = shortenErrorText(t(lang), errorBody(code, "server text"));
        expect(text, `${lang} ${code}`).not.toBe("server text");
      }
      for (const code of threats) {
        const text = shortenErrorText(t(lang), errorBody(code, "server text", true));
        expect(text, `${lang} ${code}`).not.toBe(t(lang)("url_shortener:malicious.default"));
      }
    }
  });
});

describe("errorField", () => {
  it("puts an alias refusal at the alias, an address refusal at the address, and the rest under the form", () => {
    expect(errorField("alias_taken")).toBe("alias");
    expect(errorField("alias_accents")).toBe("alias");
    expect(errorField("redirect_private_address")).toBe("url");
    expect(errorField("credentials")).toBe("url");
    expect(errorField("rate_limited")).toBeNull();
  });
});
