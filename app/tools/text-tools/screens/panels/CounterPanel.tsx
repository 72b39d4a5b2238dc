import { useTranslation } from "#app/i18n/react.tsx";
import type { TextStats } from "../../logic/counter.ts";

const FIGURES: readonly (keyof TextStats)[] = [
  "characters",
  "charactersNoSpaces",
  "words",
  "lines",
  "sentences",
  "paragraphs",
  "emptyLines",
  "averageWordLength",
];

/** The counter replaces nothing: its figures follow the text as it is typed. */
export function CounterPanel({ stats, counting }: { stats: TextStats; counting: boolean }) {
  const { t, i18n } = useTranslation("text_tools");
  const whole = new Intl.NumberFormat(i18n.language);
  const oneDecimal = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <div className="space-y-3">
      <dl
        aria-label={t("counter.label")}
        aria-busy={counting || undefined}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
      >
        {FIGURES.map((figure) => (
          <div key={figure} className="rounded-md border bg-muted/40 p-3">
            <dt className="text-xs font-medium text-muted-foreground">{t(`counter.${figure}`)}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={`stat-${figure}`}>
              {figure === "averageWordLength"
                ? oneDecimal.format(stats[figure])
                : whole.format(stats[figure])}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">{counting ? t("input.counting") : t("counter.live")}</p>
    </div>
  );
}
