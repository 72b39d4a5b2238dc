import { useTranslation } from "#app/i18n/react.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { type FactRow, factRows } from "../logic/fact-rows.ts";
import type { VideoReport } from "../logic/read-video.ts";

/** The value of a row: those built from a message pick the longer form when there is more to say. */
function shownValue(row: FactRow, t: (key: string, values?: Record<string, string>) => string): string {
  const values = row.values;
  if (!values) return row.value;
  if (row.id === "codecs" && values.audio) return t("facts.codecs.valueWithAudio", values);
  if (row.id === "bitrate" && values.video) return t("facts.bitrate.valueWithVideo", values);
  if (row.id === "format" && !values.format) return t("facts.format.unknownValue", values);
  return t(`facts.${row.id}.value`, values);
}

/** Each fact the container gives, with what it means and what it does not prove. */
export function FactsList({
  report,
  sha256,
  hashFailed,
}: {
  report: VideoReport;
  sha256?: string;
  hashFailed?: boolean;
}) {
  const { t, i18n } = useTranslation("video_inspector");
  const rows = factRows(report, i18n.language, sha256);
  return (
    <section aria-labelledby="video-facts" className="mt-8">
      <h2 id="video-facts" className="mb-4 text-2xl font-semibold">
        {t("facts.heading")}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.id} className="rounded-lg border bg-card p-4 text-card-foreground" data-fact={row.id}>
            <dt className="text-sm font-medium text-muted-foreground">{t(`facts.${row.id}.label`)}</dt>
            <dd className="mt-1 grid gap-2">
              {row.id === "sha256" && hashFailed ? (
                <span className="font-medium">{t("facts.sha256.failed")}</span>
              ) : row.id === "sha256" && !sha256 ? (
                <span className="flex items-center gap-2 text-muted-foreground" role="status">
                  <Icon name="loader-circle" className="animate-spin" />
                  {t("facts.computing")}
                </span>
              ) : (
                <span
                  className={
                    row.id === "sha256" ? "break-all font-mono text-sm" : "break-words text-lg font-semibold"
                  }
                >
                  {shownValue(row, t)}
                </span>
              )}
              {row.href && (
                <a
                  href={row.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  <Icon name="map-pin" />
                  {t("facts.place.map")}
                </a>
              )}
              <p className="text-sm">
                <span className="block font-medium">{t("facts.means")}</span>
                {t(`facts.${row.id}.means`, row.values ?? {})}
              </p>
              <p className="text-sm text-muted-foreground">
                <span className="block font-medium">{t("facts.notProve")}</span>
                {t(`facts.${row.id}.notProve`)}
              </p>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
