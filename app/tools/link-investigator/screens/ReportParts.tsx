// What every section of a link report is made of, and how it writes dates.
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatDate } from "#app/lib/dates/format-date.ts";
import { useReaderZone } from "#app/lib/dates/use-reader-zone.ts";
import { formatReportTime } from "../logic/report-time.ts";

/** One section of the report, named for readers that list regions. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6" aria-label={title}>
      <h3 className="mb-3 text-lg font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** A labelled fact of a section's list. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** What stands where the page or registry said nothing. */
export function Missing() {
  const { t } = useTranslation("link_investigator");
  return <span className="text-muted-foreground">{t("report.destination.missing")}</span>;
}

/**
 * When the report was made, with its zone: the reader's once the page has hydrated, UTC before (as the
 * server writes it). Registration and certificate dates are days of UTC, as registries and certificates
 * state them.
 */
export function useReportDates() {
  const { i18n } = useTranslation("link_investigator");
  const lang = i18n.language;
  const zone = useReaderZone();
  return {
    when: (iso: string) => formatReportTime(lang, iso, zone),
    day: (iso: string) => formatDate(lang, Date.parse(iso), { timeZone: "UTC" }),
  };
}
