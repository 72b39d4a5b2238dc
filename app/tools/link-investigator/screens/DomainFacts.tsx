import { useTranslation } from "#app/i18n/react.tsx";
import { domainAge, formatDomainAge } from "../logic/domain-age.ts";
import { type Report, refusalOf } from "../logic/report.ts";
import { Field, Missing, Section, useReportDates } from "./ReportParts.tsx";

/** Who holds the destination's domain and since when, what its DNS says, and its certificate. */
export function DomainFacts({ report }: { report: Report }) {
  const { t, i18n } = useTranslation("link_investigator");
  const { day } = useReportDates();
  const { certificate, domain } = report;
  // A refused last hop (a private address, or one not http(s)) is not looked up (investigate.ts).
  const refusal = refusalOf(report.hops);
  const missing = <Missing />;
  return (
    <>
      {domain === null && refusal !== null && (
        <Section title={t("report.domain.heading")}>
          <p>{t(`report.domain.notAsked.${refusal}`)}</p>
        </Section>
      )}
      {domain !== null && (
        <Section title={t("report.domain.heading")}>
          <dl className="grid gap-2">
            <Field label={t("report.domain.registrable")}>{domain.registrableDomain ?? domain.host}</Field>
            {domain.registration === null ? (
              <Field label={t("report.domain.registration")}>{t("report.domain.unavailable")}</Field>
            ) : (
              <>
                <Field label={t("report.domain.registered")}>
                  {domain.registration.registered ? day(domain.registration.registered) : missing}
                  {domain.registration.registered && domain.registration.ageDays !== null && (
                    <span className="text-muted-foreground">
                      {" "}
                      (
                      {t("report.domain.age", {
                        duration: formatDomainAge(
                          i18n.language,
                          domainAge(domain.registration.registered, domain.registration.ageDays),
                        ),
                      })}
                      )
                    </span>
                  )}
                </Field>
                <Field label={t("report.domain.registrar")}>{domain.registration.registrar ?? missing}</Field>
                <Field label={t("report.domain.expires")}>
                  {domain.registration.expires ? day(domain.registration.expires) : missing}
                </Field>
              </>
            )}
            {domain.dns !== null &&
              (["a", "aaaa", "ns"] as const).map((type) => (
                <Field key={type} label={type.toUpperCase()}>
                  <span className="break-all font-mono">{domain.dns?.[type].join(", ") || "—"}</span>
                </Field>
              ))}
            {domain.dns !== null && (
              <Field label="MX">
                <span className="break-all font-mono">
                  {domain.dns.mx.map((record) => `${record.priority} ${record.exchange}`).join(", ") || "—"}
                </span>
              </Field>
            )}
          </dl>
        </Section>
      )}

      {certificate !== null && (
        <Section title={t("report.certificate.heading")}>
          <dl className="grid gap-2">
            <Field label={t("report.certificate.issuer")}>{certificate.issuer || missing}</Field>
            <Field label={t("report.certificate.validFrom")}>{day(certificate.validFrom)}</Field>
            <Field label={t("report.certificate.validTo")}>{day(certificate.validTo)}</Field>
            <Field label={t("report.certificate.names")}>
              <span className="break-all font-mono">{certificate.names.join(", ")}</span>
            </Field>
          </dl>
        </Section>
      )}
    </>
  );
}
