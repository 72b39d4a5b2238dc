import type { TFunction } from "../../../i18n/translator.ts";
import type { ShortenAnswer } from "./types.ts";

/**
 * The text to show for a refused or failed shorten request, in the page's language: the translation of
 * the server's error code when we have one, else the server's own (English) message.
 */
export function shortenErrorText(t: TFunction, answer: Extract<ShortenAnswer, { status: "error" }>): string {
  const group = answer.isMalicious ? "url_shortener:malicious.codes" : "url_shortener:errors.codes";
  const fallback = answer.isMalicious
    ? t("url_shortener:malicious.default")
    : answer.message || t("url_shortener:errors.unknown");
  return t(`${group}.${answer.error.code}`, { defaultValue: fallback });
}
