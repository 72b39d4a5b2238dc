import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDate, formatDateTime } from "../../../lib/format-date.ts";
import { Button } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import { cn } from "../../../ui/cn.ts";
import { download } from "../../../ui/download.ts";
import { Icon } from "../../../ui/icon.tsx";
import { toast } from "../../../ui/toaster.tsx";
import { useCopy } from "../../../ui/use-copy.ts";
import { reportToMarkdown } from "../logic/markdown.ts";
import { type Archive, DANGEROUS, type Report, type Snapshot } from "../logic/report.ts";
import { warningText } from "../logic/warning-text.ts";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6" aria-label={title}>
      <h3 className="mb-3 text-lg font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

const HOP_COLUMNS = ["step", "address", "status", "via", "time", "ip"] as const;

/** A cell of the path; on a phone a line of its own that names its column. */
function HopCell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td
      data-label={label}
      className={cn(
        "px-2 py-2 max-sm:block max-sm:px-0 max-sm:py-0.5 max-sm:before:mr-2 max-sm:before:font-sans max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]",
        className,
      )}
    >
      {children}
    </td>
  );
}

/** What the Wayback Machine said of the destination: its latest copy, none, or nothing at all. */
function SnapshotLine({ snapshot, formatDate }: { snapshot: Snapshot; formatDate: (iso: string) => string }) {
  const { t } = useTranslation("link_investigator");
  if (snapshot.status !== "found") {
    const key = snapshot.status === "none" ? "noSnapshot" : "snapshotUnavailable";
    return (
      <p className="mt-2" data-testid="archive-snapshot">
        {t(`report.archive.${key}`)}
      </p>
    );
  }
  return (
    <p className="mt-2" data-testid="archive-snapshot">
      {t("report.archive.snapshot", { date: formatDate(snapshot.capturedAt) })}{" "}
      <a className="text-primary hover:underline" href={snapshot.url} rel="noopener noreferrer">
        {t("report.archive.openSnapshot")}
      </a>
    </p>
  );
}

/** The archives: the address looked up, what the Wayback Machine said and links to both; or why none was asked. */
function ArchiveSection({ archive, formatDate }: { archive: Archive; formatDate: (iso: string) => string }) {
  const { t } = useTranslation("link_investigator");
  if (!archive.asked) {
    return (
      <p className="mt-2" data-testid="archive-snapshot">
        {t(`report.archive.notAsked.${archive.reason}`)}
      </p>
    );
  }
  return (
    <>
      <dl className="mt-2 grid gap-2">
        <Field label={t("report.archive.address")}>
          <span className="break-all font-mono" data-testid="archive-address">
            {archive.address}
          </span>
          {archive.stripped && (
            <span className="block text-sm text-muted-foreground" data-testid="archive-stripped">
              {t("report.archive.stripped", { option: t("form.archiveFull") })}
            </span>
          )}
        </Field>
      </dl>
      <SnapshotLine snapshot={archive.snapshot} formatDate={formatDate} />
      <ul className="mt-2 grid gap-1">
        <li>
          <a className="text-primary hover:underline" href={archive.wayback} rel="noopener noreferrer">
            {t("report.archive.wayback")}
          </a>
        </li>
        <li>
          <a className="text-primary hover:underline" href={archive.archiveToday} rel="noopener noreferrer">
            {t("report.archive.archiveToday")}
          </a>
        </li>
      </ul>
    </>
  );
}

/** The report, in the order: verdict and warnings, path, destination, domain, clean link, archives. */
export function ReportView({ report }: { report: Report }) {
  const { t, i18n } = useTranslation("link_investigator");
  const lang = i18n.language;
  // When the report was made, in the reader's zone; registration and certificate dates are days of UTC,
  // as registries and certificates state them.
  const when = (iso: string) => formatDateTime(lang, Date.parse(iso));
  const day = (iso: string) => formatDate(lang, Date.parse(iso), { timeZone: "UTC" });
  const { copied, copy } = useCopy();
  const verdict =
    report.verdict === "warnings"
      ? t("report.verdict.warnings", { count: report.warnings.length })
      : t(`report.verdict.${report.verdict}`);
  const { destination, certificate, domain } = report;
  // A refused last hop is a private address: its domain is not looked up (investigate.ts).
  const refused = report.hops.at(-1)?.via === "refused";
  const missing = <span className="text-muted-foreground">{t("report.destination.missing")}</span>;

  return (
    <Card className="mt-6 p-5 sm:p-6" data-testid="investigation-report">
      <h2 className="text-xl font-semibold">{t("report.heading")}</h2>
      <p className="mt-1 break-all font-mono">{report.input}</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {t("report.checkedAt", { date: when(report.checkedAt) })}
      </p>

      <div
        role={report.verdict === "clear" ? "status" : "alert"}
        className={cn(
          "mt-4 rounded-lg border p-4",
          report.verdict === "dangerous" && "border-destructive bg-destructive/10",
          report.verdict === "warnings" && "border-amber-500/60 bg-amber-500/10",
          report.verdict === "clear" && "border-emerald-600/50 bg-emerald-600/10",
        )}
        data-testid="verdict"
      >
        <p className="flex items-center gap-2 text-lg font-semibold">
          <Icon name={report.verdict === "clear" ? "check" : "triangle-alert"} />
          {verdict}
        </p>
        <p className="mt-1">{t(`report.verdictNote.${report.verdict}`)}</p>
      </div>

      {report.warnings.length > 0 && (
        <ul className="mt-4 grid gap-3" aria-label={verdict}>
          {report.warnings.map((warning) => {
            const { title, why } = warningText(t, lang, warning);
            return (
              <li
                key={`${warning.code} ${warning.detail ?? ""}`}
                className={cn(
                  "rounded-md border p-3",
                  DANGEROUS.has(warning.code) ? "border-destructive" : "border-border",
                )}
                data-warning={warning.code}
              >
                <p className="font-semibold">{title}</p>
                <p className="text-sm">{why}</p>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-4 text-sm text-muted-foreground">{t("report.limits")}</p>

      <Section title={t("report.hops.heading")}>
        {/* A table on wide screens; on a phone each hop is a block of labelled lines, nothing to scroll. */}
        <table className="w-full text-left text-sm max-sm:block">
          <caption className="sr-only">{t("report.hops.caption")}</caption>
          <thead className="max-sm:sr-only">
            <tr className="border-b">
              {HOP_COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 font-medium">
                  {t(`report.hops.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {report.hops.map((hop, i) => (
              // A chain never visits an address twice (a loop stops it), so the address names the hop.
              <tr key={hop.url} className="border-b align-top last:border-0 max-sm:block max-sm:py-2">
                <HopCell label={t("report.hops.step")}>{i + 1}</HopCell>
                <HopCell label={t("report.hops.address")} className="sm:min-w-[16rem]">
                  <span className="break-all font-mono">{hop.url}</span>
                  {hop.host !== URL.parse(hop.url)?.hostname && (
                    <span className="block text-muted-foreground">{hop.host}</span>
                  )}
                </HopCell>
                <HopCell label={t("report.hops.status")}>{hop.status ?? t("report.hops.noAnswer")}</HopCell>
                <HopCell label={t("report.hops.via")}>{t(`report.hops.viaLabels.${hop.via}`)}</HopCell>
                <HopCell label={t("report.hops.time")} className="sm:whitespace-nowrap">
                  {t("report.hops.ms", { ms: hop.ms })}
                </HopCell>
                <HopCell label={t("report.hops.ip")} className="font-mono">
                  {hop.address ?? "—"}
                </HopCell>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section title={t("report.destination.heading")}>
        {destination === null ? (
          <p>{t("report.destination.none")}</p>
        ) : (
          <dl className="grid gap-2">
            <Field label={t("report.destination.url")}>
              <span className="break-all font-mono">{destination.url}</span>
            </Field>
            <Field label={t("report.destination.status")}>{destination.status}</Field>
            <Field label={t("report.destination.title")}>{destination.title ?? missing}</Field>
            <Field label={t("report.destination.description")}>{destination.description ?? missing}</Field>
            <Field label={t("report.destination.canonical")}>
              {destination.canonical ? (
                <span className="break-all font-mono">{destination.canonical}</span>
              ) : (
                missing
              )}
              {destination.canonicalElsewhere && (
                <span className="block text-sm font-medium">
                  {t("report.destination.canonicalElsewhere")}
                </span>
              )}
            </Field>
            <Field label={t("report.destination.language")}>{destination.language ?? missing}</Field>
          </dl>
        )}
      </Section>

      {domain === null && refused && (
        <Section title={t("report.domain.heading")}>
          <p>{t("report.domain.notAsked")}</p>
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
                  {domain.registration.ageDays !== null && (
                    <span className="text-muted-foreground">
                      {" "}
                      ({t("report.domain.age", { count: domain.registration.ageDays })})
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

      <Section title={t("report.clean.heading")}>
        <p className="break-all font-mono" data-testid="clean-link">
          {report.cleanUrl.url}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {report.cleanUrl.removed.length > 0
            ? t("report.clean.removed", {
                count: report.cleanUrl.removed.length,
                names: new Intl.ListFormat(lang, { type: "conjunction" }).format(report.cleanUrl.removed),
              })
            : t("report.clean.none")}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={async () => {
            if (await copy(report.cleanUrl.url)) toast.success(t("report.clean.copied"));
            else toast.error(t("report.clean.copyFailed"));
          }}
        >
          <Icon name={copied ? "check" : "copy"} />
          <span aria-live="polite">{copied ? t("report.clean.copied") : t("report.clean.copy")}</span>
        </Button>
      </Section>

      <Section title={t("report.archive.heading")}>
        <p className="text-sm text-muted-foreground">{t("report.archive.note")}</p>
        <ArchiveSection archive={report.archive} formatDate={when} />
      </Section>

      <Section title={t("report.export.heading")}>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              download("link-report.json", "application/json", `${JSON.stringify(report, null, 2)}\n`)
            }
          >
            <Icon name="download" />
            {t("report.export.json")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              download("link-report.md", "text/markdown", reportToMarkdown(report, t, lang, when))
            }
          >
            <Icon name="download" />
            {t("report.export.markdown")}
          </Button>
        </div>
      </Section>
    </Card>
  );
}
