import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../i18n/languages.ts";
import { createTranslator } from "../../../i18n/translator.ts";
import { RESOURCES } from "../../../site/resources.server.ts";
import { errorBody } from "../server/api.ts";
import { shortenErrorText } from "./messages.ts";

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

  it("has a text for every refusal, threat or not, in every language", () => {
    const ordinary = ["invalid_url", "unsupported_scheme", "credentials", "self_link", "private_address"];
    const threats = ["homograph", "blocklisted", "safe_browsing"];
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
