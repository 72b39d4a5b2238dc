// A tool's summary of a stored result as the case page and its reports write it: the real texts of a
// language (every tool's evidenceSummaries, as the site sends them), through the real translator.
import type { Language } from "#app/i18n/languages.ts";
import { createTranslator } from "#app/i18n/translator.ts";
import { resourcesFor } from "#app/site/resources.server.ts";
import { EVIDENCE_SUMMARIES_NAMESPACE, type Summarizer } from "#app/tools/evidence-summary.ts";

export function summarizeIn(language: Language, kind: string, summarize: Summarizer, result: unknown) {
  const { t } = createTranslator(language, resourcesFor(language, [EVIDENCE_SUMMARIES_NAMESPACE]));
  return summarize(result, {
    t: (key, values) => t(`${EVIDENCE_SUMMARIES_NAMESPACE}:${kind}.${key}`, values),
    language,
  });
}

/** A summary as "label: value" lines, with its limits last, for reading in a test. */
export function asLines(summary: ReturnType<Summarizer>): string[] {
  return [
    ...summary.lines.map(({ label, value }) => `${label}: ${value}`),
    ...(summary.limits ? [summary.limits] : []),
  ];
}
