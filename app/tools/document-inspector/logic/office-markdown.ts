// The parts of an Office file's Markdown report, each a list of lines in the page's language, as the page
// shows them: the file, its properties and the people it names, the tracked changes, what it hides, its
// comments, embedded files and links. Whatever the document wrote goes through markdown-text.ts; each
// list stops at MAX_MARKDOWN_ITEMS and says how many there are in all.
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { MAX_MARKDOWN_ITEMS } from "./limits.ts";
import { fileHeadLines, item, type Writer } from "./markdown-sections.ts";
import { codeSpan, inlineText, quoteLines } from "./markdown-text.ts";
import { hiddenCells, hidesNothing, propertyRows, relationName } from "./office-rows.ts";
import type { Capped, OfficeComment, OfficeReport, TrackedChange, WordFacts } from "./ooxml/read-office.ts";
import type { OfficeReportInput } from "./report-input.ts";

/** Lines of a list item's own, under it: indented to its text. */
const under = (lines: string[]) => lines.map((line) => `  ${line}`);

/**
 * A list's first MAX_MARKDOWN_ITEMS items, each as lines, a blank line after them; then, when the list is
 * longer (here or in the reader, which keeps 10,000), how many it holds in all.
 */
function listed<T>(w: Writer, list: Capped<T>, lines: (entry: T) => string[]): string[] {
  const total = list.items.length + list.omitted;
  const kept = list.items.slice(0, MAX_MARKDOWN_ITEMS);
  const written = kept.flatMap(lines);
  return [
    ...written,
    // One blank line closes the list, whether or not its items end with one.
    ...(written.at(-1) === "" ? [] : [""]),
    ...(kept.length < total ? [inlineText(w.t("document_inspector:active.more", { count: total })), ""] : []),
  ];
}

/** A heading with its list, or the sentence that says the list is empty. */
function section<T>(
  w: Writer,
  heading: string,
  none: string,
  list: Capped<T>,
  lines: (entry: T) => string[],
): string[] {
  return [heading, "", ...(list.items.length === 0 ? [inlineText(w.t(none)), ""] : listed(w, list, lines))];
}

/** The title and the file: name, size, SHA-256, format, parts in the package. */
export function officeFileLines(w: Writer, { file, office }: OfficeReportInput): string[] {
  const { t } = w;
  return [
    ...fileHeadLines(w, file),
    item(w, t("document_inspector:file.kind"), t(`document_inspector:office.kinds.${office.kind}`)),
    item(w, t("document_inspector:office.parts"), w.number(office.partCount)),
    "",
  ];
}

/** The core, app and custom properties, then each name the file holds with where it appears. */
export function propertyLines(w: Writer, office: OfficeReport): string[] {
  const { t } = w;
  const { properties, authors } = office;
  const rows = propertyRows(properties, {
    label: (key) => t(`document_inspector:office.properties.${key}`),
    date: w.docDate,
    minutes: (value) => t("document_inspector:office.minutes", { count: value, value: w.number(value) }),
  });
  return [
    `## ${inlineText(t("document_inspector:office.propertiesHeading"))}`,
    "",
    ...(rows.length === 0
      ? [inlineText(t("document_inspector:office.noProperties")), ""]
      : listed(w, { items: rows, omitted: properties.custom.omitted }, ([label, value]) => [
          item(w, label, value),
        ])),
    ...(authors.items.length > 0
      ? [
          `### ${inlineText(t("document_inspector:office.people"))}`,
          "",
          ...listed(w, authors, (author) => {
            const roles = author.roles
              .map((role) => t(`document_inspector:office.roles.${role.role}`, { count: role.count }))
              .join(", ");
            return [`- ${inlineText(`${author.name} (${roles})`)}`];
          }),
        ]
      : []),
  ];
}

/** One tracked change: its kind, author and time, then the text around it and the text it changed. */
function changeLines(w: Writer, change: TrackedChange): string[] {
  const { t } = w;
  const kind = t(`document_inspector:office.changes.kinds.${change.kind}`);
  /** A line of the change, left out when the file has no text for it (an inserted paragraph mark has none). */
  const row = (label: string, text: string) => (text.trim() ? [item(w, label, text)] : []);
  return [
    `- ${inlineText([kind, change.author, change.date ? w.docDate(change.date) : null].filter(Boolean).join(" · "))}`,
    ...under([
      ...row(t("document_inspector:office.changes.textBefore"), change.before),
      ...row(kind, change.text),
      ...row(t("document_inspector:office.changes.textAfter"), change.after),
    ]),
  ];
}

/** A Word document's tracked changes, whether tracking is on, each change in the document's order. */
export function trackedChangeLines(w: Writer, word: WordFacts): string[] {
  const { t } = w;
  const { changes } = word;
  return [
    `## ${inlineText(t("document_inspector:office.changes.heading", { count: changes.items.length + changes.omitted }))}`,
    "",
    inlineText(t(`document_inspector:office.changes.${word.trackRevisions ? "trackingOn" : "trackingOff"}`)),
    "",
    ...(changes.items.length === 0
      ? [inlineText(t("document_inspector:office.changes.none")), ""]
      : listed(w, changes, (change) => changeLines(w, change))),
  ];
}

/** Hidden text quoted, each sheet with what it hides, each slide (hidden or not) with its speaker notes quoted. */
export function officeHiddenLines(w: Writer, office: OfficeReport): string[] {
  const { t } = w;
  const hiddenText = office.word?.hiddenText;
  const sheets = office.workbook?.sheets;
  const slides = office.presentation?.slides;
  return [
    `## ${inlineText(t("document_inspector:office.hidden.heading"))}`,
    "",
    ...(hiddenText && hiddenText.items.length > 0
      ? [
          `### ${inlineText(t("document_inspector:office.hidden.text"))}`,
          "",
          ...listed(w, hiddenText, (hidden) => [...quoteLines(hidden.text), ""]),
        ]
      : []),
    ...(sheets && sheets.items.length > 0
      ? [
          `### ${inlineText(t("document_inspector:office.hidden.sheets"))}`,
          "",
          ...listed(w, sheets, (sheet) => [
            item(
              w,
              sheet.name,
              [t(`document_inspector:office.hidden.states.${sheet.state}`), hiddenCells(t, sheet)]
                .filter(Boolean)
                .join(" · "),
            ),
          ]),
        ]
      : []),
    ...(slides && slides.items.length > 0
      ? listed(w, slides, (slide) => {
          const notes = slide.notes?.trim();
          return [
            `- ${inlineText(
              [
                t("document_inspector:office.hidden.slide", { number: w.number(slide.number) }),
                slide.title,
                slide.hidden ? t("document_inspector:office.hidden.slideHidden") : null,
                notes ? t("document_inspector:office.hidden.notes") : null,
              ]
                .filter(Boolean)
                .join(" · "),
            )}`,
            ...(notes ? under(quoteLines(notes)) : []),
          ];
        })
      : []),
    ...(hidesNothing(office) ? [inlineText(t("document_inspector:office.hidden.none")), ""] : []),
  ];
}

/** One comment: who and when, whether it answers another, what it is on, then its text quoted. */
function commentLines(w: Writer, comment: OfficeComment): string[] {
  const { t } = w;
  return [
    `- ${inlineText(
      [
        comment.author ?? t("document_inspector:office.content.noAuthor"),
        comment.date ? w.docDate(comment.date) : null,
        comment.reply ? t("document_inspector:office.content.reply") : null,
        comment.anchor ? t("document_inspector:office.content.on", { anchor: comment.anchor }) : null,
      ]
        .filter(Boolean)
        .join(" · "),
    )}`,
    ...(comment.text.trim() ? under(quoteLines(comment.text)) : []),
  ];
}

/** Comments, embedded pictures and files by name and size, links to other files and sites as code. */
export function contentLines(w: Writer, office: OfficeReport): string[] {
  const { t } = w;
  const { comments, media, externalLinks } = office;
  const count = (list: Capped<unknown>) => list.items.length + list.omitted;
  return [
    `## ${inlineText(t("document_inspector:office.content.heading"))}`,
    "",
    ...section(
      w,
      `### ${inlineText(t("document_inspector:office.content.comments", { count: count(comments) }))}`,
      "document_inspector:office.content.noComments",
      comments,
      (comment) => commentLines(w, comment),
    ),
    ...section(
      w,
      `### ${inlineText(t("document_inspector:office.content.media", { count: count(media) }))}`,
      "document_inspector:office.content.noMedia",
      media,
      (part) => [
        `- ${inlineText([part.path, part.size !== null ? formatBytes(part.size, w.lang) : null].filter(Boolean).join(" · "))}`,
      ],
    ),
    ...section(
      w,
      `### ${inlineText(t("document_inspector:office.content.links", { count: count(externalLinks) }))}`,
      "document_inspector:active.noLinks",
      externalLinks,
      (link) => [
        `- ${w.field(t(`document_inspector:office.content.relations.${relationName(link.type)}`), codeSpan(link.target))}`,
      ],
    ),
  ];
}

/** That parts of the file could not be read, when some could not; what is written was read around them. */
export function officeProblemLines(w: Writer, office: OfficeReport): string[] {
  const { problems } = office;
  if (problems.items.length === 0) return [];
  return [
    inlineText(
      w.t("document_inspector:office.problems", { count: problems.items.length + problems.omitted }),
    ),
    "",
  ];
}
