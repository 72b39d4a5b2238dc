import type { Language } from "#app/i18n/languages.ts";
import type { TFunction } from "#app/i18n/translator.ts";
import { formatDate } from "#app/lib/dates/format-date.ts";
import { domainAge, formatDomainAge } from "./domain-age.ts";
import { foreignLetterTexts, hostPieces } from "./lookalike-text.ts";
import {
  type Archive,
  type CleanLink,
  type Destination,
  type DomainFacts,
  type Report,
  refusalOf,
  type Snapshot,
  type Warning,
} from "./report.ts";
import { formatReportTime } from "./report-time.ts";
import { warningText } from "./warning-text.ts";

// The export is read away from the page, by people in other zones: its times are all in UTC, and say so.
const ZONE = "UTC";
const NS = "link_investigator:";

/** "Label: value" as the language writes it (French spaces its colon). */
function field(t: TFunction, label: string, value: string | number): string {
  return t(`${NS}report.field`, { label, value: String(value) });
}

/** A list item "- Label: value", the label read from the tool's texts. */
function item(t: TFunction, key: string, value: string | number): string {
  return `- ${field(t, t(`${NS}${key}`), value)}`;
}

/** A Markdown cell or list value: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s+/g, " ").replace(/\|/g, "\\|");
}

/** A day of UTC, as registries and certificates state them. */
const day = (lang: Language, iso: string) => formatDate(lang, Date.parse(iso), { timeZone: ZONE });

function warningLines(t: TFunction, lang: Language, warning: Warning): string[] {
  const { title, why } = warningText(t, lang, warning);
  const lines = [`- ${field(t, `**${title}**`, why)}`];
  if (warning.host !== undefined && warning.letters !== undefined) {
    const marked = hostPieces(warning.host, warning.letters)
      .map((piece) => (piece.foreign ? `**${piece.text}**` : piece.text))
      .join("");
    lines.push(
      `  ${t(`${NS}report.lookalike.caption`)} ${marked}`,
      ...foreignLetterTexts(t, lang, warning.letters).map((text) => `  - ${text}`),
    );
  }
  return lines;
}

function destinationLines(t: TFunction, destination: Destination | null): string[] {
  if (destination === null) return [t(`${NS}report.destination.none`)];
  const missing = t(`${NS}report.destination.missing`);
  return [
    item(t, "report.destination.url", destination.url),
    item(t, "report.destination.status", destination.status),
    item(t, "report.destination.type", destination.contentType ?? missing),
    item(t, "report.destination.title", cell(destination.title ?? missing)),
    item(t, "report.destination.description", cell(destination.description ?? missing)),
    item(t, "report.destination.canonical", destination.canonical ?? missing),
    ...(destination.canonicalElsewhere ? [`  ${t(`${NS}report.destination.canonicalElsewhere`)}`] : []),
    item(t, "report.destination.language", destination.language ?? missing),
  ];
}

/** Who holds the domain and what its DNS says; or why it was not looked up. */
function domainLines(t: TFunction, lang: Language, report: Report): string[] {
  const domain: DomainFacts | null = report.domain;
  if (domain === null) {
    const refusal = refusalOf(report.hops);
    return refusal === null ? [] : [t(`${NS}report.domain.notAsked.${refusal}`)];
  }
  const missing = t(`${NS}report.destination.missing`);
  const registration = domain.registration;
  const lines = [item(t, "report.domain.registrable", domain.registrableDomain ?? domain.host)];
  if (registration === null)
    lines.push(item(t, "report.domain.registration", t(`${NS}report.domain.unavailable`)));
  else {
    const { registered, ageDays } = registration;
    const age =
      registered === null || ageDays === null
        ? ""
        : ` (${t(`${NS}report.domain.age`, { duration: formatDomainAge(lang, domainAge(registered, ageDays)) })})`;
    lines.push(
      item(
        t,
        "report.domain.registered",
        registration.registered ? `${day(lang, registration.registered)}${age}` : missing,
      ),
      item(t, "report.domain.registrar", cell(registration.registrar ?? missing)),
      item(t, "report.domain.expires", registration.expires ? day(lang, registration.expires) : missing),
    );
  }
  if (domain.dns !== null) {
    const { a, aaaa, ns, mx } = domain.dns;
    lines.push(
      `- ${field(t, "A", a.join(", ") || "—")}`,
      `- ${field(t, "AAAA", aaaa.join(", ") || "—")}`,
      `- ${field(t, "NS", ns.join(", ") || "—")}`,
      `- ${field(t, "MX", mx.map((record) => `${record.priority} ${record.exchange}`).join(", ") || "—")}`,
    );
  }
  return lines;
}

function cleanLines(t: TFunction, lang: Language, clean: CleanLink): string[] {
  if ("withheld" in clean) return [t(`${NS}report.clean.withheld.${clean.withheld}`)];
  const names = new Intl.ListFormat(lang, { type: "conjunction" }).format(clean.removed);
  return [
    clean.url,
    "",
    clean.removed.length > 0
      ? t(`${NS}report.clean.removed`, { count: clean.removed.length, names })
      : t(`${NS}report.clean.none`),
  ];
}

/** What the Wayback Machine said: its latest copy with its address, none, or nothing. */
function snapshotLine(snapshot: Snapshot, t: TFunction, lang: Language): string {
  if (snapshot.status === "none") return t(`${NS}report.archive.noSnapshot`);
  if (snapshot.status === "unavailable") return t(`${NS}report.archive.snapshotUnavailable`);
  const date = formatReportTime(lang, snapshot.capturedAt, ZONE);
  return `${t(`${NS}report.archive.snapshot`, { date })} (${snapshot.url})`;
}

/** The archives: the address looked up (and what was left out of it), the links and the latest copy. */
function archiveLines(archive: Archive, t: TFunction, lang: Language): string[] {
  if (!archive.asked) return [t(`${NS}report.archive.notAsked.${archive.reason}`)];
  return [
    item(t, "report.archive.address", archive.address),
    ...(archive.stripped
      ? [`  ${t(`${NS}report.archive.stripped`, { option: t(`${NS}form.archiveFull`) })}`]
      : []),
    item(t, "report.archive.wayback", archive.wayback),
    item(t, "report.archive.archiveToday", archive.archiveToday),
    "",
    snapshotLine(archive.snapshot, t, lang),
  ];
}

/** A section: its heading, its lines, and a blank line after; none at all when it has nothing to say. */
function section(title: string, lines: string[]): string[] {
  return lines.length === 0 ? [] : [`## ${title}`, "", ...lines, ""];
}

/**
 * The whole report as Markdown for a fact-check file, in the reader's language, every section of the
 * page in its order: verdict and warnings, path, destination, domain, certificate, clean link, archives.
 * `t` reads the tool's namespace.
 */
export function reportToMarkdown(report: Report, t: TFunction, lang: Language): string {
  const verdict =
    report.verdict === "warnings"
      ? t(`${NS}report.verdict.warnings`, { count: report.warnings.length })
      : t(`${NS}report.verdict.${report.verdict}`);
  const certificate = report.certificate;
  const lines = [
    `# ${t(`${NS}report.heading`)}`,
    "",
    report.input,
    "",
    `${t(`${NS}report.checkedAt`, { date: formatReportTime(lang, report.checkedAt, ZONE) })}. **${verdict}**`,
    "",
    t(`${NS}report.verdictNote.${report.verdict}`),
    "",
    ...report.warnings.flatMap((warning) => warningLines(t, lang, warning)),
    ...(report.warnings.length > 0 ? [""] : []),
    t(`${NS}report.limits`),
    "",
    ...section(t(`${NS}report.hops.heading`), [
      `| ${(["step", "address", "status", "via", "time", "ip"] as const).map((column) => t(`${NS}report.hops.${column}`)).join(" | ")} |`,
      "|---|---|---|---|---|---|",
      ...report.hops.map(
        (hop, i) =>
          `| ${i + 1} | ${cell(hop.url)} | ${hop.status ?? t(`${NS}report.hops.noAnswer`)} | ${t(`${NS}report.hops.viaLabels.${hop.via}`)} | ${t(`${NS}report.hops.ms`, { ms: hop.ms })} | ${hop.address ?? ""} |`,
      ),
    ]),
    ...section(t(`${NS}report.destination.heading`), destinationLines(t, report.destination)),
    ...section(t(`${NS}report.domain.heading`), domainLines(t, lang, report)),
    ...section(
      t(`${NS}report.certificate.heading`),
      certificate === null
        ? []
        : [
            item(
              t,
              "report.certificate.issuer",
              cell(certificate.issuer || t(`${NS}report.destination.missing`)),
            ),
            item(t, "report.certificate.validFrom", day(lang, certificate.validFrom)),
            item(t, "report.certificate.validTo", day(lang, certificate.validTo)),
            item(t, "report.certificate.names", certificate.names.join(", ")),
          ],
    ),
    ...section(t(`${NS}report.clean.heading`), cleanLines(t, lang, report.cleanUrl)),
    ...section(t(`${NS}report.archive.heading`), archiveLines(report.archive, t, lang)),
  ];
  return lines.join("\n");
}

/**
 * "link-report-example.com-2026-11-26.md": the host investigated (as ASCII, safe in any file system) and
 * the day of UTC it was checked, so that reports saved side by side sort and tell themselves apart.
 */
export function reportFileName(report: Report, extension: "md" | "json"): string {
  // A hostname from the URL parser is ASCII already; only an IPv6 address has brackets and colons.
  const host = (URL.parse(report.input)?.hostname ?? "").replace(/[[\]]/g, "").replace(/[^a-z0-9.-]+/gi, "-");
  return `link-report-${host || "link"}-${report.checkedAt.slice(0, 10)}.${extension}`;
}
