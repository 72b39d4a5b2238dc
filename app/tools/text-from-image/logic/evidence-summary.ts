// Text read from an image as a case says it: the text (as corrected), the language it was read in, how
// many lines the engine was unsure of, and what such a text cannot say.
import { fields, known, listOf, type Summarizer, textOf } from "#app/tools/evidence-summary.ts";
import { certaintyOf } from "./confidence.ts";

/** Characters of the text a summary quotes: the whole text is in the item's details and its report. */
export const QUOTED_CHARACTERS = 600;

const OCR_LANGUAGES = ["eng", "fra", "vie"] as const;

const summarizeOcr: Summarizer = (result, { t }) => {
  const stored = fields(result);
  const text = textOf(stored.text)?.trim() ?? "";
  const quoted =
    [...text].length > QUOTED_CHARACTERS ? `${[...text].slice(0, QUOTED_CHARACTERS).join("")}…` : text;
  const language = OCR_LANGUAGES.find((code) => code === stored.language);
  const lines = listOf(stored.lines).map(fields);
  const uncertain = lines.filter(
    (line) => typeof line.confidence === "number" && certaintyOf(line.confidence) === "uncertain",
  ).length;
  return {
    lines: known([
      { label: t("text"), value: quoted || t("noText") },
      language && { label: t("language"), value: t(`languages.${language}`) },
      lines.length > 0 && {
        label: t("lines"),
        value: t("ofLines", { count: lines.length, uncertain }),
      },
    ]),
    limits: t("limits"),
  };
};

export const textFromImageSummaries = { "text-from-image": summarizeOcr };
