// A link investigation as a case says it: the verdict, where the link ends, when its domain was
// registered, when it was checked, and what a clean verdict does not prove.
import { formatDate, formatUtc } from "#app/lib/dates/format-date.ts";
import {
  fields,
  instantOf,
  known,
  listOf,
  numberOf,
  type Summarizer,
  textOf,
} from "#app/tools/evidence-summary.ts";
import { sortWarnings, type Verdict, WARNING_CODES, type Warning } from "./report.ts";

const VERDICTS: readonly Verdict[] = ["clear", "warnings", "dangerous", "unreachable"];

const summarizeInvestigation: Summarizer = (result, { t, language }) => {
  const report = fields(result);
  const verdict = VERDICTS.find((candidate) => candidate === report.verdict);
  const warnings = sortWarnings(
    listOf(report.warnings).filter((warning): warning is Warning =>
      WARNING_CODES.includes(fields(warning).code as Warning["code"]),
    ),
  );
  const titles = [...new Set(warnings.map((warning) => t(`warnings.${warning.code}`)))];
  const registration = fields(fields(report.domain).registration);
  const registered = instantOf(registration.registered);
  // A registration is a day, the registry's (UTC).
  const day = registered && formatDate(language, registered, { timeZone: "UTC" });
  const ageDays = numberOf(registration.ageDays);
  const checkedAt = instantOf(report.checkedAt);
  return {
    lines: known([
      verdict && {
        label: t("verdict"),
        value: t(`verdicts.${verdict}`, verdict === "warnings" ? { count: warnings.length } : {}),
      },
      titles.length > 0 && {
        label: t("warningList"),
        value: new Intl.ListFormat(language, { type: "unit" }).format(titles),
      },
      { label: t("destination"), value: textOf(fields(report.destination).url) ?? "" },
      day && {
        label: t("registered"),
        value: ageDays === undefined ? day : t("registeredAgo", { date: day, count: ageDays }),
      },
      checkedAt && { label: t("checkedAt"), value: formatUtc(language, checkedAt) },
    ]),
    limits: verdict === "clear" ? t("limits.clear") : verdict ? t("limits.other") : undefined,
  };
};

export const linkInvestigatorSummaries = { "link-investigation": summarizeInvestigation };
