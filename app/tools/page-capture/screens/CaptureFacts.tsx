import { useTranslation } from "#app/i18n/react.tsx";
import { formatNumber, formatUtc } from "#app/lib/dates/format-date.ts";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { type CaptureReport, receivedBytes } from "../logic/capture-report.ts";
import { CAPTURE_KEY_PATH } from "../logic/wacz-format.ts";

/** What a capture is, fact by fact: the page, when, from where, how much, and the archive that holds it. */
export function CaptureFacts({ report }: { report: CaptureReport }) {
  const { t, i18n } = useTranslation("page_capture");
  const lang = i18n.language;
  const answered = report.resources.filter((line) => !line.refused);
  const refused = report.resources.length - answered.length;
  const rows: { id: string; label: string; value: string; mono?: boolean; wide?: boolean }[] = [
    { id: "title", label: t("result.title"), value: report.title || t("result.untitled") },
    { id: "page", label: t("result.page"), value: report.url },
    ...(report.finalUrl !== report.url
      ? [{ id: "final", label: t("result.finalUrl"), value: report.finalUrl }]
      : []),
    { id: "captured", label: t("result.capturedAt"), value: formatUtc(lang, report.capturedAt) },
    {
      id: "addresses",
      label: t("result.connectedTo"),
      value: report.addresses.map(({ host, ipAddress }) => `${host} (${ipAddress})`).join(", "),
    },
    {
      id: "resources",
      label: t("result.resources"),
      value: [
        t("result.resourcesValue", {
          count: answered.length,
          bytes: formatBytes(receivedBytes(report), lang),
        }),
        ...(refused > 0 ? [t("result.refusedValue", { count: refused })] : []),
      ].join(" · "),
    },
    {
      id: "archive",
      label: t("result.archive"),
      value: t("result.archiveValue", {
        bytes: formatBytes(report.wacz.bytes, lang),
        sha256: report.wacz.sha256,
      }),
      mono: true,
    },
    {
      id: "signature",
      label: t("result.signature"),
      value: [
        t("result.signatureValue", { path: CAPTURE_KEY_PATH }),
        ...(report.wacz.timestamps > 0 ? [t("result.timestamps", { count: report.wacz.timestamps })] : []),
      ].join(". "),
    },
    // The key itself, so that a reader can compare it with the one the site publishes.
    { id: "key", label: t("result.publicKey"), value: report.wacz.publicKey, mono: true, wide: true },
  ];
  const { rendered } = report;
  if (rendered) {
    rows.push({
      id: "rendered",
      label: t("result.rendered"),
      value:
        "screenshot" in rendered
          ? t("result.renderedValue", {
              width: formatNumber(lang, rendered.screenshot.width),
              height: formatNumber(lang, rendered.screenshot.height),
            })
          : t(`result.renderedRefused.${rendered.refused}`),
    });
  }
  return (
    <>
      {report.stoppedAt && (
        <p
          role="note"
          className="mb-4 rounded-lg border border-amber-600/50 bg-amber-50 p-3 font-medium text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {t(`result.stopped.${report.stoppedAt}`, {
            limit: formatNumber(lang, report.limits.maxResources),
            bytes: formatBytes(report.limits.maxTotalBytes, lang),
            seconds: report.limits.timeoutSeconds,
          })}
        </p>
      )}
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <div
            key={row.id}
            className="min-w-0 rounded-lg border bg-card p-4 text-card-foreground"
            data-fact={row.id}
          >
            <dt className="text-sm font-medium text-muted-foreground">{row.label}</dt>
            <dd
              className={row.mono ? "mt-1 break-all text-sm" : "mt-1 font-semibold [overflow-wrap:anywhere]"}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
