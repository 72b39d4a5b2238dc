import type { Language } from "#app/i18n/languages.ts";
import type { TFunction } from "#app/i18n/translator.ts";
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
  // A month that does not exist is named by its number as typed ("13"); one that does, in words.
  const [key, values]: [(typeof DATE_PROBLEM_KEYS)[number], Record<string, string | number>] =
    problem.daysInMonth === 0
      ? ["no_such_month", { number: String(problem.month).padStart(2, "0") }]
      : [
          "no_such_date",
          {
            date: typed.trim(),
            month: formatMonth(lang, problem.year, problem.month),
            count: problem.daysInMonth,
          },
        ];
  return t(`problems.${key}`, values);
}
