import { useSyncExternalStore } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { progressStore } from "../state/progress.ts";

/** The path as it is being followed: each hop as the server reports it, read out as it comes. */
export function ProgressView({ input }: { input: string }) {
  const { t } = useTranslation("link_investigator");
  const progress = useSyncExternalStore(progressStore.subscribe, progressStore.get, () => null);
  const hops = progress?.input === input ? progress.hops : [];
  return (
    <section className="mt-6 rounded-lg border border-border p-4" data-testid="investigation-progress">
      <p role="status" className="flex items-center gap-2 font-medium">
        <Icon name="loader-circle" className="animate-spin" />
        {t("progress.following", { count: hops.length })}
      </p>
      <ol className="mt-3 grid gap-2" aria-label={t("report.hops.heading")}>
        {hops.map((hop, i) => (
          <li key={hop.url} className="grid gap-0.5 text-sm sm:grid-cols-[auto_1fr_auto] sm:gap-3">
            <span className="text-muted-foreground">{t("progress.step", { step: i + 1 })}</span>
            <span className="break-all font-mono">{hop.url}</span>
            <span className="text-muted-foreground">
              {hop.status ?? t("report.hops.noAnswer")} · {t(`report.hops.viaLabels.${hop.via}`)} ·{" "}
              {t("report.hops.ms", { ms: hop.ms })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
