import { useTranslation } from "#app/i18n/react.tsx";
import type { Report } from "../logic/report.ts";
import { Field, Missing, Section } from "./ReportParts.tsx";

/** What the page the link ends on says of itself. */
export function DestinationFacts({ destination }: { destination: Report["destination"] }) {
  const { t } = useTranslation("link_investigator");
  const missing = <Missing />;
  return (
    <Section title={t("report.destination.heading")}>
      {destination === null ? (
        <p>{t("report.destination.none")}</p>
      ) : (
        <dl className="grid gap-2">
          <Field label={t("report.destination.url")}>
            <span className="break-all font-mono">{destination.url}</span>
          </Field>
          <Field label={t("report.destination.status")}>{destination.status}</Field>
          <Field label={t("report.destination.type")}>
            {destination.contentType ? <span className="font-mono">{destination.contentType}</span> : missing}
          </Field>
          <Field label={t("report.destination.title")}>{destination.title ?? missing}</Field>
          <Field label={t("report.destination.description")}>{destination.description ?? missing}</Field>
          <Field label={t("report.destination.canonical")}>
            {destination.canonical ? (
              <span className="break-all font-mono">{destination.canonical}</span>
            ) : (
              missing
            )}
            {destination.canonicalElsewhere && (
              <span className="block text-sm font-medium">{t("report.destination.canonicalElsewhere")}</span>
            )}
          </Field>
          <Field label={t("report.destination.language")}>{destination.language ?? missing}</Field>
        </dl>
      )}
    </Section>
  );
}
