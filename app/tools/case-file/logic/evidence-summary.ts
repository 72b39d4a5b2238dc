// A note's summary: its text, which is all a note is.
import { fields, known, type Summarizer, textOf } from "#app/tools/evidence-summary.ts";

const summarizeNote: Summarizer = (result, { t }) => ({
  lines: known([{ label: t("text"), value: textOf(fields(result).text) ?? "" }]),
});

export const noteSummaries = { note: summarizeNote };
