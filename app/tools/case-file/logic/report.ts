// report.md and report.html: the case for a reader, in the page's language, with every file's hash.
// Everything from the case is escaped in the HTML (it came from pages and people).
import { PROVENANCE_QUESTIONS } from "./case.ts";
import type { Manifest } from "./manifest.ts";

/** The page's translator, for the case_file:report.* texts. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface ReportContext {
  t: Translate;
  /** The page's language, for Intl. */
  language: string;
  /** The signing key's fingerprint. */
  fingerprint: string;
}

type Body = Omit<Manifest, "reports">;

function when(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: "long",
    timeStyle: "medium",
    timeZone: "UTC",
  }).format(new Date(iso));
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Markdown's special characters escaped, so a title cannot become a link or a heading. */
function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_{}[\]()#+\-.!|<>])/g, "\\$1").replace(/\r?\n/g, " ");
}

interface Line {
  label: string;
  value: string;
  code?: boolean;
}

/** The report's content once, as sections of labelled lines, for both formats. */
function sections(body: Body, { t, language, fingerprint }: ReportContext) {
  const c = body.case;
  const head: Line[] = [
    { label: t("case_file:report.claim"), value: c.claim || t("case_file:report.none") },
    { label: t("case_file:report.status"), value: t(`case_file:status.${c.status}`) },
    {
      label: t("case_file:report.exported"),
      value: t("case_file:report.deviceClock", { date: when(body.exportedAt, language) }),
    },
    { label: t("case_file:report.fingerprint"), value: fingerprint, code: true },
  ];
  const provenance: Line[] = PROVENANCE_QUESTIONS.map((question) => ({
    label: `${c.provenance[question].done ? "☑" : "☐"} ${t(`case_file:provenance.${question}.label`)}`,
    value: c.provenance[question].answer || t("case_file:report.none"),
  }));
  const items = body.items.map((item, index) => ({
    title: `${index + 1}. ${item.title}`,
    lines: [
      {
        label: t("case_file:report.kind"),
        value: t(`case_file:kinds.${item.kind}`, { defaultValue: item.kind }),
      },
      {
        label: t("case_file:report.added"),
        value: t("case_file:report.deviceClock", { date: when(item.addedAt, language) }),
      },
      ...(item.sourceUrl ? [{ label: t("case_file:report.source"), value: item.sourceUrl, code: true }] : []),
      ...(item.note ? [{ label: t("case_file:report.note"), value: item.note }] : []),
      ...item.files.map((file) => ({ label: file.file, value: `SHA-256 ${file.sha256}`, code: true })),
    ] as Line[],
  }));
  return { head, provenance, items };
}

export function reportMarkdown(body: Body, context: ReportContext): string {
  const { t } = context;
  const { head, provenance, items } = sections(body, context);
  const line = ({ label, value, code }: Line) =>
    `- **${escapeMarkdown(label)}**: ${code ? `\`${value}\`` : escapeMarkdown(value)}`;
  return [
    `# ${escapeMarkdown(body.case.name)}`,
    "",
    ...head.map(line),
    "",
    `## ${t("case_file:report.provenance")}`,
    "",
    ...provenance.map(line),
    "",
    `## ${t("case_file:report.notes")}`,
    "",
    body.case.notes ? escapeMarkdown(body.case.notes) : t("case_file:report.none"),
    "",
    `## ${t("case_file:report.items", { count: body.items.length })}`,
    "",
    ...items.flatMap((item) => [`### ${escapeMarkdown(item.title)}`, "", ...item.lines.map(line), ""]),
    `_${t("case_file:report.howToVerify")}_`,
    "",
  ].join("\n");
}

export function reportHtml(body: Body, context: ReportContext): string {
  const { t, language } = context;
  const { head, provenance, items } = sections(body, context);
  const list = (lines: Line[]) =>
    `<dl>${lines
      .map(
        ({ label, value, code }) =>
          `<dt>${escapeHtml(label)}</dt><dd>${code ? `<code>${escapeHtml(value)}</code>` : escapeHtml(value)}</dd>`,
      )
      .join("")}</dl>`;
  return `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(body.case.name)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#111}
dt{font-weight:600;margin-top:.5rem}dd{margin:0 0 0 1rem;white-space:pre-wrap}code{font-size:.85em;word-break:break-all}
section{break-inside:avoid;border-top:1px solid #ccc;margin-top:1rem}@media print{body{margin:0}}</style></head>
<body><h1>${escapeHtml(body.case.name)}</h1>${list(head)}
<h2>${escapeHtml(t("case_file:report.provenance"))}</h2>${list(provenance)}
<h2>${escapeHtml(t("case_file:report.notes"))}</h2><p style="white-space:pre-wrap">${escapeHtml(body.case.notes || t("case_file:report.none"))}</p>
<h2>${escapeHtml(t("case_file:report.items", { count: body.items.length }))}</h2>
${items.map((item) => `<section><h3>${escapeHtml(item.title)}</h3>${list(item.lines)}</section>`).join("\n")}
<p><em>${escapeHtml(t("case_file:report.howToVerify"))}</em></p></body></html>
`;
}
