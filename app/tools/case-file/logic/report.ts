// report.md and report.html: the case for a reader, in the page's language, with every file's hash.
// Everything from the case is escaped in the HTML (it came from pages and people); in the Markdown, only
// what would otherwise become markup is, so that the raw .md reads as clean text.
import type { Language } from "#app/i18n/languages.ts";
import { formatUtc } from "#app/lib/dates/format-date.ts";
import { PROVENANCE_QUESTIONS } from "./case.ts";
import { kindLabel } from "./kind-label.ts";
import type { Manifest } from "./manifest.ts";
import { summaryOf } from "./summaries.ts";

/** The page's translator, for the case_file:report.* texts and the evidence kinds' labels and summaries. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface ReportContext {
  t: Translate;
  /** The page's language, for its dates and label punctuation. */
  language: Language;
  /** The signing key's fingerprint. */
  fingerprint: string;
}

type Body = Omit<Manifest, "reports">;

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

const SPACE = /\s/u;
const WORD = /[\p{L}\p{N}]/u;
const PUNCTUATION = /[!-/:-@[-`{-~]/;
const TAG_START = /[A-Za-z/!?]/;
/** An entity's name and its semicolon (sticky: read where it is put, never searched for ahead). */
const ENTITY = /#?[0-9A-Za-z]+;/y;
const entityAt = (text: string, at: number) => {
  ENTITY.lastIndex = at;
  return ENTITY.test(text);
};

/**
 * Text within a Markdown block, escaped only where it would become markup: a backslash before
 * punctuation, a backtick, a `*` or `~` that could open or close emphasis or a strike-through (not one
 * between spaces), a `_` that is not inside a word, a `[` that a `]` follows, a `<` that starts a tag or
 * an autolink, an `&` that starts an entity. "photo_01.jpg", "5 * 3", "a < b" and "R&D" stay as written.
 * One pass over the text: each test looks at the next character, or from there only (no copy of the rest).
 */
export function markdownText(text: string): string {
  let out = "";
  // A "[" opens a link only when a "]" comes after it: the last "]" says so for every "[" at once.
  const lastClose = text.lastIndexOf("]");
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    const before = text[i - 1] ?? " ";
    const next = text[i + 1] ?? "";
    const alone = SPACE.test(before) && SPACE.test(next || " ");
    const markup =
      (char === "\\" && PUNCTUATION.test(next)) ||
      char === "`" ||
      ((char === "*" || char === "~") && !alone) ||
      (char === "_" && !alone && !(WORD.test(before) && WORD.test(next || " "))) ||
      (char === "[" && lastClose > i) ||
      (char === "<" && TAG_START.test(next)) ||
      (char === "&" && entityAt(text, i + 1));
    out += markup ? `\\${char}` : char;
  }
  return out;
}

/**
 * One line of text at the start of a Markdown block: its leading marks escaped where they would make
 * a heading, a quote, a list, a rule or a table's line ("# 3", "> a", "- a", "1. a", "---").
 */
function lineStart(line: string): string {
  const text = line.trim();
  if (/^(?:#{1,6}|[-+*])(?:\s|$)/.test(text) || text.startsWith(">")) return `\\${text}`;
  const ordered = /^(\d{1,9})([.)])(?=\s|$)/.exec(text);
  if (ordered) return `${ordered[1]}\\${text.slice(ordered[1]?.length ?? 0)}`;
  if (/^[-=_*:|\s]+$/.test(text) && /[-=_*:|]/.test(text) && !text.startsWith("\\")) return `\\${text}`;
  return text;
}

/** Text on one line (a heading, a label): line breaks become spaces. */
const oneLine = (text: string) =>
  markdownText(
    text
      .split("\n")
      .map((part) => part.trim())
      .join(" ")
      .trim(),
  );

/** A heading's text: a closing run of "#" would be read as the heading's own end. */
const headingText = (text: string) => oneLine(text).replace(/(\s)(#+)$/, "$1\\$2");

/** A code span that holds any text: fenced by more backticks than it holds in a row. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

/**
 * Several lines of text as one Markdown block: each kept on its line (a hard break: two spaces), each
 * line's start escaped; `indent` for a list item's following lines. Empty lines are dropped in a list
 * item; elsewhere they part paragraphs.
 */
function markdownLines(text: string, indent = ""): string {
  const escaped = markdownText(text.replace(/\r\n?/g, "\n").trim());
  if (indent) {
    // The first line follows the item's label: it starts no block.
    const lines = escaped.split("\n").filter((line) => line.trim() !== "");
    return lines.map((line, index) => (index === 0 ? line.trim() : lineStart(line))).join(`  \n${indent}`);
  }
  return escaped
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map(lineStart)
        .join("  \n"),
    )
    .join("\n\n");
}

interface Line {
  label: string;
  value: string;
  code?: boolean;
}

/** The report's content once, as sections of labelled lines, for both formats. */
function sections(body: Body, { t, language, fingerprint }: ReportContext) {
  const c = body.case;
  const clock = (iso: string) => t("case_file:report.deviceClock", { date: formatUtc(language, iso) });
  const head: Line[] = [
    { label: t("case_file:report.claim"), value: c.claim || t("case_file:report.none") },
    { label: t("case_file:report.status"), value: t(`case_file:status.${c.status}`) },
    { label: t("case_file:report.exported"), value: clock(body.exportedAt) },
    { label: t("case_file:report.fingerprint"), value: fingerprint, code: true },
  ];
  const provenance: Line[] = PROVENANCE_QUESTIONS.map((question) => ({
    label: `${c.provenance[question].done ? "☑" : "☐"} ${t(`case_file:provenance.${question}.label`)}`,
    value: c.provenance[question].answer || t("case_file:report.none"),
  }));
  const items = body.items.map((item, index) => {
    // What the tool found, as the case page says it; its raw result is in manifest.json.
    const summary = summaryOf(item, t, language);
    return {
      position: index + 1,
      title: item.title,
      lines: [
        {
          label: t("case_file:report.kind"),
          value: kindLabel(t, item.kind),
        },
        { label: t("case_file:report.added"), value: clock(item.addedAt) },
        ...(item.sourceUrl
          ? [{ label: t("case_file:report.source"), value: item.sourceUrl, code: true }]
          : []),
        ...(summary?.lines ?? []),
        ...(summary?.limits ? [{ label: t("case_file:report.limits"), value: summary.limits }] : []),
        ...(item.note ? [{ label: t("case_file:report.note"), value: item.note }] : []),
        ...item.files.map((file) => ({ label: file.file, value: `SHA-256 ${file.sha256}`, code: true })),
      ] as Line[],
    };
  });
  return { head, provenance, items };
}

export function reportMarkdown(body: Body, context: ReportContext): string {
  const { t } = context;
  const { head, provenance, items } = sections(body, context);
  // "**Label**: value", with the language's own punctuation (French spaces its colon); a label that is
  // a question ("Original?") takes no colon after its question mark.
  const line = ({ label, value, code }: Line) => {
    const bold = `**${oneLine(label)}**`;
    const lead = label.trimEnd().endsWith("?") ? bold : t("case_file:colon", { label: bold });
    return `- ${lead} ${code ? codeSpan(value) : markdownLines(value, "  ")}`;
  };
  return [
    `# ${headingText(body.case.name)}`,
    "",
    ...head.map(line),
    "",
    `## ${headingText(t("case_file:report.provenance"))}`,
    "",
    ...provenance.map(line),
    "",
    `## ${headingText(t("case_file:report.notes"))}`,
    "",
    body.case.notes.trim() ? markdownLines(body.case.notes) : t("case_file:report.none"),
    "",
    `## ${headingText(t("case_file:report.items", { count: body.items.length }))}`,
    "",
    ...items.flatMap((item) => [
      `### ${item.position}. ${headingText(item.title)}`,
      "",
      ...item.lines.map(line),
      "",
    ]),
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
${items.map((item) => `<section><h3>${item.position}. ${escapeHtml(item.title)}</h3>${list(item.lines)}</section>`).join("\n")}
<p><em>${escapeHtml(t("case_file:report.howToVerify"))}</em></p></body></html>
`;
}
