import type { Language } from "#app/i18n/languages.ts";
import type { TFunction } from "#app/i18n/translator.ts";
import { dateProblemText } from "#app/lib/dates/date-problem-text.ts";
import type { DifferenceFields } from "../logic/address.ts";
import type { DifferenceView } from "./date-difference.ts";

/** The message beside a field of the form, or undefined when the field is fine. */
export function problemText(
  t: TFunction,
  lang: Language,
  view: DifferenceView,
  name: keyof DifferenceFields,
): string | undefined {
  const problem = view.problems[name];
  if (!problem) return undefined;
  const typed = view.fields[name];
  if (problem.code === "unknown_zone") return t("date_difference:problems.unknown_zone", { zone: typed });
  if (problem.code === "amount_format") return t("date_difference:problems.amount_format");
  return dateProblemText(t, lang, typed, problem);
}
