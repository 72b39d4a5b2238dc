// An image inspection and a forensic view as a case says them: what the file is, the camera, the date
// and place it records, the findings by their titles; and for a view, what it shows and cannot prove.
import type { Language } from "#app/i18n/languages.ts";
import { formatDateTime } from "#app/lib/dates/format-date.ts";
import { fields, known, listOf, numberOf, type Summarizer, textOf } from "#app/tools/evidence-summary.ts";
import { cameraName } from "./camera.ts";
import type { FindingCode } from "./findings.ts";
import { decimal } from "./gps.ts";

/**
 * The findings a summary names, in the order it lists them, by the codes the JSON report holds: every one
 * the inspection makes (a record of them all, so a new one cannot be left out of a case).
 */
const LISTED = {
  unreadable: true,
  misnamed: true,
  truncated: true,
  no_metadata: true,
  ai_declared: true,
  c2pa_invalid: true,
  c2pa_valid: true,
  c2pa_untrusted: true,
  c2pa_unchecked: true,
  c2pa_remote: true,
  edited_with: true,
  modified_after_capture: true,
  dates_disagree: true,
  thumbnail_differs: true,
  size_disagrees: true,
  gps_present: true,
  identifies_author: true,
} satisfies Record<FindingCode, true>;
const FINDINGS = Object.keys(LISTED) as FindingCode[];

/** A date the file records, on its own clock ("2019-03-12T14:05:00", with its offset when it has one). */
function fileDate(language: Language, iso: string | undefined): string {
  const match = iso && /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(Z|[+-]\d{2}:\d{2})?$/.exec(iso);
  if (!match) return "";
  const written = formatDateTime(language, Date.parse(`${match[1]}Z`), { timeZone: "UTC", seconds: true });
  return match[2] ? `${written} (UTC${match[2] === "Z" ? "" : match[2]})` : written;
}

const summarizeInspection: Summarizer = (result, { t, language }) => {
  const report = fields(result);
  const width = numberOf(report.width);
  const height = numberOf(report.height);
  const format = textOf(report.format);
  const camera = fields(report.camera);
  const position = fields(report.position);
  const latitude = numberOf(position.latitude);
  const longitude = numberOf(position.longitude);
  const software = textOf(report.software) ?? "";
  const signer = textOf(fields(report.contentCredentials).signer) ?? "";
  const codes = new Set(listOf(report.findings));
  const findings = FINDINGS.filter((code) => codes.has(code)).map((code) =>
    t(`findings.${code}`, { software, signer }),
  );
  return {
    lines: known([
      {
        label: t("file"),
        value: [
          format,
          width && height ? t("dimensions", { width: String(width), height: String(height) }) : "",
        ]
          .filter(Boolean)
          .join(", "),
      },
      { label: t("camera"), value: cameraName({ make: textOf(camera.make), model: textOf(camera.model) }) },
      { label: t("taken"), value: fileDate(language, textOf(report.taken)) },
      latitude !== undefined &&
        longitude !== undefined && {
          label: t("position"),
          value: decimal({ latitude, longitude }, language),
        },
      { label: t("software"), value: software },
      findings.length > 0 && {
        label: t("findingList"),
        value: new Intl.ListFormat(language, { type: "unit" }).format(findings),
      },
    ]),
    limits: t("limits"),
  };
};

/** A forensic view: which, with its settings in words as the page gave them, and what it cannot prove. */
const summarizeForensics: Summarizer = (result, { t }) => {
  const stored = fields(result);
  const view = ["magnifier", "ela", "noise", "levels", "gradient", "clones"].find(
    (name) => name === stored.view,
  );
  return {
    lines: known([
      view && { label: t("view"), value: t(`views.${view}.title`) },
      { label: t("image"), value: textOf(stored.image) ?? "" },
      { label: t("settings"), value: textOf(stored.description) ?? "" },
    ]),
    limits: view ? t(`views.${view}.notProve`) : undefined,
  };
};

export const imageInspectorSummaries = {
  "image-inspection": summarizeInspection,
  "image-forensics": summarizeForensics,
};
