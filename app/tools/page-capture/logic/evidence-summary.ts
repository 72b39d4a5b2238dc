// A page capture and a checked web archive as a case says them: which page, when, how much, the
// archive's hash or the check's verdict, and what they do not prove.
import { formatUtc } from "#app/lib/dates/format-date.ts";
import { fields, instantOf, known, listOf, type Summarizer, textOf } from "#app/tools/evidence-summary.ts";

const summarizeCapture: Summarizer = (result, { t, language }) => {
  const report = fields(result);
  const capturedAt = instantOf(report.capturedAt);
  const answered = listOf(report.resources).filter((line) => fields(line).refused === undefined).length;
  return {
    lines: known([
      { label: t("page"), value: textOf(report.url) ?? "" },
      capturedAt && { label: t("capturedAt"), value: formatUtc(language, capturedAt) },
      answered > 0 && { label: t("resources"), value: t("resourcesValue", { count: answered }) },
      { label: t("archive"), value: textOf(fields(report.wacz).sha256) ?? "" },
    ]),
    limits: t("limits"),
  };
};

const VERDICTS = ["intact-signed-here", "intact-signed", "intact-unsigned", "altered", "unreadable"] as const;

const summarizeArchive: Summarizer = (result, { t, language }) => {
  const check = fields(result);
  const verdict = VERDICTS.find((candidate) => candidate === check.verdict);
  const created = instantOf(check.created);
  return {
    lines: known([
      { label: t("page"), value: textOf(check.mainPageUrl) ?? "" },
      verdict && { label: t("verdict"), value: t(`verdicts.${verdict}`) },
      created && { label: t("created"), value: formatUtc(language, created) },
      { label: t("software"), value: textOf(check.software) ?? "" },
    ]),
    limits: t("limits"),
  };
};

export const pageCaptureSummaries = { "page-capture": summarizeCapture, "web-archive": summarizeArchive };
