import type { TFunction } from "#app/i18n/translator.ts";
import type { ShortenAnswer } from "./types.ts";

type ErrorAnswer = Extract<ShortenAnswer, { status: "error" }>;

/**
 * The text to show for a refused or failed shorten request, in the page's language: the translation of
 * the server's error code when we have one (naming the hop of a refused redirect), else the server's own
 * (English) message.
 */
export function shortenErrorText(t: TFunction, answer: ErrorAnswer): string {
  const group = answer.isMalicious ? "url_shortener:malicious.codes" : "url_shortener:errors.codes";
  const fallback = answer.isMalicious
    ? t("url_shortener:malicious.default")
    : answer.message || t("url_shortener:errors.unknown");
  const hop = answer.hop ? { host: answer.hop.host, step: answer.hop.step } : {};
  return t(`${group}.${answer.error.code}`, { defaultValue: fallback, ...hop });
}

/** Refusals about the request rather than what was typed: said under the form, not at a field. */
const REQUEST_CODES = new Set([
  "rate_limited",
  "body_too_large",
  "cross_origin",
  "forbidden_origin",
  "invalid_request",
  "invalid_json",
  "invalid_form",
  "unsupported_media_type",
  "internal_error",
]);

/** The form field a refusal is about: the alias, the address, or neither (the request itself). */
export function errorField(code: string): "url" | "alias" | null {
  if (REQUEST_CODES.has(code)) return null;
  return code.startsWith("alias_") ? "alias" : "url";
}
