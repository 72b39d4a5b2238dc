// The report for a fact-check file: JSON with everything, Markdown with what a reader needs.
import type { Language } from "#app/i18n/languages.ts";
import type { TFunction } from "#app/i18n/translator.ts";
import type { AiDeclaration } from "./ai-declared.ts";
import { type C2paReadFailure, type C2paSummary, seriousFailures } from "./c2pa.ts";
import { cameraName } from "./camera.ts";
import { type DateStamp, isoOf } from "./dates.ts";
import type { Finding } from "./findings.ts";
import { signalWords } from "./generator/in-words.ts";
import type { GeneratorSignals } from "./generator/signals.ts";
import { decimal, dms, osmUrl } from "./gps.ts";
import { groupsAsJson, type MetadataGroup } from "./groups.ts";
import type { IdentifyingField } from "./identifying.ts";
import type { JpegHistory } from "./jpeg-history/history.ts";
import { hintTexts, historyFacts } from "./jpeg-history/in-words.ts";
import type { HistoryStep, Summary } from "./summary.ts";

export interface ReportFile {
  name: string;
  size: number;
  sha256?: string;
  /** The address it was fetched from, when it came from one. */
  url?: string;
  /** The address the person gave (a post or a page naming the image), and when it was fetched. */
  page?: string;
  fetchedAt?: string;
}

/** How the reader's language writes a date from the file (its wall clock) and an instant (a signing time). */
export interface DateFormats {
  stamp(stamp: DateStamp): string;
  instant(iso: string): string;
}

export interface FullReport {
  file: ReportFile;
  summary: Summary;
  findings: Finding[];
  c2pa?: C2paSummary;
  groups: MetadataGroup[];
  /** A JPEG's compression history and the file's generator signals (decision 029). */
  jpegHistory?: JpegHistory;
  generator?: GeneratorSignals;
}

/** The report as JSON: findings by code, dates in ISO 8601, every metadata group in full. */
export function reportToJson(report: FullReport): string {
  const { summary } = report;
  return JSON.stringify(
    {
      file: report.file,
      format: summary.format,
      width: summary.width,
      height: summary.height,
      camera: summary.camera,
      taken: summary.taken && isoOf(summary.taken),
      captureDates: summary.captureDates.map((date) => ({ source: date.source, date: isoOf(date) })),
      modified: summary.modified && isoOf(summary.modified),
      position: summary.position,
      software: summary.software,
      history: summary.history,
      findings: report.findings.map((finding) => finding.code),
      aiDeclarations: [...summary.aiDeclarations, ...(report.c2pa?.aiDeclarations ?? [])],
      contentCredentials: report.c2pa,
      jpegHistory: report.jpegHistory && {
        ...report.jpegHistory,
        tables: report.jpegHistory.tables.map(({ table, role }) => ({ ...table, role })),
      },
      generatorSignals: report.generator,
      metadata: groupsAsJson(report.groups),
    },
    null,
    2,
  );
}

/**
 * A declaration in words: an IPTC digital source type by its name in the language ("media created by a
 * trained algorithm", not IPTC's address), and where it was found; a generator's name or a PNG text as
 * written.
 */
function declarationText(t: TFunction, declaration: AiDeclaration): string {
  if (declaration.sourceType === undefined) return declaration.evidence;
  const type = t(`image_inspector:digitalSourceTypes.${declaration.sourceType}`);
  const where = declaration.source === "c2pa" ? "c2pa" : "iptc";
  return t(`image_inspector:findings.ai_declared.${where}`, { type });
}

/**
 * A step of the XMP history as the language says it: "Saved by Adobe Photoshop", « Enregistré par… ».
 * XMP names its actions with English verbs from a fixed list; one outside it is shown as written.
 */
export function historyStepText(t: TFunction, step: HistoryStep): string {
  const action = t(`image_inspector:summary.historyActions.${step.action.toLowerCase()}`, {
    defaultValue: step.action,
  });
  return step.agent ? t("image_inspector:summary.historyStep", { action, agent: step.agent }) : action;
}

/** Declarations hold commas of their own (a PNG's prompt): they are apart by a semicolon, spaced in French. */
const SEMICOLON: Record<Language, string> = { en: "; ", fr: "\u00a0; ", vi: "; " };

/** What the file declares about its making by AI, every declaration in words: the `ai_declared` evidence. */
export function aiEvidence(t: TFunction, lang: Language, declarations: readonly AiDeclaration[]): string {
  return declarations.map((declaration) => declarationText(t, declaration)).join(SEMICOLON[lang]);
}

/** Each field that may identify the author or camera, said as "Author (Jane Doe, exif Artist)". */
export function identifyingText(t: TFunction, lang: Language, fields: readonly IdentifyingField[]): string {
  return fields
    .map((field) =>
      t("image_inspector:identifying.field", {
        kind: t(`image_inspector:identifying.${field.kind}`),
        value: field.value,
        source: `${field.group} ${field.tag}`,
      }),
    )
    .join(SEMICOLON[lang]);
}

/** Validation codes in words ("the picture no longer matches its signed fingerprint"), a code unknown here as written. */
export function checksText(t: TFunction, lang: Language, codes: readonly string[]): string {
  return new Intl.ListFormat(lang, { type: "conjunction" }).format(
    codes.map((code) => t(`image_inspector:c2pa.checks.${code}`, { defaultValue: code })),
  );
}

/**
 * Why Content Credentials could not be read, in words: a check they failed, else what stopped the
 * library. The library's own message is in English, so it stays in the data (the JSON export), not here.
 */
export function readFailureText(t: TFunction, lang: Language, failure: C2paReadFailure): string {
  if (failure.kind === "check") return checksText(t, lang, [failure.code]);
  return t(`image_inspector:c2pa.readFailure.${failure.kind}`);
}

/** The finding's words, with its details filled in. */
export function findingTexts(
  finding: Finding,
  t: TFunction,
  lang: Language,
  dates: DateFormats,
): { title: string; means: string; notProves: string } {
  const key = `image_inspector:findings.${finding.code}`;
  const values: Record<string, string> = {};
  if (finding.code === "edited_with") values.software = finding.software;
  if (finding.code === "modified_after_capture") {
    values.taken = dates.stamp(finding.taken);
    values.modified = dates.stamp(finding.modified);
  }
  if (finding.code === "dates_disagree") {
    values.firstSource = finding.first.source;
    values.first = dates.stamp(finding.first);
    values.lastSource = finding.last.source;
    values.last = dates.stamp(finding.last);
  }
  if (finding.code === "size_disagrees") {
    const number = new Intl.NumberFormat(lang);
    values.exifWidth = number.format(finding.exif.width);
    values.exifHeight = number.format(finding.exif.height);
    values.width = number.format(finding.picture.width);
    values.height = number.format(finding.picture.height);
  }
  if (finding.code === "misnamed") {
    values.extension = `.${finding.extension}`;
    values.format = finding.format;
  }
  if (finding.code === "identifies_author") values.fields = identifyingText(t, lang, finding.fields);
  if (finding.code === "ai_declared") values.evidence = aiEvidence(t, lang, finding.declarations);
  if (finding.code === "c2pa_valid" || finding.code === "c2pa_untrusted") values.signer = finding.signer;
  if (finding.code === "c2pa_invalid") {
    // "Signer not trusted" is said apart (c2pa_untrusted); it is named here only when nothing else failed.
    const serious = seriousFailures(finding.failures);
    values.failures = checksText(t, lang, serious.length > 0 ? serious : finding.failures);
  }
  if (finding.code === "c2pa_unchecked") values.reason = readFailureText(t, lang, finding.failure);
  if (finding.code === "c2pa_remote") values.address = finding.address;
  const means = t(`${key}.means`, values);
  return {
    title: t(`${key}.title`, values),
    means: finding.code === "c2pa_untrusted" && finding.test ? `${means} ${t(`${key}.test`)}` : means,
    notProves: t(`${key}.notProves`, values),
  };
}

/** "Label: value" as the language writes it (French spaces its colon). */
function field(t: TFunction, label: string, value: string): string {
  return t("image_inspector:markdown.field", { label, value });
}

/**
 * What a finding means, or does not prove: the label on a line of its own (two spaces break the line in
 * Markdown), then the text, which starts as a sentence and so never follows a colon.
 */
function labelled(label: string, text: string): string {
  return `**${label}**  \n${text}`;
}

export function reportToMarkdown(
  report: FullReport,
  t: TFunction,
  lang: Language,
  dates: DateFormats,
): string {
  const { summary, file } = report;
  const ns = "image_inspector:";
  const lines = [
    `# ${t(`${ns}title`)}`,
    "",
    `- ${field(t, t(`${ns}markdown.file`), file.url ?? file.name)}`,
    ...(file.sha256 ? [`- ${field(t, "SHA-256", `\`${file.sha256}\``)}`] : []),
    ...(summary.camera.make || summary.camera.model
      ? [
          `- ${field(t, t(`${ns}summary.camera`), [cameraName(summary.camera), summary.camera.lens].filter(Boolean).join(" · "))}`,
        ]
      : []),
    ...(summary.taken ? [`- ${field(t, t(`${ns}summary.when`), dates.stamp(summary.taken))}`] : []),
    ...(summary.position
      ? [
          `- ${field(t, t(`${ns}summary.where`), `${decimal(summary.position, lang)} (${dms(summary.position, lang)}) ${osmUrl(summary.position)}`)}`,
        ]
      : []),
    ...(summary.software.length > 0
      ? [`- ${field(t, t(`${ns}summary.software`), summary.software.join(", "))}`]
      : []),
    "",
    `## ${t(`${ns}findings.heading`)}`,
    "",
    ...report.findings.flatMap((finding) => {
      const text = findingTexts(finding, t, lang, dates);
      return [
        `### ${text.title}`,
        "",
        labelled(t(`${ns}findings.means`), text.means),
        "",
        labelled(t(`${ns}findings.notProves`), text.notProves),
        "",
      ];
    }),
  ];
  const c2pa = report.c2pa;
  if (c2pa) {
    lines.push(
      `## ${t(`${ns}c2pa.heading`)}`,
      "",
      `- ${field(t, t(`${ns}c2pa.status`), t(`${ns}c2pa.${c2pa.trust}`))}`,
      ...(c2pa.signer ? [`- ${field(t, t(`${ns}c2pa.signer`), c2pa.signer)}`] : []),
      ...(c2pa.issuer ? [`- ${field(t, t(`${ns}c2pa.issuer`), c2pa.issuer)}`] : []),
      ...(c2pa.claimGenerator ? [`- ${field(t, t(`${ns}c2pa.generator`), c2pa.claimGenerator)}`] : []),
      ...(c2pa.signedAt ? [`- ${field(t, t(`${ns}c2pa.signedAt`), dates.instant(c2pa.signedAt))}`] : []),
      ...c2pa.actions.map((action) => `- ${field(t, t(`${ns}c2pa.actions`), action.action)}`),
      ...c2pa.ingredients.map((ingredient) => `- ${field(t, t(`${ns}c2pa.ingredients`), ingredient.title)}`),
      "",
    );
  }
  if (report.jpegHistory) lines.push(...historyMarkdown(report.jpegHistory, t, lang));
  if (report.generator) lines.push(...generatorMarkdown(report.generator, t, lang));
  return `${lines.join("\n").trimEnd()}\n`;
}

/** Text from the file as a fenced block, its fence longer than any run of backticks in it: never read as Markdown. */
function fenced(text: string): string[] {
  let longest = 0;
  let run = 0;
  for (const char of text) {
    run = char === "`" ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  const fence = "`".repeat(Math.max(3, longest + 1));
  return [fence, text, fence];
}

function historyMarkdown(history: JpegHistory, t: TFunction, lang: Language): string[] {
  const ns = "image_inspector:jpeg_history";
  return [
    `## ${t(`${ns}.heading`)}`,
    "",
    ...historyFacts(t, lang, history).map(([label, value]) => `- ${field(t, label, value)}`),
    "",
    `### ${t(`${ns}.hints.heading`)}`,
    "",
    ...(history.hints.length === 0
      ? [t(`${ns}.hints.none`), ""]
      : history.hints.flatMap((hint) => {
          const text = hintTexts(t, hint);
          return [
            `#### ${text.title}`,
            "",
            labelled(t("image_inspector:findings.means"), text.means),
            "",
            labelled(t("image_inspector:findings.notProves"), text.notProves),
            "",
          ];
        })),
  ];
}

function generatorMarkdown(signals: GeneratorSignals, t: TFunction, lang: Language): string[] {
  const ns = "image_inspector:generator";
  const words = signalWords(t, lang, signals);
  return [
    `## ${t(`${ns}.heading`)}`,
    "",
    t(`${ns}.noScore`),
    "",
    ...(words.length === 0
      ? [t(`${ns}.none`), "", t(`${ns}.noneNotProves`), ""]
      : words.flatMap((signal) => [
          `### ${signal.title}`,
          "",
          ...signal.details.flatMap(([label, value]) =>
            label ? [`${field(t, `**${label}**`, "")}`.trimEnd(), "", ...fenced(value), ""] : [value, ""],
          ),
          labelled(t("image_inspector:findings.means"), signal.means),
          "",
          labelled(t("image_inspector:findings.notProves"), signal.notProves),
          "",
        ])),
  ];
}
