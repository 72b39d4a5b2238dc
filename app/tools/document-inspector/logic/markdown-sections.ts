// The parts of the Markdown report, each a list of lines in the page's language, as the page shows them:
// the file, the findings, who and when, the revisions, the signatures, the hidden text, the active and
// attached content, the fonts. Whatever the document wrote goes through markdown-text.ts.
import type { Language } from "#app/i18n/languages.ts";
import type { TFunction } from "#app/i18n/translator.ts";
import { formatUtc } from "#app/lib/dates/format-date.ts";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { formatDocDate } from "./doc-dates.ts";
import { type Finding, shownFindingValues } from "./findings.ts";
import { fontEmbedding, fontKind, fontName, fontSave } from "./font-rows.ts";
import { codeSpan, fencedBlock, inlineText, quoteLines } from "./markdown-text.ts";
import type { FontsReport } from "./pdf/fonts.ts";
import type { PdfFacts } from "./pdf/pdf-facts.ts";
import type { Revision, RevisionsReport } from "./pdf/revisions.ts";
import type { SignatureReport } from "./pdf/signatures.ts";
import type { DocumentReportInput, HiddenTextScanParts } from "./report-input.ts";
import { SHOWN_KINDS } from "./revision-changes.ts";
import { DATE_ROWS, SHOWN_INFO, WHO_WHEN_ROWS } from "./who-when-rows.ts";

/** The texts of a Markdown report, in the page's language. */
export interface Writer {
  t: TFunction;
  lang: Language;
  /** A number as the language writes it. */
  number(value: number): string;
  /** A date the document wrote, at its own clock. */
  docDate(raw: string): string;
  /** "label: value" as the language writes it; `value` is Markdown already. */
  field(label: string, value: string): string;
}

/** The writer of a report in `lang`; keys name their namespace (document_inspector:), so any of the page's `t` reads them. */
export function writerFor(t: TFunction, lang: Language): Writer {
  const numbers = new Intl.NumberFormat(lang);
  return {
    t,
    lang,
    number: (value) => numbers.format(value),
    docDate: (raw) => formatDocDate(lang, raw, t("document_inspector:whoWhen.noZone")),
    field: (label, value) => t("document_inspector:export.field", { label: inlineText(label), value }),
  };
}

/** A list item "label: value", the value plain text to escape. */
export const item = (w: Writer, label: string, value: string) => `- ${w.field(label, inlineText(value))}`;

/**
 * What a finding means, or does not prove: the label on a line of its own (two spaces break the line),
 * then the text, which starts as a sentence.
 */
const labelled = (label: string, text: string) => `**${inlineText(label)}**  \n${inlineText(text)}`;

/** The title and what any file has: its name, its size, its SHA-256 when it was computed. */
export function fileHeadLines(w: Writer, file: DocumentReportInput["file"]): string[] {
  const { t } = w;
  return [
    `# ${inlineText(t("document_inspector:title"))}`,
    "",
    item(w, t("document_inspector:file.name"), file.name),
    item(w, t("document_inspector:file.size"), formatBytes(file.size, w.lang)),
    ...(file.sha256 ? [`- ${w.field("SHA-256", codeSpan(file.sha256))}`] : []),
  ];
}

/** The title and the file: name, size, SHA-256, format, pages and their sizes. */
export function fileLines(w: Writer, file: DocumentReportInput["file"], facts: PdfFacts): string[] {
  const { t } = w;
  const mm = (points: number) => w.number(Math.round((points / 72) * 25.4));
  return [
    ...fileHeadLines(w, file),
    item(
      w,
      t("document_inspector:file.kind"),
      facts.version ? t("document_inspector:file.pdfVersion", { version: facts.version }) : "PDF",
    ),
    item(w, t("document_inspector:file.pages"), w.number(facts.pageCount)),
    ...(facts.pageSizes.length > 0
      ? [
          item(
            w,
            t("document_inspector:file.pageSizes"),
            new Intl.ListFormat(w.lang, { type: "unit" }).format(
              facts.pageSizes.map((size) =>
                t("document_inspector:file.pageSize", {
                  width: mm(size.width),
                  height: mm(size.height),
                  count: size.count,
                }),
              ),
            ),
          ),
        ]
      : []),
    "",
  ];
}

/** Each finding titled (a warning said as such), with what it means and what it does not prove. */
export function findingLines(w: Writer, findings: readonly Finding[]): string[] {
  const { t } = w;
  return [
    `## ${inlineText(t("document_inspector:findings.heading"))}`,
    "",
    ...(findings.length === 0
      ? [inlineText(t("document_inspector:findings.none")), ""]
      : findings.flatMap((finding) => {
          const values = shownFindingValues(finding.values, w.lang, w.docDate, (event) =>
            w.t(`document_inspector:findings.events.${event}`),
          );
          const key = `findings.${finding.code}`;
          const title = t(`document_inspector:${key}.title`, values);
          return [
            `### ${inlineText(finding.caution ? `${t("document_inspector:findings.caution")} ${title}` : title)}`,
            "",
            labelled(t("document_inspector:findings.means"), t(`document_inspector:${key}.means`, values)),
            "",
            labelled(
              t("document_inspector:findings.notProves"),
              t(`document_inspector:${key}.notProves`, values),
            ),
            "",
          ];
        })),
  ];
}

/** The Info dictionary beside the XMP packet, the other Info entries, XMP's ids and its editing history. */
export function whoWhenLines(w: Writer, facts: PdfFacts): string[] {
  const { t } = w;
  const { info, xmp } = facts;
  const rows = WHO_WHEN_ROWS.flatMap(([row, key, fromXmp]) => {
    const dated = DATE_ROWS.has(row);
    const sources = [
      [info[key], t("document_inspector:whoWhen.info")],
      [xmp ? fromXmp(xmp) : undefined, t("document_inspector:whoWhen.xmp")],
    ].filter((source): source is [string, string] => Boolean(source[0]));
    if (sources.length === 0) return [];
    const [first, second] = sources;
    // The same text in both: said once, with both sources.
    const value: [string, string][] =
      first && second && first[0].trim() === second[0].trim()
        ? [[first[0], `${first[1]}, ${second[1]}`]]
        : sources;
    return [
      item(
        w,
        t(`document_inspector:whoWhen.rows.${row}`),
        value
          .map(([text, source]) =>
            t("document_inspector:export.fromSource", { value: dated ? w.docDate(text) : text, source }),
          )
          .join(" · "),
      ),
    ];
  });
  const others = Object.entries(info)
    .filter(([key]) => !SHOWN_INFO.has(key))
    .map(([key, value]) => item(w, key, value));
  const ids = xmp
    ? (
        [
          ["documentId", xmp.documentId],
          ["instanceId", xmp.instanceId],
          ["originalDocumentId", xmp.originalDocumentId],
        ] as const
      ).flatMap(([row, id]) =>
        id ? [`- ${w.field(t(`document_inspector:whoWhen.rows.${row}`), codeSpan(id))}`] : [],
      )
    : [];
  const history = xmp?.history ?? [];
  return [
    `## ${inlineText(t("document_inspector:whoWhen.heading"))}`,
    "",
    ...rows,
    ...others,
    ...ids,
    ...(rows.length + others.length + ids.length > 0 ? [""] : []),
    ...(xmp ? [] : [inlineText(t(facts.xmpUnreadable ? "whoWhen.xmpUnreadable" : "whoWhen.noXmp")), ""]),
    ...(history.length > 0
      ? [
          `### ${inlineText(t("document_inspector:whoWhen.history"))}`,
          "",
          ...history.map(
            (step, index) =>
              `${index + 1}. ${inlineText(
                [
                  step.when ? w.docDate(step.when) : undefined,
                  step.action,
                  step.softwareAgent,
                  step.changed ? t("document_inspector:whoWhen.changed", { parts: step.changed }) : undefined,
                ]
                  .filter(Boolean)
                  .join(" · "),
              )}`,
          ),
          "",
        ]
      : []),
  ];
}

/** What one save added, replaced and rewrote, in words, as the page says it. */
function changeWords(w: Writer, revision: Revision): string {
  const { t } = w;
  const { counts, formValues, infoChanged, metadataChanged, freed } = revision.summary;
  const parts = SHOWN_KINDS.flatMap((kind) => {
    const count = counts[kind];
    if (!count) return [];
    return [
      count.added > 0 ? t(`document_inspector:revisions.added.${kind}`, { count: count.added }) : "",
      count.replaced > 0 ? t(`document_inspector:revisions.replaced.${kind}`, { count: count.replaced }) : "",
    ].filter(Boolean);
  });
  if (infoChanged) parts.push(t("document_inspector:revisions.infoChanged"));
  if (metadataChanged) parts.push(t("document_inspector:revisions.metadataChanged"));
  if (freed > 0) parts.push(t("document_inspector:revisions.freed", { count: freed }));
  if (parts.length === 0) parts.push(t("document_inspector:revisions.nothingShown"));
  for (const field of formValues) {
    parts.push(t("document_inspector:revisions.formValue", { name: field.name ?? "?", value: field.value }));
  }
  if (revision.info && infoChanged) {
    parts.push(...Object.entries(revision.info).map(([key, value]) => `${key}: ${value}`));
  }
  return parts.join(" · ");
}

/** Each save, oldest first, with its bytes and what it changed; bytes after the last save; damage. */
export function revisionLines(w: Writer, report: RevisionsReport): string[] {
  const { t } = w;
  const saves = report.revisions;
  return [
    `## ${inlineText(t("document_inspector:revisions.heading"))}`,
    "",
    inlineText(
      saves.length > 1
        ? t("document_inspector:revisions.intro", { count: saves.length - 1 })
        : t("document_inspector:revisions.single"),
    ),
    "",
    ...saves.map((revision, index) => {
      const bytes = t("document_inspector:revisions.bytes", {
        from: formatBytes(revision.start, w.lang),
        to: formatBytes(revision.end, w.lang),
      });
      const name =
        index === 0
          ? t("document_inspector:revisions.original")
          : t("document_inspector:revisions.save", { number: index });
      return item(w, name, index === 0 ? bytes : `${bytes} · ${changeWords(w, revision)}`);
    }),
    "",
    ...(report.trailingBytes > 0
      ? [
          inlineText(
            t("document_inspector:revisions.trailing", { size: formatBytes(report.trailingBytes, w.lang) }),
          ),
          "",
        ]
      : []),
    ...(report.problems.length > 0
      ? [inlineText(t("document_inspector:revisions.problems", { count: report.problems.length })), ""]
      : []),
  ];
}

/** One signature's facts, in the rows the page shows. */
function signatureRows(w: Writer, signature: SignatureReport): [string, string][] {
  const { t } = w;
  const when = (iso: string | null) => (iso ? formatUtc(w.lang, iso) : "—");
  const { coverage, integrity, signer, dictionary } = signature;
  const certificate = signer?.certificate;
  const stamp = signer?.signatureTimestamp?.genTime ? signer.signatureTimestamp : signature.timestamp;
  const rows: [string, string][] = [
    [t("document_inspector:signatures.kind"), t(`document_inspector:signatures.kinds.${signature.kind}`)],
    [
      t("document_inspector:signatures.signer"),
      certificate ? certificate.subject.text : (dictionary.name ?? "—"),
    ],
    [t("document_inspector:signatures.issuer"), certificate ? certificate.issuer.text : "—"],
    [
      t("document_inspector:signatures.certificate"),
      certificate
        ? [
            certificate.selfSigned
              ? t("document_inspector:signatures.selfSigned")
              : t("document_inspector:signatures.issuedBy", {
                  issuer: certificate.issuer.commonName ?? certificate.issuer.text,
                }),
            t("document_inspector:signatures.valid", {
              from: when(certificate.notBefore),
              to: when(certificate.notAfter),
            }),
            `${certificate.keyAlgorithm}${certificate.keySize ? ` ${certificate.keySize}` : ""}`,
          ].join(" · ")
        : "—",
    ],
    [
      t("document_inspector:signatures.claimedTime"),
      when(signer?.claimedSigningTime ?? dictionary.claimedTime),
    ],
    [
      t("document_inspector:signatures.timestamp"),
      stamp?.genTime
        ? t("document_inspector:signatures.timestampBy", {
            time: when(stamp.genTime),
            authority: stamp.authority ?? "—",
          })
        : t("document_inspector:signatures.noTimestamp"),
    ],
    [
      t("document_inspector:signatures.reason"),
      [dictionary.reason, dictionary.location].filter(Boolean).join(" · ") || "—",
    ],
    [
      t("document_inspector:signatures.covers"),
      coverage.coversUpTo === null
        ? t("document_inspector:signatures.coverageUnknown")
        : coverage.bytesAfter
          ? t("document_inspector:signatures.coversPart", {
              covered: formatBytes(coverage.coversUpTo, w.lang),
              after: formatBytes(coverage.bytesAfter, w.lang),
              count: coverage.laterEofMarkers,
            })
          : t("document_inspector:signatures.coversAll"),
    ],
    [
      t("document_inspector:signatures.digest"),
      t(`document_inspector:signatures.digestStatus.${integrity.digest.status}`),
    ],
    [
      t("document_inspector:signatures.signatureCheck"),
      t(`document_inspector:signatures.signatureStatus.${integrity.signature.status}`),
    ],
  ];
  if (signature.problems.length > 0) {
    rows.push([
      t("document_inspector:signatures.problems"),
      signature.problems.map((problem) => t(`document_inspector:signatures.problem.${problem}`)).join(" "),
    ]);
  }
  return rows;
}

/** Each signature's facts, after the warning that no trust list is used; nothing when unsigned. */
export function signatureLines(w: Writer, signatures: readonly SignatureReport[]): string[] {
  if (signatures.length === 0) return [];
  const { t } = w;
  return [
    `## ${inlineText(t("document_inspector:signatures.heading", { count: signatures.length }))}`,
    "",
    inlineText(t("document_inspector:signatures.noTrust")),
    "",
    ...signatures.flatMap((signature, index) => {
      const name =
        signature.signer?.certificate?.subject.commonName ??
        signature.dictionary.name ??
        t("document_inspector:signatures.unnamed", { number: index + 1 });
      return [
        `### ${inlineText(t("document_inspector:signatures.item", { number: index + 1, name }))}`,
        "",
        ...signatureRows(w, signature).map(([label, value]) => item(w, label, value)),
        "",
      ];
    }),
  ];
}

/** Hidden text quoted page by page; or that none was found, or that the pages were not searched. */
export function hiddenLines(w: Writer, scan: HiddenTextScanParts | undefined): string[] {
  const { t } = w;
  const heading = [`## ${inlineText(t("document_inspector:hidden.heading"))}`, ""];
  if (!scan) return [...heading, inlineText(t("document_inspector:export.notScanned")), ""];
  if (scan.pages.length === 0) return [...heading, inlineText(t("document_inspector:hidden.none")), ""];
  return [
    ...heading,
    ...scan.pages.flatMap(({ page, hidden }) => [
      `### ${inlineText(t("document_inspector:hidden.page", { page: w.number(page) }))}`,
      "",
      ...hidden.findings.flatMap((finding) => [
        `**${inlineText(t(`document_inspector:hidden.kinds.${finding.kind}`))}**`,
        "",
        ...quoteLines(finding.text),
        "",
      ]),
      ...(hidden.omitted > 0
        ? [inlineText(t("document_inspector:hidden.omitted", { count: hidden.omitted })), ""]
        : []),
    ]),
    ...(scan.summary.incomplete ? [inlineText(t("document_inspector:hidden.incomplete")), ""] : []),
  ];
}

/** Scripts in fenced blocks, attachments, links as code, form fields, annotations. */
export function activeLines(w: Writer, facts: PdfFacts): string[] {
  const { t } = w;
  const { scripts, attachments, links, fields, annotations, cut } = facts;
  const more = (list: keyof PdfFacts["cut"]) =>
    cut[list] !== undefined
      ? [inlineText(t("document_inspector:active.more", { count: cut[list] })), ""]
      : [];
  const listed = (heading: string, none: string | null, lines: string[], list: keyof PdfFacts["cut"]) =>
    lines.length === 0 && none === null
      ? []
      : [
          `### ${inlineText(heading)}`,
          "",
          ...(lines.length === 0 ? [inlineText(none ?? ""), ""] : [...lines, ""]),
          ...more(list),
        ];
  return [
    `## ${inlineText(t("document_inspector:active.heading"))}`,
    "",
    ...listed(
      t("document_inspector:active.scripts", { count: scripts.length }),
      t("document_inspector:active.noScripts"),
      scripts.flatMap((script, index) => [
        ...(index > 0 ? [""] : []),
        inlineText(
          script.page
            ? t("document_inspector:active.scriptOnPage", {
                where: script.where,
                page: w.number(script.page),
              })
            : t("document_inspector:active.scriptWhere", { where: script.where }),
        ),
        "",
        ...fencedBlock(script.code),
      ]),
      "scripts",
    ),
    ...listed(
      t("document_inspector:active.attachments", { count: attachments.length }),
      t("document_inspector:active.noAttachments"),
      attachments.map(
        (attachment) =>
          `- ${inlineText(
            [
              attachment.name,
              attachment.size !== undefined ? formatBytes(attachment.size, w.lang) : undefined,
              attachment.page !== undefined
                ? t("document_inspector:active.onPage", { page: w.number(attachment.page) })
                : undefined,
              attachment.description,
            ]
              .filter(Boolean)
              .join(" · "),
          )}`,
      ),
      "attachments",
    ),
    ...listed(
      t("document_inspector:active.links", { count: links.length }),
      t("document_inspector:active.noLinks"),
      links.map(
        (link) =>
          `- ${w.field(t("document_inspector:active.onPage", { page: w.number(link.page) }), codeSpan(link.url))}`,
      ),
      "links",
    ),
    ...listed(
      t("document_inspector:active.fields", { count: fields.length }),
      null,
      fields.map((field) => {
        const name = field.type ? `${field.name} (${field.type})` : field.name;
        return field.value === undefined ? `- ${inlineText(name)}` : item(w, name, field.value);
      }),
      "fields",
    ),
    ...listed(
      t("document_inspector:active.annotations", { count: annotations.length }),
      t("document_inspector:active.noAnnotations"),
      annotations.map((annotation) => {
        const label = [
          t("document_inspector:active.annotation", {
            type: annotation.subtype,
            page: w.number(annotation.page),
          }),
          annotation.author,
        ]
          .filter(Boolean)
          .join(" · ");
        return annotation.contents ? item(w, label, annotation.contents) : `- ${inlineText(label)}`;
      }),
      "annotations",
    ),
  ];
}

/** The fonts, one line each: name, kind, whether it is in the file, the save that added it (when saved more than once). */
export function fontLines(w: Writer, fonts: FontsReport, saves: number): string[] {
  const { t } = w;
  if (fonts.list.length === 0) return [];
  return [
    `## ${inlineText(t("document_inspector:fonts.heading"))}`,
    "",
    inlineText(t("document_inspector:fonts.intro", { count: fonts.total })),
    "",
    ...fonts.list.map(
      (font) =>
        `- ${inlineText(
          [
            fontName(t, font),
            fontKind(t, font),
            fontEmbedding(t, font),
            ...(saves > 1 ? [fontSave(t, font)] : []),
          ].join(" · "),
        )}`,
    ),
    "",
    ...(fonts.total > fonts.list.length
      ? [inlineText(t("document_inspector:active.more", { count: fonts.total })), ""]
      : []),
    inlineText(t("document_inspector:fonts.means")),
    "",
  ];
}
