import type { TFunction } from "#app/i18n/translator.ts";
import type { MessageParams } from "../logic/messages.ts";

/**
 * What is wrong with the JSON, in the page's language, from the problem's code and the character found
 * that the transform gives (json-syntax-error.ts): the engine's message it also gives is English
 * whatever the page's language. The position is said apart ("json.errorPosition", "json.errorAt").
 */
export function jsonProblemText(t: TFunction, params: MessageParams): string {
  return t(`text_tools:json.problems.${params.problem}`, { token: String(params.token ?? "") });
}

/** The invalid-JSON message's parameters in the page's language: the problem, then its line and column. */
export function invalidJsonParams(t: TFunction, params: MessageParams): MessageParams {
  return {
    error: t("text_tools:json.errorAt", {
      problem: jsonProblemText(t, params),
      line: params.line,
      column: params.column,
    }),
  };
}
