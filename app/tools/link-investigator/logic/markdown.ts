import type { Language } from "../../../i18n/languages.ts";
import type { TFunction } from "../../../i18n/translator.ts";
import type { Archive, Report, Snapshot } from "./report.ts";
import { warningText } from "./warning-text.ts";

/** "Label: value" as the language writes it (French spaces its colon). */
function field(t: TFunction, label: string, value: string | number): string {
  return t("link_investigator:report.field", { label, value: String(value) });
}

/** What the Wayback Machine said: its latest copy with its address, none, or nothing. */
function snapshotLine(snapshot: Snapshot, t: TFunction, formatDate: (iso: string) => string): string {
  if (snapshot.status === "none") return t("link_investigator:report.archive.noSnapshot");
  if (snapshot.status === "unavailable") return t("link_investigator:report.archive.snapshotUnavailable");
  return `${t("link_investigator:report.archive.snapshot", { date: formatDate(snapshot.capturedAt) })} (${snapshot.url})`;
}

/** The archives: the address looked up (and what was left out of it), the links and the latest copy. */
function archiveLines(archive: Archive, t: TFunction, formatDate: (iso: string) => string): string[] {
  if (!archive.asked) return [t(`link_investigator:report.archive.notAsked.${archive.reason}`), ""];
  return [
    `- ${field(t, t("link_investigator:report.archive.address"), archive.address)}`,
    ...(archive.stripped
      ? [
          `  ${t("link_investigator:report.archive.stripped", { option: t("link_investigator:form.archiveFull") })}`,
        ]
      : []),
    `- ${field(t, t("link_investigator:report.archive.wayback"), archive.wayback)}`,
    `- ${field(t, t("link_investigator:report.archive.archiveToday"), archive.archiveToday)}`,
    "",
    snapshotLine(archive.snapshot, t, formatDate),
    "",
  ];
}

/** A Markdown cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s+/g, " ").replace(/\|/g, "\\|");
}

/**
 * The report as Markdown for a fact-check file, in the reader's language: verdict and warnings, the
 * path, the destination, the clean link and archive links. `t` reads the tool's namespace; `formatDate`
 * writes an instant as the page shows it (in the reader's zone).
 */
export function reportToMarkdown(
  report: Report,
  t: TFunction,
  lang: Language,
  formatDate: (iso: string) => string,
): string {
  const verdict =
    report.verdict === "warnings"
      ? t("link_investigator:report.verdict.warnings", { count: report.warnings.length })
      : t(`link_investigator:report.verdict.${report.verdict}`);
  const lines = [
    `# ${t("link_investigator:report.heading")}`,
    "",
    report.input,
    "",
    `${t("link_investigator:report.checkedAt", { date: formatDate(report.checkedAt) })}. **${verdict}**`,
    "",
    ...report.warnings.map((warning) => {
      const { title, why } = warningText(t, lang, warning);
      return `- ${field(t, `**${title}**`, why)}`;
    }),
    "",
    `## ${t("link_investigator:report.hops.heading")}`,
    "",
    `| ${t("link_investigator:report.hops.step")} | ${t("link_investigator:report.hops.address")} | ${t("link_investigator:report.hops.status")} | ${t("link_investigator:report.hops.via")} | ${t("link_investigator:report.hops.time")} | ${t("link_investigator:report.hops.ip")} |`,
    "|---|---|---|---|---|---|",
    ...report.hops.map(
      (hop, i) =>
        `| ${i + 1} | ${cell(hop.url)} | ${hop.status ?? t("link_investigator:report.hops.noAnswer")} | ${t(`link_investigator:report.hops.viaLabels.${hop.via}`)} | ${t("link_investigator:report.hops.ms", { ms: hop.ms })} | ${hop.address ?? ""} |`,
    ),
    "",
    `## ${t("link_investigator:report.destination.heading")}`,
    "",
  ];
  const destination = report.destination;
  if (destination === null) lines.push(t("link_investigator:report.destination.none"));
  else {
    const missing = t("link_investigator:report.destination.missing");
    lines.push(
      `- ${field(t, t("link_investigator:report.destination.url"), destination.url)}`,
      `- ${field(t, t("link_investigator:report.destination.status"), destination.status)}`,
      `- ${field(t, t("link_investigator:report.destination.title"), cell(destination.title ?? missing))}`,
      `- ${field(t, t("link_investigator:report.destination.canonical"), destination.canonical ?? missing)}`,
    );
  }
  lines.push(
    "",
    `## ${t("link_investigator:report.clean.heading")}`,
    "",
    "withheld" in report.cleanUrl
      ? t(`link_investigator:report.clean.withheld.${report.cleanUrl.withheld}`)
      : report.cleanUrl.url,
    "",
    `## ${t("link_investigator:report.archive.heading")}`,
    "",
    ...archiveLines(report.archive, t, formatDate),
  );
  return lines.join("\n");
}
