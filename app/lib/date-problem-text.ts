import type { Language } from "../i18n/languages.ts";
import type { TFunction } from "../i18n/translator.ts";
import type { ClockProblem, DateProblem } from "./date-input.ts";
import { formatMonth } from "./format-date.ts";

/**
 * The message beside a date or time field, from a tool's `problems` texts (date_format,
 * no_such_date, no_such_month, time_format), `t` being that tool's translation function.
 */
export function dateProblemText(
  t: TFunction,
  lang: Language,
  typed: string,
  problem: DateProblem | ClockProblem,
): string {
  if (problem.code !== "no_such_date") return t(`problems.${problem.code}`);
  if (problem.daysInMonth === 0)
    return t("problems.no_such_month", { month: String(problem.month).padStart(2, "0") });
  return t("problems.no_such_date", {
    date: typed.trim(),
    month: formatMonth(lang, problem.year, problem.month),
    days: String(problem.daysInMonth),
  });
}
