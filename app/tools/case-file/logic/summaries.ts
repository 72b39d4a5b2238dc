// Each item's summary, by the tool that made it: every tool owns how its result reads (its summariser,
// from its public.ts, and its texts under `evidenceSummaries.<kind>`), and so does a shared feature that
// declares a kind (the where layer's placed coordinate). The case page shows it; report.md and report.html
// write it, in the language of the page.
import { whereSummaries } from "#app/features/where/logic/evidence-summary.ts";
import type { Language } from "#app/i18n/languages.ts";
import { compareTextsSummaries } from "#app/tools/compare-texts/public.ts";
import type { EvidenceKind } from "#app/tools/definition.ts";
import { documentInspectorSummaries } from "#app/tools/document-inspector/public.ts";
import {
  EVIDENCE_SUMMARIES_NAMESPACE,
  type EvidenceSummary,
  type Summarizer,
} from "#app/tools/evidence-summary.ts";
import { hiddenCharactersSummaries } from "#app/tools/hidden-characters/public.ts";
import { imageInspectorSummaries } from "#app/tools/image-inspector/public.ts";
import { linkAnalyticsSummaries } from "#app/tools/link-analytics/public.ts";
import { linkInvestigatorSummaries } from "#app/tools/link-investigator/public.ts";
import { pageCaptureSummaries } from "#app/tools/page-capture/public.ts";
import { readabilitySummaries } from "#app/tools/readability-score/public.ts";
import { sunPositionSummaries } from "#app/tools/sun-position/public.ts";
import { textFromImageSummaries } from "#app/tools/text-from-image/public.ts";
import { timeZoneConverterSummaries } from "#app/tools/time-zone-converter/public.ts";
import { timestampDecoderSummaries } from "#app/tools/timestamp-decoder/public.ts";
import { urlShortenerSummaries } from "#app/tools/url-shortener/public.ts";
import { videoInspectorSummaries } from "#app/tools/video-inspector/public.ts";
import { noteSummaries } from "./evidence-summary.ts";

/** Every kind a tool or feature declares has its summariser: a kind left out does not compile. */
const SUMMARIZERS: Record<string, Summarizer> = {
  ...compareTextsSummaries,
  ...documentInspectorSummaries,
  ...hiddenCharactersSummaries,
  ...imageInspectorSummaries,
  ...linkAnalyticsSummaries,
  ...linkInvestigatorSummaries,
  ...pageCaptureSummaries,
  ...readabilitySummaries,
  ...sunPositionSummaries,
  ...textFromImageSummaries,
  ...timeZoneConverterSummaries,
  ...timestampDecoderSummaries,
  ...urlShortenerSummaries,
  ...videoInspectorSummaries,
  ...noteSummaries,
  ...whereSummaries,
} satisfies Record<EvidenceKind, Summarizer>;

/**
 * What an item says in words, or null when its kind has no summariser here (a bundle of a newer version)
 * or its result reads as nothing: then only its raw result is shown.
 */
export function summaryOf(
  item: { kind: string; result: unknown },
  t: (key: string, values?: Record<string, string | number>) => string,
  language: Language,
): EvidenceSummary | null {
  const summarize = Object.hasOwn(SUMMARIZERS, item.kind) ? SUMMARIZERS[item.kind] : undefined;
  if (summarize === undefined) return null;
  const summary = summarize(item.result, {
    t: (key, values) => t(`${EVIDENCE_SUMMARIES_NAMESPACE}:${item.kind}.${key}`, values),
    language,
  });
  return summary.lines.length > 0 || summary.limits ? summary : null;
}
