import { useTranslation } from "#app/i18n/react.tsx";
import type { useReadability } from "./use-readability.ts";

/** One polite line: a hand-off being read or lost, measuring, the language measured, or a failure. */
export function StatusLine({ state }: { state: ReturnType<typeof useReadability> }) {
  const { t } = useTranslation("readability_score");
  const detected = state.measured?.value.detected;
  const analysis = state.measured?.value.analysis;
  const name = (lang: string) => t(`language.names.${lang}`);
  const lines: string[] = [];
  if (state.handOff === "reading") lines.push(t("handOff.reading"));
  if (state.handOff === "gone") lines.push(t("handOff.gone"));
  if (state.notText) lines.push(t("handOff.notText"));
  if (state.failure === "unsupported") lines.push(t("status.unsupported"));
  else if (state.failure) lines.push(t("status.failed"));
  else if (state.measuring) lines.push(t("status.measuring"));
  else if (!analysis) lines.push(t("status.empty"));
  else {
    if (detected?.sure) lines.push(t("language.detected", { language: name(detected.language) }));
    else if (detected) lines.push(t("language.unsure", { language: name(detected.language) }));
    if (analysis.counts.sentences === 0) lines.push(t("status.noSentence"));
  }
  return (
    <div role="status" className="grid gap-1 text-sm" data-testid="status">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
