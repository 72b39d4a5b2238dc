import type { Language } from "../i18n/languages.ts";
import type { TFunction } from "../i18n/translator.ts";
import type { ClockProblem, DateProblem } from "./date-input.ts";
import { formatMonth } from "./format-date.ts";

/** The texts every tool with date fields has under "problems" (checked by this file's test). */
export const DATE_PROBLEM_KEYS = ["date_format", "no_such_date", "no_such_month", "time_format"] as const;

/** The message beside a date or time field, `t` being the translation function of the tool's namespace. */
export function dateProblemText(
  t: TFunction,
  lang: Language,
  typed: string,
  problem: DateProblem | ClockProblem,
): string {
  if (problem.code !== "no_such_date") return t(`problems.${problem.code}`);
  const key: (typeof DATE_PROBLEM_KEYS)[number] =
    problem.daysInMonth === 0 ? "no_such_month" : "no_such_date";
  return t(`problems.${key}`, {
    date: typed.trim(),
    month:
      problem.daysInMonth === 0
        ? String(problem.month).padStart(2, "0")
        : formatMonth(lang, problem.year, problem.month),
    count: problem.daysInMonth,
  });
}
